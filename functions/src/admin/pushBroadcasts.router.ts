import { Router } from 'express';
import { pushBroadcastBody } from '@pilotmiles/core';
import { authOf } from '../platform/http/auth';
import { parse } from '../platform/http/validate';
import { listBroadcasts, sendBroadcast } from './pushBroadcasts.service';

/**
 * Inside the admin guard: POST /admin/push/broadcasts (send, or a test to oneself; idempotent on
 * request_id; audited; answers at once with status 'sending', the pages follow in tasks) and
 * GET /admin/push/broadcasts (the newest 20, with their progress). docs/api.md.
 */
export const adminPushBroadcastsRouter = Router();

adminPushBroadcastsRouter.post('/push/broadcasts', async (req, res) => {
  const body = parse(pushBroadcastBody, req, 'body');
  res.json({ data: await sendBroadcast(body, authOf(req).uid) });
});

adminPushBroadcastsRouter.get('/push/broadcasts', async (_req, res) => {
  res.json({ data: await listBroadcasts() });
});
