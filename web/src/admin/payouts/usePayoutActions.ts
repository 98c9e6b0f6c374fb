/** The queue's two mutations: one payout (PATCH /payouts/{id}) and many (PATCH /payouts). */
import type { AdminPayout, AdminPayoutPatch, AdminPayoutsBulk, BulkPayoutResult } from '@pilotmiles/core';
import { api } from '../../lib/api';
import { useAdminAction } from '../shared/useAdminAction';
import { ACTION_WORDING, bulkSummary } from './payoutActions';
import { MEMBER_PAYOUTS_KEY, PAYOUTS_PATH, payoutPath } from './payoutsApi';

export interface OneAction {
  payout: AdminPayout;
  body: AdminPayoutPatch;
}

/**
 * `settle` receives the payouts each answer changed: the queue shows them in place and reloads a
 * moment later (useSettledPayouts); the members' histories reload at once.
 */
export function usePayoutActions(settle: (payouts: AdminPayout[]) => void) {
  const one = useAdminAction<OneAction, AdminPayout>({
    call: async ({ payout, body }) => {
      const saved = await api<AdminPayout>(payoutPath(payout.id), { method: 'PATCH', body });
      settle([saved]);
      return saved;
    },
    refresh: MEMBER_PAYOUTS_KEY,
    done: (_, { body }) => ACTION_WORDING[body.action].done,
  });
  const many = useAdminAction<AdminPayoutsBulk, BulkPayoutResult>({
    call: async (body) => {
      const result = await api<BulkPayoutResult>(PAYOUTS_PATH, { method: 'PATCH', body });
      settle(result.results.flatMap((r) => (r.ok ? [r.payout] : [])));
      return result;
    },
    refresh: MEMBER_PAYOUTS_KEY,
    done: (result, body) => bulkSummary(result, body.action),
  });
  // One request at a time across the page: every action button is disabled while one runs, so a
  // double click or a second row's click cannot send another before the first answers.
  return { one, many, busy: one.isPending || many.isPending };
}
