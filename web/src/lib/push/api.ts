/** The push calls of the API; the device is the x-device-id header lib/api sends. */
import type { FcmTokenResult } from '@pilotmiles/core';
import { api } from '../api';

/** Saves this device's token (null: permission denied). A 403 here never ends the session. */
export const saveFcmToken = (token: string | null) =>
  api<FcmTokenResult>('/service/fcm-token', { method: 'POST', body: { token }, expireOn403: false });

export const deleteFcmToken = () => api<unknown>('/service/fcm-token', { method: 'DELETE', expireOn403: false });
