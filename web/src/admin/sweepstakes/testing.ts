/** Builders for this folder's tests (the query wrapper and screen switches are in ../shared/testing). */
import type { AdminSweepstake, AdminSweepstakes, SweepstakeEntrant } from '@pilotmiles/core';

let seq = 0;

export function makeAdminSweepstake(over: Partial<AdminSweepstake> = {}): AdminSweepstake {
  seq += 1;
  return {
    id: `sweep-${seq}`,
    title: `Holiday Cash ${seq}`,
    description: 'Win $500 in cash for the holidays.',
    rules: '## Eligibility\n\nMembers 18 and over.',
    value: 500,
    entry_cost: 100,
    max_entries: 10,
    start_date: '2026-12-01T17:00:00.000Z',
    end_date: '2026-12-08T17:00:00.000Z',
    image_url: '/images/sweepstakes/cash.svg',
    status: 'draft',
    total_entries: 0,
    entrants: 0,
    seed_hash: 'a'.repeat(64),
    draw: null,
    my_entries: null,
    i_won: false,
    pm_collected: 0,
    has_entries: false,
    winner_uid: null,
    winner_payout_id: null,
    refunds: null,
    cancel_reason: null,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    ...over,
  };
}

export function makeAdminSweepstakes(items: AdminSweepstake[], over: Partial<AdminSweepstakes['totals']> = {}): AdminSweepstakes {
  return {
    items,
    totals: {
      sweepstakes: items.length,
      active: items.filter((s) => s.status === 'active').length,
      entries: items.reduce((n, s) => n + s.total_entries, 0),
      entrants: items.reduce((n, s) => n + s.entrants, 0),
      pm_collected: items.reduce((n, s) => n + s.pm_collected, 0),
      prizes_usd: items.reduce((n, s) => n + s.value, 0),
      ...over,
    },
  };
}

export function makeEntrant(over: Partial<SweepstakeEntrant> = {}): SweepstakeEntrant {
  seq += 1;
  return {
    uid: `uid-${seq}`,
    email: `member${seq}@pilotmiles.test`,
    display_name: `Member ${seq}`,
    entries: 3,
    pm_spent: 300,
    public_id: `${String(seq).padStart(4, '0')}abcdef012345`,
    refunded: false,
    updated_at: '2026-12-02T10:00:00.000Z',
    ...over,
  };
}
