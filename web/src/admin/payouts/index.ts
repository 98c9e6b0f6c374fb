/** What another admin area may use of payouts: one member's recent payouts (members' record). */
export { RecentPayouts } from './MemberHistoryDrawer';
