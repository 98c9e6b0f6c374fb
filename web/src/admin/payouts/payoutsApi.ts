/** The payouts page's endpoints (docs/rewards.md, Calls) and the query keys of what they load. */

/** Prefix of the queue and of every member's history: an action on a payout refreshes both. */
export const PAYOUTS_KEY = ['admin', 'payouts'] as const;
export const QUEUE_KEY = [...PAYOUTS_KEY, 'queue'] as const;
export const MEMBER_PAYOUTS_KEY = [...PAYOUTS_KEY, 'member'] as const;
export const memberPayoutsKey = (uid: string) => [...MEMBER_PAYOUTS_KEY, uid] as const;
export const CATALOG_KEY = ['admin', 'rewards-catalog'] as const;

export const PAYOUTS_PATH = '/admin/rewards/payouts';
export const payoutPath = (id: string) => `${PAYOUTS_PATH}/${encodeURIComponent(id)}`;
export const memberPayoutsPath = (uid: string) => `/users/${encodeURIComponent(uid)}/payouts`;
export const CATALOG_PATH = '/admin/rewards/catalog';
export const rewardPath = (id: string) => `${CATALOG_PATH}/${encodeURIComponent(id)}`;
export const PAYOUTS_CONFIG_PATH = '/admin/payouts-config';

/** How many of a member's payouts the history panel shows. */
export const MEMBER_HISTORY_LIMIT = 10;
