import { Router } from 'express';
import { eventBody } from '@pilotmiles/core';
import { optionalAuth } from '../platform/http/auth';
import { eventsLimit } from '../platform/http/rateLimit';
import { parse } from '../platform/http/validate';
import { recordEvent } from './events.service';

/** Analytics (SPEC §7): anyone may record an event, rate-limited per IP; a valid token attaches the member. */
export const eventsRouter = Router();

eventsRouter.post('/', eventsLimit, optionalAuth, async (req, res) => {
  const body = parse(eventBody, req, 'body');
  res.status(201).json({ data: await recordEvent(body, req.auth?.uid ?? null) });
});
