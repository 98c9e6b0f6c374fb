/** Reading the ledger: history pages and recent entries, newest first. */
import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';
import type { Transaction, TransactionsPage } from '@pilotmiles/core';
import { badRequest } from '../platform/errors';
import { isoTime } from '../platform/isoTime';
import { transactionsCol } from '../platform/paths';

function toTransaction(doc: QueryDocumentSnapshot): Transaction {
  const d = doc.data();
  return {
    id: doc.id,
    type: d.type,
    amount: d.amount,
    description: d.description,
    balance_after: d.balance_after,
    day_key: d.day_key,
    created_at: isoTime(d.created_at) ?? '',
  };
}

/** One page of history; `cursor` is the id of the last entry of the previous page. */
export async function transactionsPage(uid: string, limit: number, cursor?: string): Promise<TransactionsPage> {
  let query = transactionsCol(uid).orderBy('created_at', 'desc').limit(limit + 1);
  if (cursor) {
    const after = await transactionsCol(uid).doc(cursor).get();
    if (!after.exists) throw badRequest('cursor: unknown cursor', 'cursor');
    query = query.startAfter(after);
  }
  const snap = await query.get();
  const docs = snap.docs.slice(0, limit);
  return {
    items: docs.map(toTransaction),
    nextCursor: snap.docs.length > limit ? docs[docs.length - 1]!.id : null,
  };
}

export async function recentTransactions(uid: string, count: number): Promise<Transaction[]> {
  const snap = await transactionsCol(uid).orderBy('created_at', 'desc').limit(count).get();
  return snap.docs.map(toTransaction);
}
