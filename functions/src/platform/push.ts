/**
 * Push to members (docs/data-model.md "Push"). A push is queued in the transaction of the change it
 * tells of (pushOutbox/{key}, so it goes out only if that change commits, and a repeated change
 * writes the same document), then delivered once: deployed, by the pushOutbox trigger; locally, by
 * the emulator's trigger runner (emulators/scripts/local-triggers.ts); staff sends deliver at once.
 * Delivery failures are logged only: a push is a courtesy, never a reason to fail a change.
 */
import { logger } from 'firebase-functions';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type { PushMessage } from '@pilotmiles/core';
import { db, type Writes } from './firebase';
import { pushOutboxRef, pushTokensCol } from './paths';
import { pushSender, type PushDevice } from './pushSender';
import { expiry } from './retention';

/** Outbox keys become document ids: keep them to safe characters. */
export const outboxId = (key: string) => key.replace(/[^A-Za-z0-9_:.-]/g, '_').slice(0, 400);

/**
 * Queues `message` for member `uid` under `key` (e.g. `payout:{id}:approved`). Merged, not
 * replaced: writing the same key again never clears its delivery stamp, so it is not sent twice.
 * `byCaller`: the caller delivers it itself right after (staff sends, which report what they
 * delivered), so the trigger leaves it alone.
 */
export function queuePushInTransaction(tx: Writes, uid: string, key: string, message: PushMessage, options: { byCaller?: boolean } = {}): void {
  tx.set(pushOutboxRef(outboxId(key)), { uid, message, created_at: Timestamp.now(), ...expiry('pushOutbox'), ...(options.byCaller ? { by_caller: true } : {}) }, { merge: true });
}

export interface Delivery {
  devices: number;
  delivered: number;
  pruned: number;
}

/**
 * Delivers a queued push to each of the member's devices, once: the first caller stamps it
 * (at most once: a crash after the stamp loses the push rather than repeating it). Tokens FCM
 * reports unregistered are deleted. Null when the key is unknown or already delivered, or when the
 * trigger finds one its caller delivers (`byCaller`).
 */
export async function deliverPush(key: string, from: 'caller' | 'trigger' = 'caller'): Promise<Delivery | null> {
  const ref = pushOutboxRef(outboxId(key));
  const claimed = await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists || snap.get('claimed_at')) return null;
    if (from === 'trigger' && snap.get('by_caller') === true) return null;
    tx.update(ref, { claimed_at: FieldValue.serverTimestamp() });
    return { uid: String(snap.get('uid')), message: snap.get('message') as PushMessage };
  });
  if (!claimed) return null;
  try {
    const result = await sendToMember(claimed.uid, claimed.message);
    await ref.update({ delivered_at: Timestamp.now(), ...result });
    return result;
  } catch (err) {
    logger.error(`push: delivery of ${key} failed`, err);
    await ref.update({ failed_at: Timestamp.now() }).catch(() => undefined);
    return { devices: 0, delivered: 0, pruned: 0 };
  }
}

/** Sends to every saved device of the member and prunes the tokens FCM no longer knows. */
async function sendToMember(uid: string, message: PushMessage): Promise<Delivery> {
  const tokens = await pushTokensCol(uid).get();
  const devices: PushDevice[] = tokens.docs.map((d) => ({ uid, token: String(d.get('token')) }));
  if (!devices.length) return { devices: 0, delivered: 0, pruned: 0 };
  const { delivered, unregistered } = await pushSender().send(devices, message);
  const gone = new Set(unregistered);
  const stale = tokens.docs.filter((d) => gone.has(String(d.get('token'))));
  await Promise.all(stale.map((d) => d.ref.delete()));
  return { devices: devices.length, delivered, pruned: stale.length };
}
