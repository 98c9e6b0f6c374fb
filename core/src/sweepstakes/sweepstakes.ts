/**
 * Sweepstakes (docs/sweepstakes.md): members spend PilotMiles on entries, one winner is drawn by
 * entries when the sweepstake ends, and the prize is paid as a payout. The status machine, the
 * entry rules and the API shapes live here so the server and both screens agree.
 */
import type { CursorPage } from '../paging';

/**
 * draft: staff are preparing it; nobody else sees it. scheduled: published, opens at start_date.
 * active: open for entries until end_date. drawing: ended, the draw is running. completed: drawn
 * (or ended without entries). cancelled: called off by staff; every entry is refunded.
 */
export const SWEEPSTAKE_STATUSES = ['draft', 'scheduled', 'active', 'drawing', 'completed', 'cancelled'] as const;
export type SweepstakeStatus = (typeof SWEEPSTAKE_STATUSES)[number];

export const SWEEPSTAKE_STATUS_LABELS: Readonly<Record<SweepstakeStatus, string>> = {
  draft: 'Draft',
  scheduled: 'Upcoming',
  active: 'Open',
  drawing: 'Drawing',
  completed: 'Ended',
  cancelled: 'Cancelled',
};

/** What members may list (GET /sweepstakes?status=): never drafts. */
export const PUBLIC_SWEEPSTAKE_STATUSES = ['scheduled', 'active', 'drawing', 'completed', 'cancelled'] as const;
export type PublicSweepstakeStatus = (typeof PUBLIC_SWEEPSTAKE_STATUSES)[number];

/**
 * What staff may set with PATCH {status}. Opening at once (`active`) moves start_date to now;
 * `drawing` and `completed` only ever come from the draw job. Anything not listed is refused.
 */
export const STAFF_STATUS_CHANGES: Readonly<Record<SweepstakeStatus, readonly SweepstakeStatus[]>> = {
  draft: ['scheduled', 'active', 'cancelled'],
  scheduled: ['draft', 'active', 'cancelled'],
  active: ['cancelled'],
  drawing: [],
  completed: [],
  cancelled: [],
};

export const canStaffMove = (from: SweepstakeStatus, to: SweepstakeStatus) => STAFF_STATUS_CHANGES[from].includes(to);

/**
 * The status at `now` of a stored one: time moves a published sweepstake along before the job has
 * written it (the job runs every minute), so every reader and the entry check use this.
 */
export function sweepstakeStatusAt(stored: SweepstakeStatus, startMs: number, endMs: number, nowMs: number): SweepstakeStatus {
  if (stored !== 'scheduled' && stored !== 'active') return stored;
  if (nowMs >= endMs) return 'drawing';
  if (nowMs >= startMs) return 'active';
  return 'scheduled';
}

/** Fields that change a member's odds or price: PATCH refuses them once anyone has entered. */
export const ODDS_FIELDS = ['entry_cost', 'max_entries', 'start_date', 'end_date', 'value', 'rules'] as const;

/** Longest a sweepstake may run, and how many entries one request may buy. */
export const SWEEPSTAKE_MAX_DAYS = 366;
export const ENTRIES_PER_REQUEST_MAX = 1000;

/** Winner names are shortened for everyone else: 'Maria Gonzalez' -> 'Maria G.'. */
export function shortWinnerName(name: string | null | undefined): string {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (!parts.length) return 'A PilotMiles member';
  const first = parts[0]!.slice(0, 15);
  const last = parts.length > 1 ? ` ${parts[parts.length - 1]![0]!.toUpperCase()}.` : '';
  return `${first}${last}`;
}

/** The member's chance of winning, 0..1, with `entries` of `total`. */
export const winChance = (entries: number, total: number) => (total > 0 ? Math.min(1, entries / total) : 0);

/** '1 in 40', '< 1 in 10,000', or '100%' for a chance. */
export function formatChance(chance: number): string {
  if (chance <= 0) return '—';
  if (chance >= 1) return '100%';
  const oneIn = Math.round(1 / chance);
  return oneIn > 10_000 ? '< 1 in 10,000' : `1 in ${oneIn.toLocaleString('en-US')}`;
}

/** The draw's published facts (docs/sweepstakes.md explains how to recompute the winner). */
export interface SweepstakeDraw {
  /** The secret seed, revealed at the draw (64 hex characters). */
  seed: string;
  /** sha256 of the seed, published when the sweepstake opened. */
  seed_hash: string;
  /** sha256 of the final entry list (one line per entrant: "public_id entries\n", sorted by id). */
  entries_hash: string;
  total_entries: number;
  entrants: number;
  /** sha256("seed:entries_hash") as a number, mod total_entries: the winning entry's position. */
  ticket: number;
  /** The winner's public id in the entry list; null when nobody entered. */
  winner_public_id: string | null;
  /** Shortened display name of the winner. */
  winner_name: string | null;
  drawn_at: string;
}

/** A sweepstake as members see it (GET /sweepstakes). Money: value in dollars, costs in PM. */
export interface Sweepstake {
  id: string;
  title: string;
  description: string;
  /** Official rules, markdown: the screens sanitise it after rendering. */
  rules: string;
  /** The prize, in whole dollars. */
  value: number;
  /** PM per entry. */
  entry_cost: number;
  /** Most entries one member may hold in this sweepstake. */
  max_entries: number;
  start_date: string;
  end_date: string;
  image_url: string;
  /** As of the request (sweepstakeStatusAt). */
  status: SweepstakeStatus;
  total_entries: number;
  entrants: number;
  /** sha256 of the secret seed, the commitment published before anyone enters. */
  seed_hash: string;
  draw: SweepstakeDraw | null;
  /** The signed-in member's entries; null for visitors. */
  my_entries: number | null;
  /** Whether the signed-in member won it. */
  i_won: boolean;
}

export type SweepstakesPage = CursorPage<Sweepstake>;

/** A sweepstake as staff see it (GET /sweepstakes/admin). */
export interface AdminSweepstake extends Sweepstake {
  /** PM spent on entries (and refunded when cancelled). */
  pm_collected: number;
  has_entries: boolean;
  winner_uid: string | null;
  winner_payout_id: string | null;
  /** Refunds of a cancelled one: how many entrants were refunded and whether any remain. */
  refunds: { refunded: number; pending: boolean } | null;
  /** Staff's reason, told to entrants, when cancelled. */
  cancel_reason: string | null;
  created_at: string;
  updated_at: string;
}

export interface AdminSweepstakes {
  items: AdminSweepstake[];
  totals: { sweepstakes: number; active: number; entries: number; entrants: number; pm_collected: number; prizes_usd: number };
}

/** One member's stake in one sweepstake. */
export interface SweepstakeEntry {
  sweepstake_id: string;
  title: string;
  image_url: string;
  value: number;
  status: SweepstakeStatus;
  end_date: string;
  entries: number;
  max_entries: number;
  pm_spent: number;
  /** Entries of everyone, for the chance. */
  total_entries: number;
  chance: number;
  /** The member's id in the published entry list. */
  public_id: string;
  won: boolean;
  refunded: boolean;
  updated_at: string;
}

/** GET /sweepstakes/dashboard and /sweepstakes/user/{id}. */
export interface SweepstakeDashboard {
  totals: { sweepstakes: number; entries: number; pm_spent: number; wins: number; open: number };
  items: SweepstakeEntry[];
}

/** POST /sweepstakes/{id}/enter. */
export interface EnterResult {
  sweepstake: Sweepstake;
  /** The member's entries after this request. */
  entries: number;
  /** Entries this request bought (0 when it repeated one already applied). */
  added: number;
  balance: number;
}

/** GET /sweepstakes/{id}/entries (staff). */
export interface SweepstakeEntrant {
  uid: string;
  email: string | null;
  display_name: string | null;
  entries: number;
  pm_spent: number;
  public_id: string;
  refunded: boolean;
  updated_at: string;
}
export interface SweepstakeEntrantsPage extends CursorPage<SweepstakeEntrant> {
  total_entries: number;
  entrants: number;
}

/** GET /sweepstakes/{id}/draw: everything needed to recompute a completed draw. */
export interface DrawProof {
  draw: SweepstakeDraw;
  /** The entry list exactly as hashed. */
  list: Array<{ public_id: string; entries: number }>;
}

export const SWEEPSTAKE_ERROR_CODES = {
  notFound: 'sweepstakes/not-found',
  notOpen: 'sweepstakes/not-open',
  overMax: 'sweepstakes/max-entries',
  status: 'sweepstakes/status-change',
  hasEntries: 'sweepstakes/has-entries',
  notEditable: 'sweepstakes/not-editable',
  requestReused: 'sweepstakes/request-reused',
  notDrawn: 'sweepstakes/not-drawn',
} as const;

/** The server's words when an entry is refused; the screen shows them as they are. */
export const sweepstakeMessages = {
  notOpen: (status: SweepstakeStatus) =>
    status === 'scheduled'
      ? 'This sweepstake has not opened yet'
      : status === 'cancelled'
        ? 'This sweepstake was cancelled'
        : 'This sweepstake has ended: entries are closed',
  overMax: (held: number, max: number) =>
    held >= max
      ? `You already have the maximum of ${max} entries in this sweepstake`
      : `You can add ${max - held} more ${max - held === 1 ? 'entry' : 'entries'} to this sweepstake (the maximum is ${max})`,
};
