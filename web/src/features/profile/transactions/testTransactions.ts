/** Ledger entries for component and unit tests. */
import type { Transaction } from '@pilotmiles/core';

let seq = 0;

export function tx(fields: Partial<Transaction> = {}): Transaction {
  seq += 1;
  return {
    id: `tx-${seq}`,
    type: 'offer',
    amount: 100,
    description: `Entry ${seq}`,
    balance_after: 1000,
    day_key: '2026-11-21',
    created_at: '2026-11-21T12:00:00.000Z',
    ...fields,
  };
}
