import { Router } from 'express';
import { Timestamp } from 'firebase-admin/firestore';
import { eventBody } from '@pilotmiles/core';
import { db } from '../platform/firebase';
import { optionalAuth } from '../platform/http/auth';
import { parse } from '../platform/http/validate';

/** Analytics (SPEC §7): anyone may record an event; a valid token attaches the user. */
export const eventsRouter = Router();

eventsRouter.post('/', optionalAuth, async (req, res) => {
  const body = parse(eventBody, req, 'body');
  const ref = await db.collection('events').add({
    ...body,
    uid: req.auth?.uid ?? null,
    created_at: Timestamp.now(),
  });
  res.status(201).json({ data: { id: ref.id } });
});
