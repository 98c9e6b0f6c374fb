import { Router, type Request, type RequestHandler } from 'express';
import { emptyBody } from '@pilotmiles/core';
import { badRequest } from '../platform/errors';
import { authOf, moneyGuard } from '../platform/http/auth';
import { parse } from '../platform/http/validate';
import { recordActivity } from '../platform/activities';
import { getConfig } from '../platform/configCache';
import { claimDailyBonus, getDailyBonusStatus, type ClaimMode } from './dailyBonus.service';

/** /users/daily-bonus (behind requireAuth). Meanings of the two claims: docs/daily-bonus.md. */
export const dailyBonusRouter = Router();

/** Neither claim takes input: no body or `{}`. A body that is not JSON is refused, not ignored. */
const claimBody = emptyBody.optional();
const hasUnparsedBody = (req: Request) =>
  req.body === undefined && (Number(req.get('content-length') ?? 0) > 0 || req.get('transfer-encoding') !== undefined);

dailyBonusRouter.get('/status', async (req, res) => {
  res.json({ data: await getDailyBonusStatus(authOf(req).uid) });
});

dailyBonusRouter.get('/config', async (_req, res) => {
  res.json({ data: await getConfig('dailyBonus') });
});

const claim =
  (mode: ClaimMode): RequestHandler =>
  async (req, res) => {
    if (hasUnparsedBody(req)) throw badRequest('body: expected a JSON object or no body', 'body');
    parse(claimBody, req, 'body');
    const uid = authOf(req).uid;
    const result = await claimDailyBonus(uid, { mode });
    if (!result.replayed) await recordActivity(uid, 'daily-bonus', `Claimed the daily bonus: ${result.amount} PM (day ${result.day})`);
    res.json({ data: result });
  };

// Strict: claims today's bonus, or 409 'daily-bonus/not-yet' with the time left.
dailyBonusRouter.post('/', ...moneyGuard, claim('strict'));
// Retry-safe (the web app's): like the strict claim, but when today's bonus is already claimed it
// answers that claim again (replayed: true) instead of 409.
dailyBonusRouter.post('/collect', ...moneyGuard, claim('collect'));
