import { z } from 'zod';
import { documentId, isReservedId, text, whole } from './common';
import {
  ALL_PLATFORMS,
  DEFAULT_OFFER_SORT,
  OFFER_PLATFORMS,
  OFFER_SEARCH_MAX,
  OFFER_SORTS,
  OFFERS_PAGE_SIZE,
  type OffersQuery,
} from '../offers/catalog';
import { CONVERSION_STATUSES, DEFAULT_SURVEY_MAX_USD, MISSING_CREDIT_STATUSES, POSTBACK_STATUSES } from '../offers/conversions';

/** An offer id as the network gives it (digits, letters, - and _); it names the offer's document. */
export const offerId = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'must be letters, digits, - or _')
  .refine((id) => !isReservedId(id), 'not a valid id');

/**
 * An offer event's id as the network reports it ('install', 'level_10'). It goes into document ids
 * (conversions, missing-credit claims), so a '/' or other separator is refused.
 */
export const offerEventId = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_.:-]+$/, 'must be an event id');

/** Our click ids: 32 hex characters (128 random bits). */
export const CLICK_ID_PATTERN = /^[a-f0-9]{32}$/;
export const clickId = z.string().regex(CLICK_ID_PATTERN, 'must be a click id');

/** A tag such as category:game. */
const offerTag = z.string().regex(/^[a-z]+:[a-z0-9_-]+$/, 'must look like category:game');

/** GET /swaarm/offers: every value optional; the defaults are the offers page's (200 a page, most popular). */
export const offersQuery = z
  .object({
    limit: z.coerce.number().int().min(1).max(OFFERS_PAGE_SIZE).default(OFFERS_PAGE_SIZE),
    offset: z.coerce.number().int().min(0).max(100_000).default(0),
    search: z.string().trim().max(OFFER_SEARCH_MAX).default(''),
    sortBy: z.enum(OFFER_SORTS).default(DEFAULT_OFFER_SORT),
    // Comma-joined; blanks dropped so "category:game," is fine.
    tags: z
      .string()
      .max(500)
      .default('')
      .transform((s) => s.split(',').map((t) => t.trim()).filter(Boolean))
      .pipe(z.array(offerTag).max(10)),
    platform: z.enum([ALL_PLATFORMS, ...OFFER_PLATFORMS]).default(ALL_PLATFORMS),
  })
  .strict() satisfies z.ZodType<OffersQuery, unknown>;

/** GET /swaarm/offers/{id}, POST /swaarm/offers/{id}/click. */
export const offerParams = z.object({ id: offerId }).strict();

/** POST /swaarm/offers/missing-credit: a member's claim for one event of a start. */
export const missingCreditBody = z
  .object({
    click_id: clickId,
    event_id: offerEventId,
    note: text(1000).min(10, 'tell us in a few words what you did (at least 10 characters)'),
  })
  .strict();
export type MissingCreditBody = z.infer<typeof missingCreditBody>;

/** GET /admin/swaarm-conversions. */
export const adminConversionsQuery = z
  .object({
    status: z.enum(CONVERSION_STATUSES).optional(),
    uid: documentId(128).optional(),
    offer_id: offerId.optional(),
    limit: z.coerce.number().int().min(1).max(100).default(25),
    cursor: documentId(300).optional(),
  })
  .strict();
export type AdminConversionsQuery = z.infer<typeof adminConversionsQuery>;

/** GET /admin/swaarm-conversions/claims. */
export const missingCreditClaimsQuery = z
  .object({
    status: z.enum(MISSING_CREDIT_STATUSES).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(25),
    cursor: documentId(300).optional(),
  })
  .strict();
export type MissingCreditClaimsQuery = z.infer<typeof missingCreditClaimsQuery>;

const reason = text(500).min(3, 'give a reason (at least 3 characters)');

/** PATCH /admin/swaarm-conversions: approve a pending one now, reject a pending one, reverse a confirmed one. */
export const adminConversionPatch = z
  .object({
    id: documentId(300),
    action: z.enum(['approve', 'reject', 'reverse']),
    reason,
  })
  .strict();
export type AdminConversionPatch = z.infer<typeof adminConversionPatch>;

/**
 * POST /admin/swaarm-conversions: a manual credit for a missing-credit claim (ledger id
 * offer:manual:{claimId}), or its dismissal. The amount defaults to the event's reward.
 */
export const adminManualCredit = z
  .object({
    claim_id: documentId(300),
    action: z.enum(['credit', 'dismiss']).default('credit'),
    amount: z.number().int().min(1).max(1_000_000).optional(),
    reason,
  })
  .strict();
export type AdminManualCredit = z.infer<typeof adminManualCredit>;

/** The query a network's postback carries, before the adapter checks it. */
export const swaarmPostbackQuery = z.object({
  click_id: clickId,
  event_id: offerEventId,
  payout: z.coerce.number().min(0).max(100_000),
  status: z.enum(POSTBACK_STATUSES),
  key: z.string().max(200).optional(),
});
export type SwaarmPostbackQuery = z.infer<typeof swaarmPostbackQuery>;

/** POST /admin/offers-config. */
export const offersConfigBody = z
  .object({
    member_share: z.number().gt(0, 'must be above 0').max(1, 'must be at most 1'),
    hold_rules: z.array(z.object({ above_pm: whole(0, 10_000_000), days: whole(0, 120) }).strict()).max(10),
    featured_offer_ids: z.array(offerId).max(50),
    // Optional in what is stored (settings saved before it existed read as the default).
    survey_max_usd: whole(0, 1000).default(DEFAULT_SURVEY_MAX_USD),
  })
  .strict();
