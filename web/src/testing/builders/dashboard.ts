/** Test data for the dashboard screens (both designs): each builder fills a valid record, `over` changes fields. */
import type { DashboardV2, SweepstakeEntry } from '@pilotmiles/core';
import { makeTransaction } from './ledger';

/** GET /users/dashboard/v2 with one recent bonus; pass recent_transactions for others. */
export const makeDashboard = (over: Partial<DashboardV2> = {}): DashboardV2 => ({
  balance: 1195,
  earned_today: 50,
  lifetime_earned: 2195,
  day_key: '2026-11-21',
  recent_transactions: [makeTransaction({ type: 'admin-bonus', amount: 50, description: 'Thanks for your feedback!' })],
  ...over,
});

/** The member's entries in one open sweepstake (Weekend in Lisbon: 2 of 5). */
export const makeSweepstakeEntry = (over: Partial<SweepstakeEntry> = {}): SweepstakeEntry => ({
  sweepstake_id: 'lisbon',
  title: 'Weekend in Lisbon',
  image_url: '/images/sweepstakes/travel.svg',
  value: 1500,
  status: 'active',
  end_date: '2026-12-01T00:00:00.000Z',
  entries: 2,
  max_entries: 5,
  pm_spent: 200,
  total_entries: 40,
  chance: 0.05,
  public_id: '0a1b2c3d4e5f6071',
  won: false,
  refunded: false,
  updated_at: '2026-11-20T00:00:00.000Z',
  ...over,
});
