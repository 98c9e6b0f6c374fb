/** The members pages' endpoints (docs/admin.md) and the query keys of what they load. */
import { api } from '../../lib/api';
import { useAdminAction } from '../shared/useAdminAction';

/** Prefix of the search, every member's record and their history: an action refreshes them all. */
export const MEMBERS_KEY = ['admin', 'members'] as const;
export const MEMBERS_LIST_KEY = [...MEMBERS_KEY, 'list'] as const;
export const memberKey = (uid: string) => [...MEMBERS_KEY, 'member', uid] as const;
export const memberHistoryKey = (uid: string, part: string) => [...MEMBERS_KEY, 'member', uid, part] as const;
export const BRAND_OWNERS_KEY = [...MEMBERS_KEY, 'brand-owners'] as const;

export const MEMBERS_PATH = '/users/admin';
export const BRAND_OWNERS_PATH = '/admin/brand-owners';
const id = (uid: string) => encodeURIComponent(uid);
export const memberPath = (uid: string) => `/admin/users/${id(uid)}`;
export const memberStatusPath = (uid: string) => `/users/${id(uid)}/status`;
export const memberRolePath = (uid: string) => `/users/${id(uid)}/role`;
export const adminBonusPath = (uid: string) => `/admin/users/${id(uid)}/admin-bonus`;
export const brandOwnerPath = (uid: string) => `/admin/users/${id(uid)}/brand-owner`;
export const memberTransactionsPath = (uid: string) => `/users/${id(uid)}/transactions`;
export const memberActivitiesPath = (uid: string) => `/users/${id(uid)}/activities`;
export const memberSweepstakesPath = (uid: string) => `/users/${id(uid)}/sweepstakes`;

/** A member page's action: PATCH or DELETE at `path`, a toast, then the member and the lists refetch. */
export function useMemberAction<Body, Result>(
  method: 'PATCH' | 'DELETE',
  path: string,
  done: (result: Result, body: Body) => string,
) {
  return useAdminAction<Body, Result>({
    call: (body) => api<Result>(path, { method, body: method === 'DELETE' ? undefined : body }),
    refresh: MEMBERS_KEY,
    done,
  });
}
