/** Fixtures of the push tests: fcm-token calls as the web makes them, and a member's stored devices and pushes. */
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import type { PushMessage } from '@pilotmiles/core';
import { db } from '../../src/platform/firebase';
import { api, authHeader, type TestUser } from '../support/helpers';

export const newDevice = () => randomUUID();
export const newToken = (prefix = 'tok') => `${prefix}-${randomUUID()}`;

/** POST /api/service/fcm-token from `device` (no header when null). */
export function saveToken(user: TestUser | null, device: string | null, body: unknown) {
  let req = api().post('/api/service/fcm-token');
  if (user) req = req.set(authHeader(user));
  if (device !== null) req = req.set('x-device-id', device);
  return req.set('user-agent', `Mozilla/5.0 (push test) ${'x'.repeat(300)}`).send(body as object);
}

/** DELETE /api/service/fcm-token from `device`. */
export function removeToken(user: TestUser | null, device: string | null) {
  let req = api().delete('/api/service/fcm-token');
  if (user) req = req.set(authHeader(user));
  if (device !== null) req = req.set('x-device-id', device);
  return req;
}

/** users/{uid}/pushTokens as stored, by device id. */
export async function devicesOf(uid: string): Promise<Record<string, FirebaseFirestore.DocumentData>> {
  const snap = await db.collection('users').doc(uid).collection('pushTokens').get();
  return Object.fromEntries(snap.docs.map((d) => [d.id, d.data()]));
}

/** The member's queued pushes (pushOutbox), by key. */
export async function outboxOf(uid: string): Promise<Record<string, FirebaseFirestore.DocumentData>> {
  const snap = await db.collection('pushOutbox').where('uid', '==', uid).get();
  return Object.fromEntries(snap.docs.map((d) => [d.id, d.data()]));
}

/** What the recording sender "sent" to the member's devices. */
export async function deliveriesOf(uid: string) {
  const snap = await db.collection('pushDeliveries').where('uid', '==', uid).get();
  return snap.docs.map((d) => d.data());
}

/** A device saved straight into the store (test setup). */
export async function storeDevice(uid: string, device: string, token: string, updatedAt = Timestamp.now()) {
  await db.collection('users').doc(uid).collection('pushTokens').doc(device).set({ token, created_at: updatedAt, updated_at: updatedAt, user_agent: null });
}

/**
 * A push queued for `uid`, written straight into the outbox with an old created_at: the local
 * trigger runner of a running stack only delivers pushes created since it started, so the test
 * alone delivers this one.
 */
export async function queueForTest(uid: string, message: PushMessage): Promise<string> {
  const key = `test:${randomUUID()}`;
  await db.collection('pushOutbox').doc(key).set({ uid, message, created_at: Timestamp.fromMillis(0) });
  return key;
}
