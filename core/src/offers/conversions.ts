/**
 * Conversions: what a network reports about one event of one click, and what it does to the
 * member's money (docs/conversions.md, docs/offers.md). The transition table is the one place that decides
 * whether a postback credits, debits, holds or changes nothing.
 */
import type { CursorPage } from '../paging';

/**
 * What a conversion pays for. One engine moves all of them (docs/conversions.md); the kind says
 * which catalogue its amount came from and how a pending report behaves.
 */
export const CONVERSION_KINDS = ['offer', 'shopping', 'survey'] as const;
export type ConversionKind = (typeof CONVERSION_KINDS)[number];

/**
 * What a pending report means: `hold-rules` waits by amount (offers, surveys: small rewards are
 * credited at once), `await-network` stays pending until the network approves (cashback: the
 * store confirms after its return window), with an expected date for the member.
 */
export type PendingPolicy = 'hold-rules' | 'await-network';

/** What a network may say about a conversion (our names; each adapter maps its own to these). */
export const POSTBACK_STATUSES = ['pending', 'approved', 'rejected', 'reversed'] as const;
export type PostbackStatus = (typeof POSTBACK_STATUSES)[number];

/** Where a conversion stands for us. */
export const CONVERSION_STATUSES = ['pending', 'confirmed', 'rejected', 'reversed'] as const;
export type ConversionStatus = (typeof CONVERSION_STATUSES)[number];

export const CONVERSION_STATUS_LABELS: Readonly<Record<ConversionStatus, string>> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  rejected: 'Rejected',
  reversed: 'Reversed',
};

/**
 * What to do with the money when a conversion moves:
 * - credit: post the event's reward (once, id offer:{network}:{click}:{event});
 * - hold: record it as pending until its release date (a job or staff confirm it later);
 * - debit: reverse the credit already posted (the one entry allowed to take a balance below zero);
 * - none: record the new status, no money moves.
 */
export type ConversionEffect = 'credit' | 'hold' | 'debit' | 'none';

export interface ConversionTransition {
  to: ConversionStatus;
  effect: ConversionEffect;
}

/**
 * From a conversion's status (null: none yet) and what the network now says, the next status and
 * its effect; null when the report changes nothing (a duplicate, or a move that cannot happen, such
 * as approving a rejected conversion: staff credit those by hand). A reversal before any credit
 * is a rejection: there is nothing to take back.
 */
const TRANSITIONS: Readonly<Record<ConversionStatus | 'none', Partial<Record<PostbackStatus, ConversionTransition>>>> = {
  none: {
    pending: { to: 'pending', effect: 'hold' },
    approved: { to: 'confirmed', effect: 'credit' },
    rejected: { to: 'rejected', effect: 'none' },
    reversed: { to: 'rejected', effect: 'none' },
  },
  pending: {
    approved: { to: 'confirmed', effect: 'credit' },
    rejected: { to: 'rejected', effect: 'none' },
    reversed: { to: 'rejected', effect: 'none' },
  },
  confirmed: {
    rejected: { to: 'reversed', effect: 'debit' },
    reversed: { to: 'reversed', effect: 'debit' },
  },
  rejected: {},
  reversed: {},
};

export function nextConversion(current: ConversionStatus | null, report: PostbackStatus): ConversionTransition | null {
  return TRANSITIONS[current ?? 'none'][report] ?? null;
}

/** A hold rule: rewards of more than `above_pm` wait `days` after a pending report. */
export interface HoldRule {
  above_pm: number;
  days: number;
}

/** Staff-tunable offer settings, stored at config/offers. */
export interface OffersConfig {
  /** Share of the network's payout the member earns: PM = payout dollars x 100 x share, rounded down. */
  member_share: number;
  /**
   * Pending and approved network reports wait the days of the highest rule they exceed; none
   * applies: credited at once (settleReport).
   */
  hold_rules: HoldRule[];
  /** Offers shown on /start-earning, in this order. */
  featured_offer_ids: string[];
  /** The most one survey report pays at once, in whole dollars; above it staff decide (core/surveys). */
  survey_max_usd: number;
}

/**
 * The most one survey report may pay at once, in dollars: a larger one waits for staff. Surveys pay
 * cents to a few dollars; a report above this is far more likely a forgery or a network error.
 */
export const DEFAULT_SURVEY_MAX_USD = 20;

export const DEFAULT_OFFERS_CONFIG: OffersConfig = {
  member_share: 0.7,
  hold_rules: [
    { above_pm: 5_000, days: 7 },
    { above_pm: 25_000, days: 30 },
  ],
  featured_offer_ids: [],
  survey_max_usd: DEFAULT_SURVEY_MAX_USD,
};

/** Days a pending conversion of `pilotMiles` waits before it is credited (0: credit at once). */
export function holdDays(pilotMiles: number, rules: readonly HoldRule[]): number {
  let days = 0;
  for (const rule of rules) if (pilotMiles > rule.above_pm && rule.days > days) days = rule.days;
  return days;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a pending conversion reported at `now` is released; null when it is credited at once. */
export function releaseDate(pilotMiles: number, rules: readonly HoldRule[], now: Date): Date | null {
  const days = holdDays(pilotMiles, rules);
  return days > 0 ? new Date(now.getTime() + days * DAY_MS) : null;
}

/** Who reports: the network (its postback, or a script standing in for it), the hold job, or staff. */
export type ReportBy = 'postback' | 'job' | 'staff';

/** What a report does once the hold rules have had their say. */
export interface Settlement extends ConversionTransition {
  /** When the hold job credits it; null: not held, or held until the network or staff decide. */
  release: Date | null;
}

export interface SettleContext {
  by: ReportBy;
  policy: PendingPolicy;
  /** The reward at stake (the credited amount once credited). */
  pilotMiles: number;
  rules: readonly HoldRule[];
  now: Date;
  /** The conversion's status before this report, and its release date while it is held. */
  current: ConversionStatus | null;
  heldUntil: Date | null;
  /** The domain's reason for staff to decide (a survey above its ceiling): held without a release date. */
  review: boolean;
}

/**
 * Where a report that moves a conversion (nextConversion's transition) leaves its money. The hold
 * job and staff are decisions: what they approve is credited. A network's pending or approved
 * report of a reward above the hold rules waits the same days either way (an approval is no proof
 * against a later reversal, and a credit spent before its reversal is lost); below every rule it is
 * credited at once. A conversion the domain marks for review waits for staff, with no release date.
 * A network's approval of a conversion already waiting keeps its date (null: nothing changes), or
 * credits it when that date has passed. Cashback pending at its store (await-network) waits for the
 * store, not the rules, until the store approves it.
 */
export function settleReport(transition: ConversionTransition, c: SettleContext): Settlement | null {
  const { to, effect } = transition;
  const credit: Settlement = { to: 'confirmed', effect: 'credit', release: null };
  if (effect !== 'credit' && effect !== 'hold') return { to, effect, release: null };
  if (effect === 'credit' && c.by !== 'postback') return credit;
  if (c.review) return c.current === 'pending' ? null : { to: 'pending', effect: 'hold', release: null };
  if (effect === 'hold' && c.policy === 'await-network') return { to, effect, release: null };
  if (effect === 'credit' && c.current === 'pending' && c.heldUntil) return c.heldUntil > c.now ? null : credit;
  const release = releaseDate(c.pilotMiles, c.rules, c.now);
  return release ? { to: 'pending', effect: 'hold', release } : credit;
}

/** A network payout in dollars as the member's PM: cents x share, rounded down, at least 1. */
export function payoutToPilotMiles(dollars: number, share: number): number {
  const cents = Math.round(dollars * 100);
  // Rounded to a millionth before flooring: 11000 x 0.7 is 7699.999... in floating point.
  return Math.max(1, Math.floor(Math.round(cents * share * 1e6) / 1e6));
}

/** A missing-credit claim may be opened for a start this long ago (our choice, as Swagbucks does). */
export const MISSING_CREDIT_MIN_AGE_HOURS = 24;
export const MISSING_CREDIT_MAX_AGE_DAYS = 30;

/** Whether a start at `startedAt` may get a missing-credit claim at `now`. */
export function missingCreditOpen(startedAt: Date, now: Date): boolean {
  const age = now.getTime() - startedAt.getTime();
  return age >= MISSING_CREDIT_MIN_AGE_HOURS * 60 * 60 * 1000 && age <= MISSING_CREDIT_MAX_AGE_DAYS * DAY_MS;
}

/** GET /swaarm/offers_events: one event of a started offer, as this member stands with it. */
export interface OfferEventActivity {
  id: string;
  name: string;
  pilot_miles: number;
  /** null: not reported yet. */
  status: ConversionStatus | null;
  /** For pending: when it confirms (ISO); null otherwise or when staff must decide. */
  confirms_at: string | null;
  updated_at: string | null;
}

/** GET /swaarm/offers_events: one started offer (its latest click) with its events. */
export interface OfferActivity {
  offer_id: string;
  offer_name: string;
  preview_url: string | null;
  platform_display: string;
  tags: string[];
  click_id: string;
  started_at: string;
  events: OfferEventActivity[];
  /** PM credited and still standing for this offer. */
  earned_pilot_miles: number;
  pending_pilot_miles: number;
  /** Whether a missing-credit claim may be opened now (24 h to 30 days after the start, something uncredited). */
  can_claim_missing: boolean;
  /** The member's claim for this offer (one per step, whatever the start), if any. */
  claim: { id: string; status: MissingCreditStatus; created_at: string } | null;
}

/** POST /swaarm/offers/{id}/click. */
export interface OfferClickResult {
  click_id: string;
  tracking_url: string;
}

export const MISSING_CREDIT_STATUSES = ['open', 'credited', 'dismissed'] as const;
export type MissingCreditStatus = (typeof MISSING_CREDIT_STATUSES)[number];

const CLAIM_STANDING: Readonly<Record<MissingCreditStatus, string>> = {
  open: 'we will get back to you',
  credited: 'it was credited',
  dismissed: 'it was looked at and dismissed',
};

/**
 * The refusal of a second claim for the same thing (an offer's step, a store order): it names the
 * claim the member already has and where it stands. Both claim kinds share these statuses.
 */
export function claimExistsMessage(what: string, existing: { id: string; status: MissingCreditStatus; created_at: string }): string {
  const day = existing.created_at.slice(0, 10);
  return `You already reported ${what}${day ? ` on ${day}` : ''} (claim ${existing.id}): ${CLAIM_STANDING[existing.status] ?? CLAIM_STANDING.open}`;
}

/** One step of one member's start, as staff lists name it. */
export interface OfferStep {
  id: string;
  uid: string;
  email: string | null;
  click_id: string;
  offer_id: string;
  offer_name: string;
  event_id: string;
  event_name: string;
  pilot_miles: number;
}

/** A member's claim that an event they completed was never credited. */
export interface MissingCreditClaim extends OfferStep {
  note: string;
  status: MissingCreditStatus;
  created_at: string;
  resolved_at: string | null;
  resolved_by: string | null;
}

/** A conversion as staff see it (GET /admin/swaarm-conversions). */
export interface AdminConversion extends OfferStep {
  network: string;
  /** What the network said it pays us, in dollars (margin reporting); null for manual credits. */
  payout_usd: number | null;
  status: ConversionStatus;
  release_at: string | null;
  created_at: string;
  updated_at: string;
  /** Each change: status, when, and who or what caused it ('postback', 'job', or a staff uid). */
  history: { status: ConversionStatus; at: string; by: string; reason?: string }[];
}

export type AdminConversionsPage = CursorPage<AdminConversion>;
export type MissingCreditClaimsPage = CursorPage<MissingCreditClaim>;
