/**
 * The member's devices for push: users/{uid}/pushTokens/{deviceId} = {token, created_at,
 * updated_at, user_agent}. One token per device; a token lives under one device of one member only
 * (a shared computer after an account switch keeps sending to whoever saved it last); a member keeps
 * at most PUSH_MAX_DEVICES, the least recently saved dropped first.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { PUSH_MAX_DEVICES, type FcmTokenResult } from '@pilotmiles/core';
import { db } from '../platform/firebase';
import { COLLECTIONS, pushTokensCol } from '../platform/paths';

/** What is kept of the browser's User-Agent, for staff and the member's device list. */
export const USER_AGENT_MAX = 200;

/**
 * Saves this device's token (`null`: permission denied, so the device is forgotten). The same
 * token saved elsewhere (another device id, another member) is removed, then the oldest devices
 * beyond the cap.
 */
export async function saveFcmToken(uid: string, deviceId: string, token: string | null, userAgent: string | null): Promise<FcmTokenResult> {
  if (token === null) return removeFcmToken(uid, deviceId);
  const ref = pushTokensCol(uid).doc(deviceId);
  await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const now = Timestamp.now();
    tx.set(ref, {
      token,
      created_at: snap.exists ? (snap.get('created_at') ?? now) : now,
      updated_at: now,
      user_agent: userAgent ? userAgent.slice(0, USER_AGENT_MAX) : null,
    });
  });

  const [sameToken, devices] = await Promise.all([
    db.collectionGroup(COLLECTIONS.pushTokens).where('token', '==', token).get(),
    pushTokensCol(uid).orderBy('updated_at', 'desc').get(),
  ]);
  const stale = sameToken.docs.filter((d) => d.ref.path !== ref.path).map((d) => d.ref);
  const overCap = devices.docs
    .filter((d) => d.id !== deviceId && d.get('token') !== token)
    .slice(PUSH_MAX_DEVICES - 1)
    .map((d) => d.ref);
  await Promise.all([...stale, ...overCap].map((r) => r.delete()));
  return { saved: true };
}

/** Forgets this device (sign-out, or permission denied). */
export async function removeFcmToken(uid: string, deviceId: string): Promise<FcmTokenResult> {
  await pushTokensCol(uid).doc(deviceId).delete();
  return { saved: false };
}
