/** What another admin area may use of conversions: the list of one member's conversions (members' record). */
export { ConversionsSection } from './ConversionsSection';
