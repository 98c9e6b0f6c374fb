/** GET/POST /admin/push/broadcasts. */
import type { PushBroadcast, PushBroadcastBody, PushBroadcastResult } from '@pilotmiles/core';
import { api } from '../../lib/api';

export const BROADCASTS_KEY = ['admin', 'push', 'broadcasts'] as const;

export const fetchBroadcasts = () => api<PushBroadcast[]>('/admin/push/broadcasts');

export const sendBroadcast = (body: PushBroadcastBody) =>
  api<PushBroadcastResult>('/admin/push/broadcasts', { method: 'POST', body });
