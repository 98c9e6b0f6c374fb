import { Router } from 'express';
import { referralCodeParams, waitlistBody } from '@pilotmiles/core';
import { authOf, optionalAuth, requireAuth } from '../platform/http/auth';
import { publicReadsLimit, waitlistLimit } from '../platform/http/rateLimit';
import { parse } from '../platform/http/validate';
import { checkReferralCode } from './referralCode.service';
import { referralsSummary } from './referrals.service';
import { joinWaitlist } from './waitlist.service';

/**
 * The team page's calls and the sign-up page's code check under /users (docs/referrals.md "API").
 * Mounted before the users router, which signs every other /users call in; each route here carries
 * its own guards.
 */
export const referralsRouter = Router();

// Public (the modal may open for a visitor); per IP, and the member is attached when signed in.
referralsRouter.post('/feature-waitlist', waitlistLimit, optionalAuth, async (req, res) => {
  const body = parse(waitlistBody, req, 'body');
  res.json({ data: await joinWaitlist(body, req.auth?.uid ?? null) });
});

// Public: the sign-up page checks a friend's code as it is typed. In the per-IP bucket of the public
// reads: with 31^8 possible codes, guessing at that rate finds next to no member.
referralsRouter.get('/referral-codes/:code', publicReadsLimit, async (req, res) => {
  const { code } = parse(referralCodeParams, req, 'params');
  res.json({ data: await checkReferralCode(code) });
});

referralsRouter.get('/referrals', ...requireAuth, async (req, res) => {
  res.json({ data: await referralsSummary(authOf(req).uid) });
});
