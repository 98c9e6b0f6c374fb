import { z } from 'zod';
import { CAMPAIGN_PARAMS, LIMITS, TRANSACTIONS_PAGE_DEFAULT, TRANSACTIONS_PAGE_MAX } from '../constants';
import { isReferralCode, normalizeReferralCode } from '../user';
import { documentId, optionalText, text } from './common';

const campaignShape = Object.fromEntries(
  CAMPAIGN_PARAMS.map((p) => [p, text(LIMITS.campaignValue).optional()]),
) as Record<(typeof CAMPAIGN_PARAMS)[number], z.ZodOptional<z.ZodString>>;

/** Campaign parameters from the 5-day cookie; unknown keys are dropped. */
export const utmSchema = z.object(campaignShape);

export const locationSchema = z.object({
  country: optionalText(LIMITS.country),
  city: optionalText(LIMITS.city),
  ip: optionalText(LIMITS.ip),
});

const referralInput = z
  .string()
  .max(32)
  .transform(normalizeReferralCode)
  .refine((v) => v === '' || isReferralCode(v), 'must be 8 letters or digits');

/**
 * POST /users: the sign-up payload (docs/api.md). Identity comes from the token, never the body:
 * `firebaseUser` is accepted for compatibility and ignored.
 */
export const createUserBody = z.object({
  firebaseUser: z.unknown().optional(),
  location: locationSchema.nullish(),
  newReferralCode: referralInput.optional(),
  additionalData: z
    .object({
      fullName: optionalText(LIMITS.fullName),
      displayName: optionalText(LIMITS.displayName),
      enteredReferralCode: referralInput.nullish(),
      brand_owner: optionalText(LIMITS.brandOwner),
    })
    .nullish(),
  set: z.union([z.boolean(), z.string().max(32)]).optional(),
  utm: utmSchema.nullish(),
});
export type CreateUserBody = z.infer<typeof createUserBody>;
/** What a client sends (before the server's trimming and normalising). */
export type CreateUserInput = z.input<typeof createUserBody>;

/**
 * A picture address as Firebase Auth takes it for the identity profile's photo (which PATCH /users
 * keeps in step with the record), stricter than a URL parser: ASCII URL characters only, a host of
 * letters, digits and dashes between dots, and no empty path segment.
 */
function isProfilePhotoUrl(value: string): boolean {
  if (!/^[A-Za-z0-9:/?#[\]@!$&'()*+,;=.\-_~%]+$/.test(value)) return false;
  try {
    const url = new URL(value);
    return (
      /^[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)*$/.test(url.hostname) &&
      /^(\/[\w\-.~!$'()*+,;=:@%]+)*\/?$/.test(url.pathname)
    );
  } catch {
    return false;
  }
}

/** PATCH /users: profile fields a person may change. */
export const updateUserBody = z
  .object({
    display_name: text(LIMITS.displayName).min(1, 'must not be empty').optional(),
    profile_image_url: z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
      .max(LIMITS.url)
      .refine(isProfilePhotoUrl, 'must be a plain http(s) address (letters, digits and URL punctuation only)')
      .nullable()
      .optional(),
  })
  .strict()
  .refine((b) => Object.keys(b).length > 0, 'nothing to update');
export type UpdateUserBody = z.infer<typeof updateUserBody>;

/** PATCH /users/login: the client's login info (kept, never used for a rule). */
export const loginInfoBody = z
  .object({
    lastIpAddress: optionalText(LIMITS.ip),
    locationCountry: optionalText(LIMITS.country),
    locationCity: optionalText(LIMITS.city),
  })
  .strict();
export type LoginInfoBody = z.infer<typeof loginInfoBody>;

/** POST /users/resend-email-verification. */
export const resendVerificationBody = z.object({
  email: z.email().max(LIMITS.email),
  set: z.union([z.boolean(), z.string().max(32)]).optional(),
});
export type ResendVerificationBody = z.infer<typeof resendVerificationBody>;

/** GET /users/transactions-history query. */
export const transactionsQuery = z
  .object({
    limit: z.coerce.number().int().min(1).max(TRANSACTIONS_PAGE_MAX).default(TRANSACTIONS_PAGE_DEFAULT),
    cursor: documentId(200).optional(),
  })
  .strict();
export type TransactionsQuery = z.infer<typeof transactionsQuery>;
