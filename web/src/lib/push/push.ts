/**
 * Push for a signed-in member (docs/api.md "Push tokens"): the site-root service worker, the token saved
 * with POST /service/fcm-token (null when permission is denied), re-saved after 7 days, and the
 * foreground listeners. Failures are logged only (docs/app-shell.md "Everywhere").
 */
import { usingEmulators } from '../firebaseConfig';
import { saveFcmToken } from './api';
import { showForegroundPush } from './foreground';
import { messagingAdapter } from './messaging';
import { rememberToken, rememberedToken, tokenNeedsRefresh } from './storage';
import { registerAppWorker } from '../serviceWorker';

export type PushPermission = NotificationPermission | 'unsupported';

export function pushPermission(): PushPermission {
  return typeof window !== 'undefined' && 'Notification' in window ? Notification.permission : 'unsupported';
}

/** The app's service worker (push and the offline shell in one, lib/serviceWorker.ts). */
async function registerWorker(): Promise<ServiceWorkerRegistration | null> {
  try {
    return await registerAppWorker();
  } catch (err) {
    // FCM needs it; the emulator's local adapter does not.
    if (!usingEmulators) throw err;
    console.warn('push: service worker not registered', err);
    return null;
  }
}

/** Permission is granted: gets the token, saves it, remembers it. The token, or null on failure. */
export async function savePushToken(uid: string): Promise<string | null> {
  try {
    const token = await messagingAdapter().getToken(await registerWorker());
    await saveFcmToken(token);
    rememberToken({ token, saved_at: Date.now(), uid });
    return token;
  } catch (err) {
    console.warn('push: token not saved', err);
    return null;
  }
}

/** Permission was denied: the server keeps null for this device. */
export async function savePushDenied(): Promise<void> {
  rememberToken(null);
  try {
    await saveFcmToken(null);
  } catch (err) {
    console.warn('push: denial not saved', err);
  }
}

/**
 * On app start with permission granted: the remembered token when it is this member's and fresh,
 * else a new one, saved (docs/product.md "Other constants"). Null without permission or on failure.
 */
export async function refreshPushToken(uid: string, now = Date.now()): Promise<string | null> {
  if (pushPermission() !== 'granted') return null;
  const record = rememberedToken();
  if (record && !tokenNeedsRefresh(record, uid, now)) return record.token;
  return savePushToken(uid);
}

/** Listens for foreground messages (service worker and adapter); returns the stop function. */
export function listenForPush(uid: string, token: string | null): () => void {
  const stops: Array<() => void> = [];
  if (typeof navigator !== 'undefined' && navigator.serviceWorker) {
    const container = navigator.serviceWorker;
    const onMessage = (event: MessageEvent) => {
      const msg = event.data as { type?: unknown; data?: unknown } | null;
      if (msg?.type === 'pm-push') showForegroundPush(msg.data);
    };
    container.addEventListener('message', onMessage);
    stops.push(() => container.removeEventListener('message', onMessage));
  }
  if (token) stops.push(messagingAdapter().listen(uid, token, showForegroundPush));
  return () => stops.forEach((stop) => stop());
}
