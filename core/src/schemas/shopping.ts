/**
 * Shop & Save input (docs/shopping.md): the catalogue queries, activations, missing-cashback claims,
 * staff's claim decisions, the brand documents the seed and staff write, and what each affiliate
 * network's postback carries before its adapter maps it to ours.
 */
import { z } from 'zod';
import { calendarDay, documentId, sized, text, whole } from './common';
import { offsetPageQuery, pageQuery } from './listing';
import { CLICK_ID_PATTERN } from './offers';
import {
  AFFILIATE_NETWORKS,
  RESERVED_BRAND_IDS,
  SHOPPING_PAGE_SIZE,
  SHOPPING_SEARCH_MAX,
  SHOPPING_SORTS,
  SHOP_CLAIM_STATUSES,
  type ShoppingQuery,
} from '../shopping/shopping';

/** Our brand ids: lower-case words joined by '-', e.g. 'northwind-outfitters'. */
export const brandId = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a brand id such as northwind-outfitters')
  .refine((id) => !RESERVED_BRAND_IDS.includes(id), 'not a brand id');

/** A category id: lower-case words joined by '-'. */
const shoppingCategoryId = z
  .string()
  .max(40)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a category id such as food-delivery');

/** A network's id for an advertiser (Rakuten's MID, Impact's campaign id, CJ's CID). */
export const advertiserId = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'must be letters, digits, - or _');

/** A store's order number as networks report it (no ':' or '/': it goes into ids). */
export const orderId = z
  .string()
  .trim()
  .min(1, 'required')
  .max(64, 'must be at most 64 characters')
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'must be letters, digits, ., - or _');

/** Our activation sub-ids: 32 hex characters (128 random bits), like offer click ids. */
export const subId = z.string().regex(CLICK_ID_PATTERN, 'must be a sub-id');

const affiliateNetwork = z.enum(AFFILIATE_NETWORKS);

/** GET /shopping, GET /shopping/v2: every value optional. */
export const shoppingQuery = z
  .object({
    q: z.string().trim().max(SHOPPING_SEARCH_MAX).default(''),
    category: z.union([z.literal(''), shoppingCategoryId]).default(''),
    sort: z.enum(SHOPPING_SORTS).default('popular'),
    ...offsetPageQuery({ max: SHOPPING_PAGE_SIZE * 2, default: SHOPPING_PAGE_SIZE }),
  })
  .strict() satisfies z.ZodType<ShoppingQuery, unknown>;

/** /shopping/{brand}, /shopping/v2/{brand}, /shopping/v2/activate/{brand}. */
export const brandParams = z.object({ brand: brandId }).strict();

/** GET /brands/{network}/{advertiserId}: a = the affiliate network, b = its advertiser id. */
export const brandRefParams = z.object({ network: affiliateNetwork, advertiserId }).strict();

/** Dollars and cents, above zero. */
const dollars = (max: number) =>
  z
    .number({ error: 'enter an amount in dollars' })
    .positive('must be above 0')
    .max(max, `must be at most ${max}`)
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'must have at most 2 decimals');

/** POST /shopping/claims: a purchase the network never reported (as Rakuten's form asks). */
export const shopClaimBody = z
  .object({
    brand_id: brandId,
    order_id: orderId,
    order_date: calendarDay,
    amount: dollars(100_000),
  })
  .strict();
export type ShopClaimBody = z.infer<typeof shopClaimBody>;

/** GET /admin/shopping-claims. */
export const adminShopClaimsQuery = z
  .object({
    status: z.enum(SHOP_CLAIM_STATUSES).optional(),
    ...pageQuery({ max: 100, default: 25, cursorMax: 300 }),
  })
  .strict();
export type AdminShopClaimsQuery = z.infer<typeof adminShopClaimsQuery>;

/** POST /admin/shopping-claims: credit (ledger id shop:manual:{claimId}) or dismiss, with a reason. */
export const adminShopClaimAction = z
  .object({
    claim_id: documentId(300),
    action: z.enum(['credit', 'dismiss']),
    /** PM to credit; defaults to the activation's rate applied to the claimed amount. */
    amount_pm: whole(1, 1_000_000).optional(),
    reason: text(500).min(3, 'give a reason (at least 3 characters)'),
  })
  .strict();
export type AdminShopClaimAction = z.infer<typeof adminShopClaimAction>;

const cashbackRate = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('percent'), percent: z.number().gt(0).max(100) }).strict(),
  z.object({ kind: z.literal('fixed'), pilot_miles: whole(1, 1_000_000) }).strict(),
]);

/** A brand document (`brands/{id}`) as the seed and staff write it; `rate_label` is derived. */
export const brandDoc = z
  .object({
    id: brandId,
    name: sized(1, 80),
    logo_url: z.string().regex(/^\/images\/brands\/[a-z0-9-]+\.svg$|^https:\/\/[^\s"'<>]+$/, 'must be /images/brands/... or https'),
    category: shoppingCategoryId.min(1),
    rate: cashbackRate,
    up_to: z.boolean(),
    popular: z.boolean(),
    featured: z.boolean(),
    description: sized(1, 1000),
    terms: z.array(sized(1, 300)).max(20),
    network: affiliateNetwork,
    advertiser_id: advertiserId,
    approval_days: whole(0, 180),
    website: z.string().regex(/^https:\/\/[^\s"'<>]+$/, 'must be an https address'),
    /** The network's deep link for this advertiser; without one the simulator's (AFFILIATES_URL). */
    tracking_url: z.string().regex(/^https?:\/\/[^\s"'<>]+$/).nullable().default(null),
    popularity: z.number().min(0).max(1_000_000),
    featured_order: whole(0, 1000),
    active: z.boolean(),
  })
  .strict();
export type BrandDoc = z.infer<typeof brandDoc>;

