/** Test data for the sweepstakes screens: each builder fills a valid record, `over` changes fields. */
import { drawWinner, sha256Hex, type DrawLine, type DrawProof, type EnterResult, type Sweepstake } from '@pilotmiles/core';

/** A seed as the server makes them (64 hex characters). */
export const TEST_SEED = 'a3f1c2d4e5b6a7980112233445566778899aabbccddeeff00112233445566778';

export const makeSweepstake = (over: Partial<Sweepstake> = {}): Sweepstake => ({
  id: 'lisbon',
  title: 'Weekend in Lisbon',
  description: 'Two return flights and three nights for two.',
  rules: '## Official rules\n\nOne winner, drawn by entries.',
  value: 1500,
  entry_cost: 100,
  max_entries: 5,
  start_date: '2026-11-01T00:00:00.000Z',
  end_date: '2026-12-01T00:00:00.000Z',
  image_url: '/images/sweepstakes/travel.svg',
  status: 'active',
  total_entries: 39,
  entrants: 12,
  seed_hash: sha256Hex(TEST_SEED),
  draw: null,
  my_entries: null,
  i_won: false,
  ...over,
});

/** The published entry list of the drawn test sweepstake. */
export const TEST_LINES: DrawLine[] = [
  { public_id: '0a1b2c3d4e5f6071', entries: 3 },
  { public_id: '5f5e5d5c5b5a5958', entries: 1 },
  { public_id: '9e8d7c6b5a493827', entries: 5 },
  { public_id: 'c0ffee00c0ffee00', entries: 2 },
];

/** A completed sweepstake whose draw is core's drawWinner on TEST_SEED and TEST_LINES. */
export function makeDrawnSweepstake(over: Partial<Sweepstake> = {}): Sweepstake {
  const outcome = drawWinner(TEST_SEED, TEST_LINES);
  return makeSweepstake({
    status: 'completed',
    total_entries: outcome.total_entries,
    entrants: outcome.entrants,
    draw: {
      seed: TEST_SEED,
      seed_hash: sha256Hex(TEST_SEED),
      ...outcome,
      winner_name: 'Maria G.',
      drawn_at: '2026-12-01T00:01:00.000Z',
    },
    ...over,
  });
}

/** GET /sweepstakes/{id}/draw for a drawn sweepstake, its list as given (TEST_LINES by default). */
export const makeDrawProof = (s: Sweepstake, list: DrawLine[] = TEST_LINES): DrawProof => ({
  draw: s.draw!,
  list: list.map((l) => ({ ...l })),
});

export const makeEnterResult = (over: Partial<EnterResult> = {}): EnterResult => ({
  sweepstake: makeSweepstake({ my_entries: 3, total_entries: 42 }),
  entries: 3,
  added: 3,
  balance: 1700,
  ...over,
});

/** A section as useSweepstakeSection gives it: ready, empty, no more pages; spies for its callbacks. */
