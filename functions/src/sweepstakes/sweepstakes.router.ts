import { Router } from 'express';
import { enterBody, entrantsQuery, sweepstakeCreateBody, sweepstakeParams, sweepstakePatchBody, sweepstakesQuery, uidParams } from '@pilotmiles/core';
import { authOf, moneyGuard, optionalAuth, requireAdmin, requireAuth, selfOrAdmin } from '../platform/http/auth';
import { publicReadsLimit, sweepstakeEntriesLimit } from '../platform/http/rateLimit';
import { parse } from '../platform/http/validate';
import { recordActivity } from '../platform/activities';
import { adminSweepstakes, createSweepstake, deleteSweepstake, entrantsOf, patchSweepstake } from './admin.service';
import { enter } from './enter.service';
import { dashboardOf, drawProof, getSweepstake, interestedIn, listSweepstakes } from './view.service';

/** /sweepstakes (docs/sweepstakes.md "API"). Fixed paths come before /:id. */
export const sweepstakesRouter = Router();

const admin = [...requireAuth, ...requireAdmin];
const idOf = (req: Parameters<typeof parse>[1]) => parse(sweepstakeParams, req, 'params').id;

sweepstakesRouter.get('/', publicReadsLimit, optionalAuth, async (req, res) => {
  res.json({ data: await listSweepstakes(parse(sweepstakesQuery, req, 'query'), req.auth?.uid ?? null) });
});

sweepstakesRouter.get('/dashboard', ...requireAuth, async (req, res) => {
  res.json({ data: await dashboardOf(authOf(req).uid) });
});

sweepstakesRouter.get('/interested', ...requireAuth, async (req, res) => {
  res.json({ data: await interestedIn(authOf(req).uid) });
});

sweepstakesRouter.get('/user/:id', ...requireAuth, selfOrAdmin('sweepstakes'), async (req, res) => {
  res.json({ data: await dashboardOf(parse(uidParams, req, 'params').id) });
});

sweepstakesRouter.get('/admin', ...admin, async (_req, res) => {
  res.json({ data: await adminSweepstakes() });
});

sweepstakesRouter.post('/', ...admin, async (req, res) => {
  res.status(201).json({ data: await createSweepstake(authOf(req).uid, parse(sweepstakeCreateBody, req, 'body')) });
});

sweepstakesRouter.get('/:id', publicReadsLimit, optionalAuth, async (req, res) => {
  res.json({ data: await getSweepstake(idOf(req), req.auth?.uid ?? null) });
});

sweepstakesRouter.get('/:id/draw', publicReadsLimit, async (req, res) => {
  res.json({ data: await drawProof(idOf(req)) });
});

sweepstakesRouter.get('/:id/entries', ...admin, async (req, res) => {
  res.json({ data: await entrantsOf(idOf(req), parse(entrantsQuery, req, 'query')) });
});

sweepstakesRouter.patch('/:id', ...admin, async (req, res) => {
  const id = idOf(req);
  res.json({ data: await patchSweepstake(authOf(req).uid, id, parse(sweepstakePatchBody, req, 'body')) });
});

sweepstakesRouter.delete('/:id', ...admin, async (req, res) => {
  res.json({ data: await deleteSweepstake(authOf(req).uid, idOf(req)) });
});

sweepstakesRouter.post('/:id/enter', ...requireAuth, ...moneyGuard, sweepstakeEntriesLimit, async (req, res) => {
  const id = idOf(req);
  const { result, created } = await enter(authOf(req), id, parse(enterBody, req, 'body'));
  if (created) await recordActivity(authOf(req).uid, 'sweepstake-entry', `Entered sweepstake ${id}`);
  res.status(created ? 201 : 200).json({ data: result });
});
