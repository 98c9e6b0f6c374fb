import { Router } from 'express';
import { surveyActivityQuery, surveyWallQuery } from '@pilotmiles/core';
import { authOf, moneyGuard, requireAuth } from '../platform/http/auth';
import { parse } from '../platform/http/validate';
import { surveyActivity } from './activity.service';
import { wallFor } from './wall.service';

/** /surveys (docs/surveys.md "API"): the member's wall and their recent survey transactions. */
export const surveysRouter = Router();

// The wall leads to money: a fresh session and a verified email (moneyGuard).
surveysRouter.get('/wall', ...requireAuth, ...moneyGuard, (req, res) => {
  const { url } = parse(surveyWallQuery, req, 'query');
  res.json({ data: wallFor(authOf(req).uid, url || undefined) });
});

surveysRouter.get('/activity', ...requireAuth, async (req, res) => {
  parse(surveyActivityQuery, req, 'query');
  res.json({ data: await surveyActivity(authOf(req).uid) });
});
