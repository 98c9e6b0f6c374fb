/** Checking a published draw in the browser, with core's own code (docs/sweepstakes.md "The draw"). */
import { verifyDraw, type DrawProof, type Sweepstake } from '@pilotmiles/core';

export type DrawChecks = ReturnType<typeof verifyDraw>;

/**
 * The three checks for what the card shows: the revealed seed against the commitment published
 * before the first entry (the sweepstake's seed_hash, not the one the proof repeats), and the
 * served list against the published list hash, ticket and winner.
 */
export function checkDraw(s: Pick<Sweepstake, 'seed_hash' | 'draw'>, proof: DrawProof): DrawChecks {
  const draw = s.draw ?? proof.draw;
  return verifyDraw(
    {
      seed: draw.seed,
      seed_hash: s.seed_hash,
      entries_hash: draw.entries_hash,
      ticket: draw.ticket,
      winner_public_id: draw.winner_public_id,
    },
    proof.list,
  );
}

export const CHECK_LABELS: ReadonlyArray<[keyof DrawChecks, string]> = [
  ['seedMatches', 'The seed matches the hash published before the first entry'],
  ['listMatches', 'The entry list matches its published hash'],
  ['winnerMatches', 'The ticket and the winner follow from the seed and the list'],
];
