/**
 * The push adapter: FCM through the Admin SDK when deployed; in the emulator (FCM has
 * none) a recorder that writes each message to `pushDeliveries`, which the web's local messaging
 * and the tests read. Set PUSH_SENDER=fcm or =record to choose explicitly.
 */
import { logger } from 'firebase-functions';
import { Timestamp } from 'firebase-admin/firestore';
import { getMessaging } from 'firebase-admin/messaging';
import { pushData, type PushMessage } from '@pilotmiles/core';
import { db } from './firebase';
import { COLLECTIONS } from './paths';
import { expiry } from './retention';
import { inEmulator } from './runtime';

export interface PushDevice {
  uid: string;
  token: string;
}

export interface SendOutcome {
  delivered: number;
  /** Tokens FCM no longer knows: their devices are pruned. */
  unregistered: string[];
}

export interface PushSender {
  send(devices: PushDevice[], message: PushMessage): Promise<SendOutcome>;
}

/** FCM answers these for tokens that will never work again. */
const GONE = new Set(['messaging/registration-token-not-registered', 'messaging/invalid-registration-token']);
/** sendEachForMulticast takes at most 500 tokens. */
const FCM_BATCH = 500;

const fcmSender: PushSender = {
  async send(devices, message) {
    const out: SendOutcome = { delivered: 0, unregistered: [] };
    for (let i = 0; i < devices.length; i += FCM_BATCH) {
      const tokens = devices.slice(i, i + FCM_BATCH).map((d) => d.token);
      // Data only: the web's service worker and foreground handler draw the notification themselves,
      // so actions and the click target behave the same in both places.
      const res = await getMessaging().sendEachForMulticast({ tokens, data: pushData(message), webpush: { headers: { Urgency: 'high' } } });
      res.responses.forEach((r, j) => {
        if (r.success) out.delivered += 1;
        else if (r.error && GONE.has(r.error.code)) out.unregistered.push(tokens[j]!);
        else logger.warn('push: send failed', r.error?.code);
      });
    }
    return out;
  },
};

/** Test seam: tokens starting with this are answered as unregistered, as FCM does for stale ones. */
const UNREGISTERED_TOKEN_PREFIX = 'unregistered-';

const recordingSender: PushSender = {
  async send(devices, message) {
    const out: SendOutcome = { delivered: 0, unregistered: [] };
    const batch = db.batch();
    for (const d of devices) {
      if (d.token.startsWith(UNREGISTERED_TOKEN_PREFIX)) {
        out.unregistered.push(d.token);
        continue;
      }
      batch.create(db.collection(COLLECTIONS.pushDeliveries).doc(), { uid: d.uid, token: d.token, data: pushData(message), sent_at: Timestamp.now(), ...expiry('pushDeliveries') });
      out.delivered += 1;
    }
    await batch.commit();
    return out;
  },
};


export function pushSender(): PushSender {
  const chosen = process.env.PUSH_SENDER;
  if (chosen === 'fcm') return fcmSender;
  if (chosen === 'record') return recordingSender;
  return inEmulator() ? recordingSender : fcmSender;
}
