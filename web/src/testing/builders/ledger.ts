/** Ledger test data: a member's transactions; `over` changes fields. */
import type { Transaction } from '@pilotmiles/core';

let seq = 0;

/** A ledger entry, with a fresh id and description each call. */
export function makeTransaction(over: Partial<Transaction> = {}): Transaction {
  seq += 1;
  return {
    id: `tx-${seq}`,
    type: 'offer',
    amount: 100,
    description: `Entry ${seq}`,
    balance_after: 1000,
    day_key: '2026-11-21',
    created_at: '2026-11-21T12:00:00.000Z',
    ...over,
  };
}
