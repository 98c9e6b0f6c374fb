/**
 * How many entries a member may buy in one request: what their balance pays for, what is left of
 * the per-member max, and the per-request cap, whichever is lowest. The enter dialog clamps what is
 * typed to it and says which limit did; the server checks the same limits when entering.
 */
import { ENTRIES_PER_REQUEST_MAX, type Sweepstake } from './sweepstakes';

/** Which limit sets the most a member may buy now. */
export type EntryBound = 'balance' | 'member-max' | 'request-max';

export interface EntryAllowance {
  /** The most entries one request may buy now (0: none). */
  most: number;
  /** The limit that sets `most`. On a tie the member's max wins: earning more does not lift it. */
  bound: EntryBound;
  /** Entries the balance pays for. */
  affordable: number;
  /** Entries left of the member's max (max_entries is over the sweepstake's whole run). */
  remaining: number;
}

/** Entries the member may still buy in it. */
export const remainingEntries = (s: Pick<Sweepstake, 'max_entries' | 'my_entries'>) =>
  Math.max(0, s.max_entries - (s.my_entries ?? 0));

/** Entries a balance pays for: floor(balance / price), none for a negative balance. */
export const affordableEntries = (balance: number, entryCost: number) =>
  entryCost > 0 ? Math.max(0, Math.floor(balance / entryCost)) : 0;

export function entryAllowance(
  s: Pick<Sweepstake, 'max_entries' | 'my_entries' | 'entry_cost'>,
  balance: number,
): EntryAllowance {
  const remaining = remainingEntries(s);
  const affordable = affordableEntries(balance, s.entry_cost);
  const most = Math.min(remaining, affordable, ENTRIES_PER_REQUEST_MAX);
  const bound: EntryBound = most === remaining ? 'member-max' : most === affordable ? 'balance' : 'request-max';
  return { most, bound, affordable, remaining };
}

/** A whole number asked for, brought within 0..most (what the dialog shows instead of more). */
export const clampEntries = (n: number, allowance: Pick<EntryAllowance, 'most'>) =>
  Math.min(Math.max(0, Math.floor(n)), allowance.most);
