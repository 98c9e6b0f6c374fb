import { Router } from 'express';
import { challengeClaimBody, emptyBody } from '@pilotmiles/core';
import { authOf, moneyGuard } from '../platform/http/auth';
import { parse } from '../platform/http/validate';
import { recordActivity } from '../platform/activities';
import { getConfig } from '../platform/configCache';
import { claimChallenge, getChallengeProgress, startChallengeDay } from './dailyChallenge.service';

/** /users/daily-challenge (behind requireAuth). Meanings and error codes: docs/daily-challenge.md. */
export const dailyChallengeRouter = Router();

dailyChallengeRouter.get('/config', async (_req, res) => {
  const { tiers } = await getConfig('dailyChallenge');
  res.json({ data: { tiers } });
});

dailyChallengeRouter.get('/progress', async (req, res) => {
  res.json({ data: await getChallengeProgress(authOf(req).uid) });
});

// "Start today's challenge": rolls the user's day over if the hourly job has not yet; no input.
dailyChallengeRouter.post('/', async (req, res) => {
  parse(emptyBody.optional(), req, 'body');
  res.json({ data: await startChallengeDay(authOf(req).uid) });
});

// Body optional: `{ tier }` makes a repeated claim of the same tier answer replayed.
dailyChallengeRouter.post('/claim', ...moneyGuard, async (req, res) => {
  const body = parse(challengeClaimBody.optional(), req, 'body') ?? {};
  const uid = authOf(req).uid;
  const result = await claimChallenge(uid, body);
  if (!result.replayed) await recordActivity(uid, 'daily-challenge', `Collected daily challenge tier ${result.tier_index + 1}: ${result.amount} PM`);
  res.json({ data: result });
});
