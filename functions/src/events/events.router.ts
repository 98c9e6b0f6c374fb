import { Router } from 'express';
import { eventBody, eventsQuery, eventStatsQuery } from '@pilotmiles/core';
import { optionalAuth, requireAdmin, requireAuth } from '../platform/http/auth';
import { eventsLimit } from '../platform/http/rateLimit';
import { parse } from '../platform/http/validate';
import { listEvents, recordEvent } from './events.service';
import { eventStats } from './stats.service';

/**
 * Analytics: anyone may record an event, rate-limited per IP; a valid token attaches the
 * member. Staff read them (GET /events) and the day's figures kept at write time (GET /events/stats).
 */
export const eventsRouter = Router();
const staff = [...requireAuth, ...requireAdmin];

eventsRouter.post('/', eventsLimit, optionalAuth, async (req, res) => {
  const body = parse(eventBody, req, 'body');
  res.status(201).json({ data: await recordEvent(body, req.auth?.uid ?? null) });
});

eventsRouter.get('/', ...staff, async (req, res) => {
  res.json({ data: await listEvents(parse(eventsQuery, req, 'query')) });
});

eventsRouter.get('/stats', ...staff, async (req, res) => {
  res.json({ data: await eventStats(parse(eventStatsQuery, req, 'query')) });
});
