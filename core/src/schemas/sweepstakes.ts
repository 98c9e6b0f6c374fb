import { z } from 'zod';
import { documentId, sized, whole } from './common';
import { requestKey } from './rewards';
import { ENTRIES_PER_REQUEST_MAX, PUBLIC_SWEEPSTAKE_STATUSES, SWEEPSTAKE_MAX_DAYS } from '../sweepstakes/sweepstakes';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Create converts numbers sent as text ("500") to numbers; anything else is refused. */
const numberOrNumeral = z.union([z.number(), z.string().trim().regex(/^-?\d+(\.\d+)?$/).transform(Number)], { error: 'enter a whole number' });
const countOf = (min: number, max: number) => numberOrNumeral.pipe(whole(min, max));

/** Dates arrive as ISO text, a date, or epoch milliseconds, and are stored as ISO. */
const isoInstant = z
  .union([z.string().trim().max(40), z.number().int()], { error: 'must be a date' })
  .transform((v, ctx) => {
    const ms = typeof v === 'number' ? v : Date.parse(v);
    if (!Number.isFinite(ms) || ms < Date.UTC(2000, 0, 1) || ms > Date.UTC(2100, 0, 1)) {
      ctx.addIssue({ code: 'custom', message: 'must be a date such as 2026-12-01T17:00:00Z' });
      return z.NEVER;
    }
    return new Date(ms).toISOString();
  });

/** Card art: a local image (/images/...) or an https address. */
const imageUrl = z
  .string()
  .trim()
  .max(300)
  .refine((u) => /^\/images\/[A-Za-z0-9/_.-]+$/.test(u) || /^https:\/\/[^\s"'<>]+$/.test(u), 'must be /images/... or an https address');

const fields = {
  title: sized(3, 100),
  description: sized(0, 2000),
  /** Official rules, markdown. */
  rules: sized(0, 20_000),
  /** Up to the provider's largest reward link. */
  value: countOf(1, 10_000),
  entry_cost: countOf(1, 1_000_000),
  max_entries: countOf(1, 10_000),
  start_date: isoInstant,
  end_date: isoInstant,
  image_url: imageUrl,
};

const datesInOrder = (b: { start_date?: string; end_date?: string }) => !b.start_date || !b.end_date || b.end_date > b.start_date;
const notTooLong = (b: { start_date?: string; end_date?: string }) =>
  !b.start_date || !b.end_date || Date.parse(b.end_date) - Date.parse(b.start_date) <= SWEEPSTAKE_MAX_DAYS * DAY_MS;

/**
 * POST /sweepstakes (staff), in camelCase names (entryCost, maxEntries, startDate...). Saved as a
 * draft, or published (`scheduled`, the default): a published one opens by itself at startDate.
 */
export const sweepstakeCreateBody = z
  .object({
    title: fields.title,
    description: fields.description,
    rules: fields.rules.default(''),
    value: fields.value,
    entryCost: fields.entry_cost,
    maxEntries: fields.max_entries,
    startDate: fields.start_date,
    endDate: fields.end_date,
    imageUrl: fields.image_url,
    status: z.enum(['draft', 'scheduled']).default('scheduled'),
  })
  .strict()
  .refine((b) => b.endDate > b.startDate, { message: 'must be after startDate', path: ['endDate'] })
  .refine((b) => notTooLong({ start_date: b.startDate, end_date: b.endDate }), {
    message: `a sweepstake runs at most ${SWEEPSTAKE_MAX_DAYS} days`,
    path: ['endDate'],
  });
export type SweepstakeCreateBody = z.infer<typeof sweepstakeCreateBody>;
/** What the staff form holds before conversion (numbers as typed). */
export type SweepstakeCreateInput = z.input<typeof sweepstakeCreateBody>;

/** PATCH /sweepstakes/{id} (staff), in the stored snake_case names (entry_cost, max_entries...). */
export const sweepstakePatchBody = z
  .object({
    status: z.enum(['draft', 'scheduled', 'active', 'cancelled']).optional(),
    title: fields.title.optional(),
    description: fields.description.optional(),
    rules: fields.rules.optional(),
    value: fields.value.optional(),
    entry_cost: fields.entry_cost.optional(),
    max_entries: fields.max_entries.optional(),
    image_url: fields.image_url.optional(),
    start_date: fields.start_date.optional(),
    end_date: fields.end_date.optional(),
    /** Why, for the audit trail (required to cancel: entrants are told). */
    reason: sized(0, 500).optional(),
  })
  .strict()
  .refine((b) => Object.keys(b).some((k) => k !== 'reason'), { message: 'change at least one field', path: ['status'] })
  .refine(datesInOrder, { message: 'must be after start_date', path: ['end_date'] })
  .refine(notTooLong, { message: `a sweepstake runs at most ${SWEEPSTAKE_MAX_DAYS} days`, path: ['end_date'] })
  .refine((b) => b.status !== 'cancelled' || (b.reason?.length ?? 0) >= 3, {
    message: 'give a reason (at least 3 characters): entrants read it',
    path: ['reason'],
  });
export type SweepstakePatchBody = z.infer<typeof sweepstakePatchBody>;

/** POST /sweepstakes/{id}/enter. */
export const enterBody = z
  .object({
    entries: z
      .number({ error: 'must be a whole number of entries' })
      .int('must be a whole number of entries')
      .min(1, 'must be at least 1')
      .max(ENTRIES_PER_REQUEST_MAX, `must be at most ${ENTRIES_PER_REQUEST_MAX}`),
    request_id: requestKey.optional(),
  })
  .strict();
export type EnterBody = z.infer<typeof enterBody>;

const paging = {
  limit: z.coerce.number().int().min(1).max(50).default(20),
  cursor: documentId(128).optional(),
};

/** GET /sweepstakes. */
export const sweepstakesQuery = z.object({ status: z.enum(PUBLIC_SWEEPSTAKE_STATUSES).optional(), ...paging }).strict();
export type SweepstakesQuery = z.infer<typeof sweepstakesQuery>;

/** GET /sweepstakes/{id}/entries (staff): entrants, most entries first. */
export const entrantsQuery = z.object(paging).strict();
export type EntrantsQuery = z.infer<typeof entrantsQuery>;

export const sweepstakeParams = z.object({ id: documentId(64) }).strict();
