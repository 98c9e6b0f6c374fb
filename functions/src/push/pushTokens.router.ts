import { Router, type Request } from 'express';
import { DEVICE_ID_HEADER, fcmTokenBody, isDeviceId } from '@pilotmiles/core';
import { badRequest } from '../platform/errors';
import { authOf, requireAuth } from '../platform/http/auth';
import { parse } from '../platform/http/validate';
import { removeFcmToken, saveFcmToken } from './pushTokens.service';

/**
 * /service/fcm-token (docs/api.md "Push tokens"): the web saves this device's FCM token (null when
 * permission is denied) and removes it at sign-out. The device is the client's x-device-id.
 * Signed-in calls are limited per member by requireAuth (a device saves its token a few times a
 * week).
 */
export const pushTokenRouter = Router();

function deviceOf(req: Request): string {
  const value = req.get(DEVICE_ID_HEADER);
  if (value === undefined || value === '') throw badRequest(`${DEVICE_ID_HEADER}: required`, DEVICE_ID_HEADER);
  if (!isDeviceId(value)) throw badRequest(`${DEVICE_ID_HEADER}: must be 16 to 64 letters, digits, _ or -`, DEVICE_ID_HEADER);
  return value;
}

pushTokenRouter.post('/fcm-token', ...requireAuth, async (req, res) => {
  const device = deviceOf(req);
  const { token } = parse(fcmTokenBody, req, 'body');
  res.json({ data: await saveFcmToken(authOf(req).uid, device, token, req.get('user-agent') ?? null) });
});

pushTokenRouter.delete('/fcm-token', ...requireAuth, async (req, res) => {
  res.json({ data: await removeFcmToken(authOf(req).uid, deviceOf(req)) });
});
