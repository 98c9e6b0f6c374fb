/**
 * How the sweepstakes screens word their figures. The rules (chance, limits, the draw) are core's
 * (core/src/sweepstakes/); these only put words around them.
 */
import { formatChance, winChance, type Sweepstake } from '@pilotmiles/core';
import { countOf, groupDigits } from '../../lib/format';

/** '1,234 entries · 56 entrants'. */
export const entriesSoFarLabel = (s: Pick<Sweepstake, 'total_entries' | 'entrants'>) =>
  `${countOf(s.total_entries, 'entry', 'entries')} · ${countOf(s.entrants, 'entrant', 'entrants')}`;

/** Whether a member holds the most entries they may. */
export const atMax = (s: Pick<Sweepstake, 'max_entries' | 'my_entries'>) =>
  s.my_entries !== null && s.my_entries >= s.max_entries;

/**
 * The chance a card shows: the member's own with their entries, else what one entry would give
 * now (an open one; others: none without entries).
 */
export function chanceLabel(s: Pick<Sweepstake, 'my_entries' | 'total_entries' | 'status'>): string | null {
  const mine = s.my_entries ?? 0;
  if (mine > 0) return `Your chance: ${formatChance(winChance(mine, s.total_entries))}`;
  if (s.status === 'active')
    return `Chance with 1 entry: ${formatChance(winChance(1, s.total_entries + 1))}`;
  return null;
}

/** 'Your entries: 2 of 5'. */
export const yourEntriesLabel = (s: Pick<Sweepstake, 'my_entries' | 'max_entries'>) =>
  `Your entries: ${groupDigits(s.my_entries ?? 0)} of ${groupDigits(s.max_entries)}`;

/** The commitment as a card shows it: '3fa1b2c9…'. */
export const shortHash = (hash: string) => (hash.length > 8 ? `${hash.slice(0, 8)}…` : hash);

/** The toast after buying entries: 'You have 3 entries in Weekend in Lisbon'. */
export const enteredText = (entries: number, title: string) => `You have ${countOf(entries, 'entry', 'entries')} in ${title}`;

/**
 * An open sweepstake's Enter button: what it says and whether it can be pressed (closed on screen,
 * or the member holds the most entries they may). Both designs' cards word it so.
 */
export function enterButton(s: Pick<Sweepstake, 'max_entries' | 'my_entries'>, member: boolean, passed: boolean) {
  const full = member && atMax(s);
  return { label: passed ? 'Entries closed' : full ? 'Max entries reached' : 'Enter', disabled: passed || full };
}
