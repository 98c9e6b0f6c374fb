/**
 * The enter dialog's number of entries (issue 27): the box takes whole numbers only and says why it
 * refuses anything else, and a number above what the member may buy (core's entryAllowance: the
 * balance, the per-member max, the per-request cap) becomes that most at once, saying which limit.
 * What was typed is never silently changed into another number ("-5" is not 5, "1.5" is not 15):
 * it stays in the box, marked, with Enter disabled until it is a number the dialog can take.
 */
import { useState } from 'react';
import { clampEntries, formatPM, type EntryAllowance, type EntryBound, type Sweepstake } from '@pilotmiles/core';
import { countOf, groupDigits } from '../../lib/format';

/** Long enough for any number a member means; anything longer is cut, not read. */
const MAX_TYPED = 12;

export type EntriesProblem = 'empty' | 'negative' | 'decimal' | 'not-a-number' | 'zero';

/** '1,000' as a member in the US writes a thousand: the commas only group digits. */
const GROUPED = /^\d{1,3}(,\d{3})+$/;

/** The whole number in the box, or what is wrong with it. */
export function readEntries(text: string): { entries: number } | { problem: EntriesProblem } {
  const t = text.trim();
  if (!t) return { problem: 'empty' };
  const digits = GROUPED.test(t) ? t.replace(/,/g, '') : t;
  if (/^\d+$/.test(digits)) return Number(digits) === 0 ? { problem: 'zero' } : { entries: Number(digits) };
  if (/^-\s*[\d.,]*$/.test(t)) return { problem: 'negative' };
  if (/^[\d.,]+$/.test(t)) return { problem: 'decimal' };
  return { problem: 'not-a-number' };
}

/** Why the box refuses what it holds, and what it takes instead. */
export function problemText(problem: EntriesProblem, most: number): string {
  const range = `Enter 1 to ${groupDigits(most)}.`;
  switch (problem) {
    case 'empty':
      return `Enter how many entries you want: 1 to ${groupDigits(most)}.`;
    case 'negative':
      return `Entries can't be negative. ${range}`;
    case 'decimal':
      return `Entries are whole numbers, no decimals. ${range}`;
    case 'not-a-number':
      return `Numbers only, please. ${range}`;
    case 'zero':
      return `Enter at least 1 entry (up to ${groupDigits(most)}).`;
  }
}

/** Why a number typed was lowered to `allowance.most`: the limit that set it. */
export function clampText(
  bound: EntryBound,
  allowance: EntryAllowance,
  s: Pick<Sweepstake, 'max_entries' | 'entry_cost'>,
  balance: number,
): string {
  switch (bound) {
    case 'balance':
      return `You can afford ${countOf(allowance.affordable, 'entry', 'entries')} with ${formatPM(balance)} (${formatPM(s.entry_cost)} each).`;
    case 'member-max':
      return allowance.remaining < s.max_entries
        ? `Up to ${countOf(s.max_entries, 'entry', 'entries')} per member: you can add ${groupDigits(allowance.remaining)} more.`
        : `Up to ${countOf(s.max_entries, 'entry', 'entries')} per member.`;
    case 'request-max':
      return `Up to ${countOf(allowance.most, 'entry', 'entries')} at a time.`;
  }
}

export interface EntriesFieldState {
  /** What the box shows. */
  text: string;
  /** The entries to buy: 1..most, or null while the box holds something else. */
  entries: number | null;
  /** What is wrong with the box (an error), or why its number was lowered (a note); null: neither. */
  message: { tone: 'error' | 'note'; text: string } | null;
  /** The box's onChange. */
  type: (raw: string) => void;
  /** The buttons' choice (one fewer, one more, Max): brought within 1..most. */
  choose: (n: number) => void;
}

export function useEntriesField(
  allowance: EntryAllowance,
  s: Pick<Sweepstake, 'max_entries' | 'entry_cost'>,
  balance: number,
): EntriesFieldState {
  const { most } = allowance;
  const [state, setState] = useState<{ text: string; loweredBy: EntryBound | null }>(() => ({
    text: most > 0 ? '1' : '0',
    loweredBy: null,
  }));

  const read = readEntries(state.text);
  // The balance moving under the dialog (a credit elsewhere) may lower `most` after typing.
  const over = 'entries' in read && read.entries > most;
  const entries = 'entries' in read && !over ? read.entries : null;
  let message: EntriesFieldState['message'] = null;
  if (most === 0) message = null;
  else if ('problem' in read) message = { tone: 'error', text: problemText(read.problem, most) };
  else if (over) message = { tone: 'error', text: clampText(allowance.bound, allowance, s, balance) };
  else if (state.loweredBy) message = { tone: 'note', text: clampText(state.loweredBy, allowance, s, balance) };

  return {
    text: state.text,
    entries,
    message,
    type: (raw) => {
      const text = raw.slice(0, MAX_TYPED);
      const typed = readEntries(text);
      if ('entries' in typed && typed.entries > most && most > 0)
        setState({ text: String(most), loweredBy: allowance.bound });
      else setState({ text, loweredBy: null });
    },
    choose: (n) => setState({ text: String(Math.max(most > 0 ? 1 : 0, clampEntries(n, allowance))), loweredBy: null }),
  };
}
