/**
 * Whether the app has a network: navigator.onLine (and its online/offline events), and, on a page
 * the service worker served from its cache because the network failed (public/sw.js marks it), not
 * until the network answers again: the browser may believe it is online all along (a captive
 * portal, a network that hangs). Such a page asks the network every few seconds.
 */
import { useSyncExternalStore } from 'react';

/** public/sw.js's mark on the cached page it served. */
const OFFLINE_MARK = 'pm-offline-shell';
/** Never answered by the worker: a real round trip. */
const PROBE_URL = '/manifest.webmanifest';
export const PROBE_EVERY_MS = 5000;

let unreachable: boolean | undefined;
const subscribers = new Set<() => void>();
let probeTimer: ReturnType<typeof setInterval> | undefined;

const servedOffline = () => (unreachable ??= !!document.querySelector(`meta[name="${OFFLINE_MARK}"]`));

async function probe() {
  try {
    await fetch(PROBE_URL, { cache: 'no-store' });
  } catch {
    return; // still no network
  }
  unreachable = false;
  stopProbing();
  subscribers.forEach((fn) => fn());
}

function stopProbing() {
  clearInterval(probeTimer);
  probeTimer = undefined;
}

function subscribe(onChange: () => void) {
  subscribers.add(onChange);
  const onOnline = () => {
    onChange();
    if (unreachable) void probe();
  };
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', onChange);
  if (servedOffline() && !probeTimer) probeTimer = setInterval(() => void probe(), PROBE_EVERY_MS);
  return () => {
    subscribers.delete(onChange);
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', onChange);
    if (!subscribers.size) stopProbing();
  };
}

/** Prerendered (and hydrated) as online: the markup is the same for everyone. */
export const useOnline = () =>
  useSyncExternalStore(
    subscribe,
    () => navigator.onLine && !servedOffline(),
    () => true,
  );

/** For tests: forgets what the page was served as. */
export function resetOnlineForTests() {
  unreachable = undefined;
  stopProbing();
}
