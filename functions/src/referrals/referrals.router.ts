import { Router } from 'express';
import { waitlistBody } from '@pilotmiles/core';
import { authOf, optionalAuth, requireAuth } from '../platform/http/auth';
import { waitlistLimit } from '../platform/http/rateLimit';
import { parse } from '../platform/http/validate';
import { referralsSummary } from './referrals.service';
import { joinWaitlist } from './waitlist.service';

/**
 * The team page's calls under /users (docs/referrals.md "API"). Mounted before the users
 * router, which signs every other /users call in; each route here carries its own guards.
 */
export const referralsRouter = Router();

// Public (the modal may open for a visitor); per IP, and the member is attached when signed in.
referralsRouter.post('/feature-waitlist', waitlistLimit, optionalAuth, async (req, res) => {
  const body = parse(waitlistBody, req, 'body');
  res.json({ data: await joinWaitlist(body, req.auth?.uid ?? null) });
});

referralsRouter.get('/referrals', ...requireAuth, async (req, res) => {
  res.json({ data: await referralsSummary(authOf(req).uid) });
});
