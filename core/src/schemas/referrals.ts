import { z } from 'zod';
import { LIMITS } from '../constants';
import { WAITLIST_FEATURES } from '../referrals/waitlist';
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
