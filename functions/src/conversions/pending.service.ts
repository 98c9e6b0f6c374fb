import type { PendingEarning, TransactionType } from '@pilotmiles/core';
import { isoTime } from '../platform/isoTime';
import { conversionsCol } from '../platform/paths';

/** The transactions history shows at most this many pending earnings. */
const PENDING_LIMIT = 50;

/**
 * A member's pending earnings of every kind (an offer's hold, cashback awaiting its store), for the
 * transactions history: not in the ledger until they confirm.
 */
export async function pendingEarnings(uid: string): Promise<PendingEarning[]> {
  const snap = await conversionsCol()
    .where('uid', '==', uid)
    .where('status', '==', 'pending')
    .orderBy('created_at', 'desc')
    .limit(PENDING_LIMIT)
    .get();
  return snap.docs.map((d) => ({
    id: d.id,
    type: (d.get('credit_type') as TransactionType | undefined) ?? 'offer',
    description: d.get('description') ?? `${d.get('offer_name')}: ${d.get('event_name')}`,
    amount: d.get('pilot_miles'),
    confirms_at: isoTime(d.get('release_at')) ?? isoTime(d.get('expected_at')),
    created_at: isoTime(d.get('created_at')) ?? '',
  }));
}
