import { z } from 'zod';
import { LIMITS } from '../constants';
import { WAITLIST_FEATURES } from '../referrals/waitlist';
import { isReferralCode, normalizeReferralCode } from '../user';
import { whole } from './common';

/** An email address as people type it: trimmed, compared in lower case. */
export const waitlistEmail = z
  .string({ error: 'enter an email address' })
  .trim()
  .toLowerCase()
  .max(LIMITS.email, `must be at most ${LIMITS.email} characters`)
  .pipe(z.email('must be a valid email address'));

/** POST /users/feature-waitlist (docs/referrals.md "API"). */
export const waitlistBody = z
  .object({
    email: waitlistEmail,
    feature: z.enum(WAITLIST_FEATURES, { error: `must be one of: ${WAITLIST_FEATURES.join(', ')}` }),
  })
  .strict();
export type WaitlistBody = z.infer<typeof waitlistBody>;

/** config/referrals (core/src/referrals/referrals.ts ReferralsConfig). */
export const referralsConfigBody = z
  .object({
    bonus_pm: whole(1, 100_000),
    threshold_pm: whole(0, 1_000_000),
  })
  .strict();

/**
 * GET /users/referral-codes/{code} (docs/referrals.md "API"): a code as people type it, any case and
 * spaces around, that must then be 8 letters or digits: anything else is never looked up.
 */
export const referralCodeParams = z
  .object({
    code: z
      .string()
      .max(32, 'must be 8 letters or digits')
      .transform(normalizeReferralCode)
      .refine(isReferralCode, 'must be 8 letters or digits'),
  })
  .strict();
