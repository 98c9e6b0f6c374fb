/**
 * Staff's view of members (docs/admin.md "Members"): the search, one member's
 * record, and the actions that change their standing. Every action is staff-only, checked on the
 * server, and audited.
 */
import type { CursorPage } from '../paging';
import type { KycStatus } from '../rewards/payouts';

/** A member's standing: suspended and banned members' Auth accounts are disabled and their sessions revoked. */
export const MEMBER_STATUSES = ['active', 'suspended', 'banned'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];
export const MEMBER_STATUS_LABELS: Readonly<Record<MemberStatus, string>> = {
  active: 'Active',
  suspended: 'Suspended',
  banned: 'Banned',
};

export const MEMBER_ROLES = ['admin', 'user'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

/** Sorts of GET /users/admin, each backed by an index. */
export const MEMBER_SORTS = ['newest', 'oldest', 'balance', 'lifetime'] as const;
export type MemberSort = (typeof MEMBER_SORTS)[number];
export const MEMBER_SORT_LABELS: Readonly<Record<MemberSort, string>> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  balance: 'Highest balance',
  lifetime: 'Most earned',
};

export const MEMBERS_PAGE_SIZE = 25;

/** One row of GET /users/admin. */
export interface AdminMemberRow {
  uid: string;
  email: string | null;
  display_name: string;
  full_name: string;
  role: MemberRole;
  status: MemberStatus;
  email_verified: boolean;
  kyc_status: KycStatus;
  total_coins: number;
  lifetime_earned: number;
  referral_code: string;
  brand_owner: string | null;
  created_at: string;
  last_login_at: string | null;
}

export type AdminMembersPage = CursorPage<AdminMemberRow>;

/** GET /admin/users/{id}: everything staff need to judge a member. */
export interface AdminMemberDetail extends AdminMemberRow {
  /** PM earned from activities (offers, articles, search, shopping, surveys), not bonuses. */
  lifetime_activity: number;
  earned_today: number;
  streak: number;
  timezone: string | null;
  sign_in_provider: string | null;
  login: {
    last_ip: string | null;
    signup_ip: string | null;
    country: string | null;
    city: string | null;
  };
  referred_by: string | null;
  referral_status: string | null;
  /** Why and when the status last changed, and by whom (a staff uid). */
  status_reason: string | null;
  status_changed_at: string | null;
  status_changed_by: string | null;
  /** Warnings for staff: a negative balance (a debt), an unverified email, KYC declined, a referral refused for a shared device or address. */
  flags: string[];
}

/** GET /admin/brand-owners: the partner brands members are linked to. */
export interface BrandOwner {
  id: string;
  members: number;
}

/** What a member did (users/{uid}/activities), for staff and privacy requests; never money. */
export const ACTIVITY_TYPES = [
  'sign-in',
  'sign-up',
  'article-claim',
  'daily-bonus',
  'daily-challenge',
  'offer-start',
  'shop-activation',
  'redemption',
  'sweepstake-entry',
] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

export interface MemberActivity {
  id: string;
  type: ActivityType;
  description: string;
  created_at: string;
}

export type MemberActivitiesPage = CursorPage<MemberActivity>;
