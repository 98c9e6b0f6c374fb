/** Referrals and feature waitlists: the team page's calls and the referrer's bonus (docs/referrals.md). */
export { referralsRouter } from './referrals.router';
export { referralOnLedgerEntry } from './referralOnEarning.job';
export { readReferralClawback } from './clawback.service';
