/**
 * The verifiable draw (docs/sweepstakes.md): a secret seed is committed to (its sha256 published)
 * when a sweepstake is created; at the draw the seed and a hash of the final entry list are
 * revealed, and the winner follows from them alone. Anyone can rerun `drawWinner` (or the shell
 * recipe in the docs) on the published list and get the same winner.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

export const sha256Hex = (text: string) => bytesToHex(sha256(utf8ToBytes(text)));

/** An entrant's id in the published list: stable per sweepstake, and no uid or name in it. */
export const publicEntrantId = (sweepstakeId: string, uid: string) => sha256Hex(`${sweepstakeId}:${uid}`).slice(0, 16);

export interface DrawLine {
  public_id: string;
  entries: number;
}

/** The list as hashed: sorted by public id, one "id entries\n" line each, entrants with 0 left out. */
export function entryListText(lines: readonly DrawLine[]): string {
  return sortedLines(lines)
    .map((l) => `${l.public_id} ${l.entries}\n`)
    .join('');
}

const sortedLines = (lines: readonly DrawLine[]) =>
  lines.filter((l) => l.entries > 0).sort((a, b) => (a.public_id < b.public_id ? -1 : a.public_id > b.public_id ? 1 : 0));

export interface DrawOutcome {
  entries_hash: string;
  total_entries: number;
  entrants: number;
  /** 0-based position of the winning entry in the list's entries, in order. */
  ticket: number;
  winner_public_id: string | null;
}

/**
 * The winner for a seed and an entry list: ticket = sha256("seed:entries_hash") read as a
 * 256-bit number, modulo the total entries; the entrant whose run of entries covers that position
 * wins. Each entry is one ticket, so the chance is entries / total (the modulo's bias is below
 * 2^-200 for any real total).
 */
export function drawWinner(seed: string, lines: readonly DrawLine[]): DrawOutcome {
  const sorted = sortedLines(lines);
  const entries_hash = sha256Hex(entryListText(sorted));
  const total = sorted.reduce((sum, l) => sum + l.entries, 0);
  if (total === 0) return { entries_hash, total_entries: 0, entrants: 0, ticket: 0, winner_public_id: null };
  const ticket = Number(BigInt(`0x${sha256Hex(`${seed}:${entries_hash}`)}`) % BigInt(total));
  let covered = 0;
  const winner = sorted.find((l) => (covered += l.entries) > ticket)!;
  return { entries_hash, total_entries: total, entrants: sorted.length, ticket, winner_public_id: winner.public_id };
}

/** Whether a published draw holds: the seed matches its commitment and the list gives its winner. */
export function verifyDraw(
  draw: { seed: string; seed_hash: string; entries_hash: string; ticket: number; winner_public_id: string | null },
  lines: readonly DrawLine[],
): { seedMatches: boolean; listMatches: boolean; winnerMatches: boolean } {
  const outcome = drawWinner(draw.seed, lines);
  return {
    seedMatches: sha256Hex(draw.seed) === draw.seed_hash,
    listMatches: outcome.entries_hash === draw.entries_hash,
    winnerMatches: outcome.ticket === draw.ticket && outcome.winner_public_id === draw.winner_public_id,
  };
}
