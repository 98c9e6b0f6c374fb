/** Collections the referrals domain alone owns (docs/referrals.md "Data"). */
import { db } from '../platform/firebase';

const REFERRALS_COLLECTIONS = {
  /** waitlist/{feature}:{sha256(lowercased email)}: one entry per email and feature, server-only. */
  waitlist: 'waitlist',
  /** referrals/{refereeUid}: how a referral was settled (rewarded or ineligible, and why), server-only. */
  referrals: 'referrals',
} as const;

export const waitlistRef = (id: string) => db.collection(REFERRALS_COLLECTIONS.waitlist).doc(id);
export const referralRef = (refereeUid: string) => db.collection(REFERRALS_COLLECTIONS.referrals).doc(refereeUid);
