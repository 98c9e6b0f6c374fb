import { Router } from 'express';
import { emptyBody, notificationParams } from '@pilotmiles/core';
import { authOf } from '../platform/http/auth';
import { parse } from '../platform/http/validate';
import { listNotifications, markAllNotificationsRead, markNotificationRead } from './notifications.service';

/** /users/notifications (behind requireAuth): the caller's in-app reminders. */
export const notificationsRouter = Router();

/** The marks take no input: no body or `{}`. */
const markBody = emptyBody.optional();

notificationsRouter.get('/', async (req, res) => {
  res.json({ data: await listNotifications(authOf(req).uid) });
});

// Registered before '/:id/read' only for readability: the paths cannot collide (one segment vs two).
notificationsRouter.post('/read-all', async (req, res) => {
  parse(markBody, req, 'body');
  res.json({ data: await markAllNotificationsRead(authOf(req).uid) });
});

notificationsRouter.post('/:id/read', async (req, res) => {
  const { id } = parse(notificationParams, req, 'params');
  parse(markBody, req, 'body');
  res.json({ data: await markNotificationRead(authOf(req).uid, id) });
});
