import { Router } from 'express';
import { missingCreditBody, offerParams } from '@pilotmiles/core';
import { authOf, moneyGuard, requireAuth } from '../platform/http/auth';
import { offerStartsLimit } from '../platform/http/rateLimit';
import { parse } from '../platform/http/validate';
import { recordActivity } from '../platform/activities';
import { recordClick } from './clicks.service';
import { offersActivity, openMissingCredit } from './activity.service';

/**
 * A member's offer actions under /swaarm: starting an offer and claiming a missing
 * credit lead to money, so they need a fresh session and a verified email (moneyGuard).
 */
export const activityRouter = Router();

const starter = [...requireAuth, ...moneyGuard];

activityRouter.post('/offers/missing-credit', ...starter, async (req, res) => {
  const body = parse(missingCreditBody, req, 'body');
  res.status(201).json({ data: await openMissingCredit(authOf(req).uid, body) });
});

activityRouter.post('/offers/:id/click', ...starter, offerStartsLimit, async (req, res) => {
  const { id } = parse(offerParams, req, 'params');
  const result = await recordClick({
    uid: authOf(req).uid,
    offerId: id,
    ip: req.ip ?? null,
    userAgent: req.get('user-agent') ?? null,
  });
  await recordActivity(authOf(req).uid, 'offer-start', `Started offer ${id}`);
  res.status(201).json({ data: result });
});

activityRouter.get('/offers_events', ...requireAuth, async (req, res) => {
  res.json({ data: await offersActivity(authOf(req).uid) });
});
