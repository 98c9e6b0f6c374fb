/**
 * The staff actions on one sweepstake: the status moves core's STAFF_STATUS_CHANGES allows from its
 * status (anything else the server refuses with 409), and Delete while nobody has entered (with
 * entries it is refused: cancel instead). How each is worded in the row, its dialog and its toast.
 */
import {
  formatPM,
  STAFF_STATUS_CHANGES,
  type AdminSweepstake,
  type SweepstakePatchBody,
  type SweepstakeStatus,
} from '@pilotmiles/core';
import { formatDateTime } from '../shared/format';

/** A status staff may set with PATCH {status}. */
export type StatusMove = NonNullable<SweepstakePatchBody['status']>;
export type SweepstakeAction = StatusMove | 'delete';

const STATUS_MOVES: readonly SweepstakeStatus[] = ['draft', 'scheduled', 'active', 'cancelled'] satisfies StatusMove[];
const isStatusMove = (s: SweepstakeStatus): s is StatusMove => STATUS_MOVES.includes(s);

type ActionTarget = Pick<AdminSweepstake, 'status' | 'has_entries'>;

/** The actions a row offers, in STAFF_STATUS_CHANGES's order, Delete last. */
export function actionsFor(s: ActionTarget): SweepstakeAction[] {
  const moves: SweepstakeAction[] = STAFF_STATUS_CHANGES[s.status].filter(isStatusMove);
  return s.has_entries ? moves : [...moves, 'delete'];
}

/** Staff edit a sweepstake until it ends (title, description and image; the rest until anyone enters). */
export const isEditable = (s: Pick<AdminSweepstake, 'status'>) =>
  s.status === 'draft' || s.status === 'scheduled' || s.status === 'active';

type Target = Pick<
  AdminSweepstake,
  'title' | 'status' | 'has_entries' | 'start_date' | 'end_date' | 'pm_collected' | 'entrants'
>;

interface ActionWording {
  /** The row's menu item. */
  label: string;
  title: string;
  confirm: string;
  color: 'primary' | 'success' | 'error';
  /** What it does, in the dialog. */
  effect: (s: Target, now?: Date) => string;
  /** The toast after it is done. */
  done: (s: Target) => string;
}

const quoted = (s: Target) => `“${s.title}”`;
const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

export const ACTION_WORDING: Readonly<Record<SweepstakeAction, ActionWording>> = {
  scheduled: {
    label: 'Publish',
    title: 'Publish sweepstake',
    confirm: 'Publish',
    color: 'success',
    effect: (s, now = new Date()) =>
      Date.parse(s.start_date) > now.getTime()
        ? `Members see it as upcoming from now on; it opens for entries by itself on ${formatDateTime(s.start_date)} and closes on ${formatDateTime(s.end_date)}.`
        : `Its start has passed, so it opens for entries as soon as it is published, until ${formatDateTime(s.end_date)}.`,
    done: (s) => `${quoted(s)} published`,
  },
  active: {
    label: 'Open now',
    title: 'Open for entries now',
    confirm: 'Open now',
    color: 'success',
    effect: (s) =>
      `Entries open at once: its start moves to now. It closes on ${formatDateTime(s.end_date)}, then the winner is drawn.`,
    done: (s) => `${quoted(s)} is open for entries`,
  },
  draft: {
    label: 'Back to draft',
    title: 'Back to draft',
    confirm: 'Back to draft',
    color: 'primary',
    effect: () => 'Members stop seeing it until it is published again.',
    done: (s) => `${quoted(s)} is a draft again`,
  },
  cancelled: {
    label: 'Cancel sweepstake',
    title: 'Cancel sweepstake',
    confirm: 'Cancel sweepstake',
    color: 'error',
    effect: (s) =>
      s.has_entries
        ? `Entries close for good and every entrant is refunded once what they spent: ${formatPM(s.pm_collected)} back to ${plural(s.entrants, 'entrant', 'entrants')}. Entrants are told, with your reason. It cannot be reopened.`
        : 'Nobody has entered, so nothing is refunded. Members see it as cancelled, with your reason. It cannot be reopened.',
    done: (s) => (s.has_entries ? `${quoted(s)} cancelled: every entrant is refunded` : `${quoted(s)} cancelled`),
  },
  delete: {
    label: 'Delete',
    title: 'Delete sweepstake',
    confirm: 'Delete',
    color: 'error',
    effect: (s) => `${quoted(s)} is removed for good. This is possible only while nobody has entered.`,
    done: (s) => `${quoted(s)} deleted`,
  },
};
