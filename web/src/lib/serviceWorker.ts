/**
 * The app's one service worker, public/sw.js: push and the offline shell (docs/pwa.md). Registered
 * once per page, by whoever needs it first: the PWA agent for a signed-in member (features/pwa),
 * push when it asks for a token (lib/push). The same promise answers both.
 */
export const APP_SW_URL = '/sw.js';

let registration: Promise<ServiceWorkerRegistration | null> | null = null;

/** The registration, or null where service workers do not exist; rejects if registering failed. */
export function registerAppWorker(): Promise<ServiceWorkerRegistration | null> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return Promise.resolve(null);
  registration ??= navigator.serviceWorker.register(APP_SW_URL).catch((err: unknown) => {
    registration = null; // a later call tries again
    throw err;
  });
  return registration;
}

/** For tests: forgets the registration promise. */
export function resetAppWorkerForTests() {
  registration = null;
}
