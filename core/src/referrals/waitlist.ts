/**
 * Waitlists for features not released yet: one entry per email and feature (docs/referrals.md
 * "API"), and the waitlist modal's wording (docs/product.md "Modals").
 */

/** Features with a waitlist. */
export const WAITLIST_FEATURES = ['crew'] as const;
export type WaitlistFeature = (typeof WAITLIST_FEATURES)[number];

export const WAITLIST_FEATURE_LABELS: Readonly<Record<WaitlistFeature, string>> = {
  crew: 'Crew',
};

export const WAITLIST_MSG = {
  title: 'Join the waitlist',
  emailLabel: 'Email address',
  invalidEmail: 'Invalid email address',
  submit: 'Keep Me Posted',
  submitting: 'Joining...',
  joined: 'You are on the waitlist',
  failed: 'Failed to join waitlist',
} as const;

/** 'Join the waitlist and we'll let you know as soon as the Crew feature is ready for takeoff'. */
export const waitlistPrompt = (feature: WaitlistFeature) =>
  `Join the waitlist and we'll let you know as soon as the ${WAITLIST_FEATURE_LABELS[feature]} feature is ready for takeoff`;

/** POST /users/feature-waitlist answers this whether or not the email was already there. */
export interface WaitlistResult {
  joined: true;
}
