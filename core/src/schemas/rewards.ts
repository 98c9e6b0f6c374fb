import { z } from 'zod';
import { documentId, isoDay, sized, whole } from './common';
import { dayRangeInOrder, dayRangeQuery, pageQuery } from './listing';
import {
  DEFAULT_REWARD_SORT,
  REWARD_CATEGORIES,
  REWARD_DELIVERIES,
  REWARD_SEARCH_MAX,
  REWARD_SORTS,
  REWARD_VALUES_MAX,
  type AdminReward,
} from '../rewards/catalog';
import { KYC_RETURN_PATH, KYC_STATUSES, PAYOUT_ACTIONS, PAYOUT_STATUSES, type PayoutsConfig } from '../rewards/payouts';

/** A reward id: lower-case letters, digits and dashes ('amazon-us'). */
export const rewardId = z
  .string()
  .min(2)
  .max(64)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case letters, digits and dashes');

/** An ISO 3166-1 alpha-2 country code, any case in, upper case out. */
export const countryCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code')
  .transform((c) => c.toUpperCase());

/** A client's key for one redemption attempt: retrying with it never redeems twice. */
export const requestKey = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be 8-64 letters, digits, - or _');

/** Whole dollars. */
const dollars = z
  .number({ error: 'enter a whole number of dollars' })
  .int('must be whole dollars')
  .min(1, 'must be at least $1')
  .max(10_000, 'must be at most $10,000');

/** GET /rewards. */
export const rewardsQuery = z
  .object({
    category: z.enum(REWARD_CATEGORIES).optional(),
    country: countryCode.optional(),
    q: z.string().trim().max(REWARD_SEARCH_MAX).default(''),
    sort: z.enum(REWARD_SORTS).default(DEFAULT_REWARD_SORT),
  })
  .strict();
export type RewardsQuery = z.infer<typeof rewardsQuery>;

/** POST /rewards/redeem. `value` in dollars, one of the reward's values. */
export const redeemBody = z
  .object({
    reward_id: rewardId,
    value: dollars,
    request_id: requestKey.optional(),
  })
  .strict();
export type RedeemBody = z.infer<typeof redeemBody>;

/** GET /users/{id}/payouts. */
export const payoutsQuery = z
  .object({
    ...pageQuery({ max: 100, default: 25, cursorMax: 128 }),
  })
  .strict();
export type PayoutsQuery = z.infer<typeof payoutsQuery>;

/** A member's uid in a path. */
export const uidParams = z.object({ id: documentId(128) }).strict();

/** A payout id in a path. */
export const payoutParams = z.object({ id: documentId(128) }).strict();

/** Days of creation, a reversed range named on `from`. */
const PAYOUT_DAYS = { day: isoDay, reversedOn: 'first' } as const;

/** GET /admin/rewards/payouts: newest first; `from`/`to` are days (UTC) of creation, inclusive. */
export const adminPayoutsQuery = z
  .object({
    status: z.enum(PAYOUT_STATUSES).optional(),
    uid: documentId(128).optional(),
    ...dayRangeQuery(PAYOUT_DAYS),
    ...pageQuery({ max: 100, default: 25, cursorMax: 128 }),
  })
  .strict()
  .refine(...dayRangeInOrder(PAYOUT_DAYS));
export type AdminPayoutsQuery = z.infer<typeof adminPayoutsQuery>;

const actionFields = {
  action: z.enum(PAYOUT_ACTIONS),
  /** A rejection's reason (the member reads it), or staff's note on an approval (staff only). */
  reason: sized(0, 500).optional(),
  /** Staff confirmed a large or flagged payout in the approval dialog (core approvalCheck). */
  confirm: z.literal(true).optional(),
};
/** A rejection tells the member why: its reason is required. */
const reasonForReject = <T extends { action: string; reason?: string }>(body: T) => body.action !== 'reject' || (body.reason?.length ?? 0) >= 3;
const reasonIssue = { message: 'give a reason (at least 3 characters): the member reads it', path: ['reason'] };

/** PATCH /admin/rewards/payouts/{id}. */
export const adminPayoutPatch = z.object(actionFields).strict().refine(reasonForReject, reasonIssue);
export type AdminPayoutPatch = z.infer<typeof adminPayoutPatch>;

/** PATCH /admin/rewards/payouts: the same action on many payouts. */
export const adminPayoutsBulk = z
  .object({ ...actionFields, ids: z.array(documentId(128)).min(1, 'choose at least one payout').max(100) })
  .strict()
  .refine(reasonForReject, reasonIssue);
export type AdminPayoutsBulk = z.infer<typeof adminPayoutsBulk>;

const denominations = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('fixed'), values: z.array(dollars).min(1, 'give at least one value').max(20, 'give at most 20 values') }).strict(),
  z
    .object({ kind: z.literal('range'), min: dollars, max: dollars, step: dollars })
    .strict()
    .refine((d) => d.min <= d.max, { message: 'min must not be above max', path: ['min'] })
    .refine((d) => (d.max - d.min) / d.step < REWARD_VALUES_MAX, { message: `at most ${REWARD_VALUES_MAX} values`, path: ['step'] }),
]);

/** PUT /admin/rewards/catalog/{id}: the whole entry (created when new). */
export const adminRewardBody = z
  .object({
    name: sized(2, 80),
    brand: sized(1, 60),
    category: z.enum(REWARD_CATEGORIES),
    description: sized(0, 600),
    terms: sized(0, 2000),
    image_url: z
      .string()
      .max(200)
      .regex(/^\/images\/[A-Za-z0-9/_.-]+$/, 'must be a local image path such as /images/rewards/amazon-us.svg'),
    countries: z.array(countryCode).max(60, 'at most 60 countries'),
    denominations,
    pm_per_dollar: z
      .number({ error: 'enter a whole number' })
      .int('must be whole PM')
      .min(50, 'at least 50 PM per $1 (a 50% discount)')
      .max(200, 'at most 200 PM per $1 (a 100% fee)'),
    delivery: z.enum(REWARD_DELIVERIES),
    featured: z.boolean(),
    active: z.boolean(),
    sort_order: whole(0, 10_000),
    provider_product_id: z.string().regex(/^[A-Z0-9_-]{2,40}$/, 'must be the provider product id (A-Z, 0-9, - and _)'),
  })
  .strict() satisfies z.ZodType<Omit<AdminReward, 'id'>, unknown>;
export type AdminRewardBody = z.infer<typeof adminRewardBody>;

export const rewardParams = z.object({ id: rewardId }).strict();

/** POST /admin/payouts-config. */
export const payoutsConfigBody = z
  .object({
    auto_approve_max_usd: whole(0, 10_000),
    min_account_age_days: whole(0, 365),
    reversal_lookback_days: whole(0, 365),
    check_login_country: z.boolean(),
    kyc_for_cash: z.boolean(),
    kyc_lifetime_usd: whole(0, 1_000_000),
    max_attempts: whole(1, 10),
  })
  .strict() satisfies z.ZodType<PayoutsConfig, unknown>;

/** PATCH /users/kyc: start (or resume) a verification; `return_path`: where the provider sends the member back. */
export const kycStartBody = z
  .object({
    return_path: z
      .string()
      .regex(KYC_RETURN_PATH, 'must be one of our verification pages (/auth/kyc or /cp/rewards/kyc-2?brand=<id>)')
      .optional(),
  })
  .strict();

/** A verification session's id at the provider (Veriff's are UUIDs). */
const kycSessionId = z.string().regex(/^[A-Za-z0-9_-]{6,80}$/, 'must be a session id');

/**
 * PATCH /users/kyc-json: the page asks the server about the member's current session (Veriff
 * returns the member to the callback URL with nothing added, so the page does not know its id).
 * `session_id`, when a client names one, must be that current session.
 */
export const kycRefreshBody = z.object({ session_id: kycSessionId.optional() }).strict();

/**
 * Veriff's session decisions (https://devdocs.veriff.com/docs/verification-session-decisions):
 * what the decision webhook and GET /v1/sessions/{id}/decision report in `verification.status`.
 */
export const KYC_PROVIDER_DECISIONS = ['approved', 'declined', 'resubmission_requested', 'expired', 'abandoned', 'review'] as const;
export type KycProviderDecision = (typeof KYC_PROVIDER_DECISIONS)[number];

/**
 * Veriff's `verification` decision object, the part we read (Veriff adds fields over time, so the
 * rest is dropped): https://devdocs.veriff.com/docs/decision-webhook.
 */
export const kycProviderVerification = z.object({
  id: kycSessionId,
  /** The attempt that received this status (a resubmission is a new attempt). */
  attemptId: z.string().regex(/^[A-Za-z0-9_-]{1,80}$/).nullish(),
  /** Ours, returned unmodified: the member's uid. */
  vendorData: z.string().max(1000).nullish(),
  status: z.enum(KYC_PROVIDER_DECISIONS),
  code: z.number().int().nullish(),
  reason: z.string().max(500).nullish(),
  reasonCode: z.union([z.number().int(), z.string().max(20)]).nullish(),
  decisionTime: z.string().max(40).nullish(),
});
export type KycProviderVerification = z.infer<typeof kycProviderVerification>;

/** POST /webhooks/kyc: Veriff's decision webhook body (after its X-HMAC-SIGNATURE is checked). */
export const kycWebhookBody = z.object({
  status: z.string().max(40),
  verification: kycProviderVerification,
});
export type KycWebhookBody = z.infer<typeof kycWebhookBody>;

export const kycStatus = z.enum(KYC_STATUSES);
