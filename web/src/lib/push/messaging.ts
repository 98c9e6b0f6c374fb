/**
 * Where tokens and foreground messages come from. In production: Firebase Cloud Messaging
 * (firebase/messaging, loaded only here, only when a token is needed: never in a visitor's page).
 * With the emulators, FCM does not exist: a local adapter makes up a 'local-' token and reads the
 * messages the server's recording sender writes to Firestore pushDeliveries (emulator only).
 */
import { usingEmulators } from '../firebaseConfig';

export type PushData = Record<string, unknown>;

export interface MessagingAdapter {
  /** This browser's token; `registration` is the site-root service worker when there is one. */
  getToken(registration: ServiceWorkerRegistration | null): Promise<string>;
  /**
   * Foreground messages this adapter delivers itself (the service worker's are listened to apart);
   * returns the function that stops listening.
   */
  listen(uid: string, token: string, onData: (data: PushData) => void): () => void;
}

const VAPID_KEY: string | undefined = import.meta.env.VITE_FCM_VAPID_KEY || undefined;

const fcm: MessagingAdapter = {
  async getToken(registration) {
    const [{ firebaseApp }, { getMessaging, getToken }] = await Promise.all([import('../firebase'), import('firebase/messaging')]);
    return getToken(getMessaging(firebaseApp), { vapidKey: VAPID_KEY, serviceWorkerRegistration: registration ?? undefined });
  },
  // Our service worker receives every FCM message and posts foreground ones to the page.
  listen: () => () => undefined,
};

const local: MessagingAdapter = {
  async getToken() {
    return `local-${crypto.randomUUID()}`;
  },
  listen(uid, token, onData) {
    let stop: (() => void) | null = null;
    let stopped = false;
    void Promise.all([import('../firebase').then((m) => m.loadFirestore()), import('firebase/firestore')])
      .then(([db, { collection, onSnapshot, query, Timestamp, where }]) => {
        if (stopped) return;
        const deliveries = query(
          collection(db, 'pushDeliveries'),
          where('uid', '==', uid),
          where('token', '==', token),
          where('sent_at', '>', Timestamp.now()),
        );
        stop = onSnapshot(
          deliveries,
          (snap) => {
            for (const change of snap.docChanges()) if (change.type === 'added') onData((change.doc.get('data') ?? {}) as PushData);
          },
          (err) => console.warn('push: local deliveries listener failed', err),
        );
      })
      .catch((err) => console.warn('push: local deliveries listener failed', err));
    return () => {
      stopped = true;
      stop?.();
    };
  },
};

export function messagingAdapter(): MessagingAdapter {
  return usingEmulators ? local : fcm;
}

/** Whether this browser (and build) can get push at all. */
export function pushSupported(): boolean {
  if (typeof window === 'undefined' || !('Notification' in window)) return false;
  return usingEmulators || ('serviceWorker' in navigator && !!VAPID_KEY);
}
