/**
 * The verifiable draw (docs/sweepstakes.md): a secret seed is committed to (its sha256 published)
 * when a sweepstake is created; at the draw the seed and a hash of the final entry list are
 * revealed, and the winner follows from them alone. Anyone can rerun `drawWinner` (or the shell
 * recipe in the docs) on the published list and get the same winner.
 */
import { _SHA256, sha256 } from '@noble/hashes/sha2.js';
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
  const ticket = drawTicket(seed, entries_hash, total);
  let covered = 0;
  const winner = sorted.find((l) => (covered += l.entries) > ticket)!;
  return { entries_hash, total_entries: total, entrants: sorted.length, ticket, winner_public_id: winner.public_id };
}

/** The winning position: sha256("seed:entries_hash") read as a 256-bit number, modulo the total entries. */
export const drawTicket = (seed: string, entriesHash: string, total: number): number =>
  Number(BigInt(`0x${sha256Hex(`${seed}:${entriesHash}`)}`) % BigInt(total));

/**
 * The list's hash taken page by page, when a draw is too long for one run (the server's draw
 * pages through the entries in public-id order, one task per page): SHA-256's state after the whole
 * 64-byte blocks hashed so far, and the text after them. Stored between pages, so the list is never
 * held whole; `listHashOf` gives the same `entries_hash` as hashing `entryListText` at once.
 */
export interface ListHashState {
  /** SHA-256's eight state words after `bytes` bytes. */
  words: number[];
  /** Bytes hashed so far: whole blocks only. */
  bytes: number;
  /** The text after them (under one block). The list is ASCII, so a character is a byte. */
  tail: string;
}

/** SHA-256 whose midstate can be read and restored (noble keeps it in protected fields; the core test pins the result to the one-shot hash). */
class ResumableSha256 extends _SHA256 {
  static from(state: ListHashState): ResumableSha256 {
    const h = new ResumableSha256();
    const [a, b, c, d, e, f, g, hh] = state.words as [number, number, number, number, number, number, number, number];
    h.set(a, b, c, d, e, f, g, hh);
    h.length = state.bytes;
    return h;
  }
  /** Only after whole blocks (nothing buffered). */
  midstate(): { words: number[]; bytes: number } {
    return { words: [...this.get()], bytes: this.length };
  }
}

export const LIST_HASH_START: ListHashState = { ...new ResumableSha256().midstate(), tail: '' };

/** Adds the next lines, already in public-id order and after every line added before. */
export function addToListHash(state: ListHashState, lines: readonly DrawLine[]): ListHashState {
  const text = state.tail + lines.filter((l) => l.entries > 0).map((l) => `${l.public_id} ${l.entries}\n`).join('');
  const whole = text.length - (text.length % 64);
  const h = ResumableSha256.from(state);
  h.update(utf8ToBytes(text.slice(0, whole)));
  return { ...h.midstate(), tail: text.slice(whole) };
}

/** The `entries_hash` of every line added. */
export function listHashOf(state: ListHashState): string {
  return bytesToHex(ResumableSha256.from(state).update(utf8ToBytes(state.tail)).digest());
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
