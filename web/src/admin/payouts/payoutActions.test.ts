import { describe, expect, it } from 'vitest';
import { actionsFor, bulkSummary, changedIds, rejectReason, selectable } from './payoutActions';
import { makeAdminPayout } from './testing';

const ok = (id: string) => ({ id, ok: true as const, payout: makeAdminPayout({ id }) });
const refused = (id: string, message: string) => ({ id, ok: false as const, code: 'rewards/payout-state', message });

describe('payout actions', () => {
  it("offers what core's rules allow in each status", () => {
    expect(actionsFor({ status: 'pending_review' })).toEqual(['approve', 'reject']);
    expect(actionsFor({ status: 'failed' })).toEqual(['reject', 'retry']);
    for (const status of ['approved', 'processing', 'fulfilled', 'rejected'] as const) {
      expect(actionsFor({ status })).toEqual([]);
      expect(selectable({ status })).toBe(false);
    }
    expect(selectable({ status: 'pending_review' })).toBe(true);
    expect(selectable({ status: 'failed' })).toBe(true);
  });

  it('sums up a bulk answer, quoting each distinct refusal once', () => {
    expect(bulkSummary({ results: [ok('a'), ok('b')] }, 'approve')).toEqual({ message: '2 approved', tone: 'success' });
    expect(
      bulkSummary({ results: [ok('a'), ok('b'), ok('c'), refused('d', 'This payout is already approved')] }, 'approve'),
    ).toEqual({ message: '3 approved, 1 could not be changed: This payout is already approved', tone: 'info' });
    expect(
      bulkSummary(
        { results: [refused('a', 'Gone'), refused('b', 'Gone'), refused('c', 'Locked'), refused('d', 'Other')] },
        'reject',
      ),
    ).toEqual({ message: '0 rejected, 4 could not be changed: Gone; Locked; …', tone: 'error' });
    expect(changedIds({ results: [ok('a'), refused('b', 'x'), ok('c')] })).toEqual(['a', 'c']);
  });

  it("checks a rejection's reason with core's rule, trimmed", () => {
    expect(rejectReason.safeParse('  ').error?.issues[0]?.message).toBe(
      'give a reason (at least 3 characters): the member reads it',
    );
    expect(rejectReason.safeParse('x'.repeat(501)).error?.issues[0]?.message).toBe('must be at most 500 characters');
    expect(rejectReason.parse('  duplicate account ')).toBe('duplicate account');
  });
});
