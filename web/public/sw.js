/* global self, caches */
/**
 * PilotMiles' service worker, the only one (served at /sw.js with no-cache headers, firebase.json;
 * registered once, by lib/serviceWorker.ts): push and the offline shell (docs/pwa.md).
 *
 * Push: plain JavaScript, no Firebase SDK: FCM delivers data-only messages as web push, whose body
 * is {data: {...}} (or the data itself). A message whose app window is visible goes to that window
 * (the page shows it as a toast); otherwise it becomes a system notification whose click opens its
 * url, or the action's name when that is an address. The rules below duplicate core's
 * parsePushActions / pushTarget / isPushUrl (core/src/push/push.ts) in the smallest form: a
 * service worker cannot import the app's modules. Keep them in step.
 *
 * Offline shell: at install, app.html (the page of every path) and the build's hashed files a
 * member's pages load (BUILD, written in by the build: vite.config.ts, scripts/precache.mjs). A
 * page is asked of the network first (pages are served no-cache, so a deploy shows at once) and
 * the cached app.html answers when the network cannot; a hashed file comes from the cache (its name
 * changes with its content). Nothing else is touched: /api, Hosting's /__/ (auth handler,
 * init.json), other origins (Firebase Auth, Firestore, the emulators) always go to the network and
 * are never cached.
 */

/** Filled in by the build; in `npm run dev` nothing is precached. */
const BUILD = { version: 'dev', precache: [] };

const SHELL = '/app.html';
const CACHE_PREFIX = 'pm-shell-';
const CACHE = CACHE_PREFIX + BUILD.version;
/** A page that has not answered by then is served from the cache (a network that hangs). */
const PAGE_TIMEOUT_MS = 4000;
/** The meta tag of a page served from the cache (features/pwa/online.ts reads it). */
const OFFLINE_MARK = 'pm-offline-shell';
/** Same-origin paths the worker never answers nor caches. */
const NEVER = /^\/(api|__)\//;

const MAX_ACTIONS = 2;
const ACTION_MAX = 40;
const ACTION_TITLE_MAX = 40;

/** A path in the app ('/x', not '//host') or an https address. */
function isPushUrl(url) {
  if (typeof url !== 'string') return false;
  if (url.startsWith('/')) return !url.startsWith('//') && !url.includes('\\');
  return /^https:\/\/[^\s/@]+(\/\S*)?$/i.test(url);
}

/** Where a click leads: the action's name when it is an address, else the url, else home. */
function pushTarget(url, action) {
  const candidate = action && isPushUrl(action) ? action : url;
  return isPushUrl(candidate) ? candidate : '/';
}

/** The well-formed actions only (malformed actions are ignored, never an error), at most two. */
function pushActions(raw) {
  let list = raw;
  if (typeof raw === 'string') {
    try {
      list = JSON.parse(raw);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(list)) return [];
  const ok = (v, max) => typeof v === 'string' && v.trim().length > 0 && v.length <= max;
  return list
    .filter((a) => a && typeof a === 'object' && ok(a.action, ACTION_MAX) && ok(a.title, ACTION_TITLE_MAX))
    .slice(0, MAX_ACTIONS)
    .map((a) => ({ action: a.action, title: a.title }));
}

/** The message's data from a push event, or null. */
function pushPayload(event) {
  let body = null;
  try {
    body = event.data ? event.data.json() : null;
  } catch {
    return null;
  }
  if (!body || typeof body !== 'object') return null;
  return body.data && typeof body.data === 'object' ? body.data : body;
}

async function onPush(event) {
  const data = pushPayload(event);
  if (!data || typeof data.title !== 'string' || !data.title) return;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const shown = windows.find((c) => c.focused) || windows.find((c) => c.visibilityState === 'visible');
  if (shown) {
    shown.postMessage({ type: 'pm-push', data });
    return;
  }
  const body = typeof data.body === 'string' ? data.body : typeof data.message === 'string' ? data.message : '';
  await self.registration.showNotification(data.title, {
    body,
    ...(isPushUrl(data.icon) ? { icon: data.icon } : {}),
    data: { url: pushTarget(data.url) },
    actions: pushActions(data.actions),
  });
}

async function onNotificationClick(event) {
  event.notification.close();
  const data = event.notification.data || {};
  const url = new URL(pushTarget(data.url, event.action), self.location.origin).href;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((c) => c.url === url);
  if (open) return open.focus();
  return self.clients.openWindow(url);
}

async function precache() {
  const cache = await caches.open(CACHE);
  // One by one, failures allowed: a file missing must not keep push from working.
  const urls = [SHELL, ...BUILD.precache];
  const results = await Promise.allSettled(urls.map((url) => cache.add(url)));
  const failed = results.filter((r) => r.status === 'rejected').length;
  if (failed) console.warn(`sw: ${failed} of ${urls.length} files not precached`);
}

async function dropOldCaches() {
  const names = await caches.keys();
  await Promise.all(names.filter((n) => n.startsWith(CACHE_PREFIX) && n !== CACHE).map((n) => caches.delete(n)));
}

/** The network's page, or the cached shell when the network fails or hangs. */
async function openPage(request) {
  const network = fetch(request);
  network.catch(() => undefined); // answered from the cache meanwhile: not an unhandled rejection
  const late = new Promise((resolve) => setTimeout(resolve, PAGE_TIMEOUT_MS, null));
  try {
    const response = await Promise.race([network, late]);
    if (response) return response;
  } catch {
    // offline: the shell below
  }
  return (await offlineShell()) || network;
}

/**
 * The cached app.html, marked as served without the network (the page says so even where the
 * browser still believes it is online: a captive portal, a network that hangs; features/pwa/online.ts).
 */
async function offlineShell() {
  const cached = await caches.match(SHELL, { cacheName: CACHE });
  if (!cached) return null;
  const html = (await cached.text()).replace('<head>', `<head><meta name="${OFFLINE_MARK}" content="1">`);
  const headers = new Headers(cached.headers);
  headers.delete('content-length');
  headers.delete('content-encoding');
  return new Response(html, { status: cached.status, statusText: cached.statusText, headers });
}

async function fromCache(request) {
  return (await caches.match(request, { cacheName: CACHE })) || fetch(request);
}

const PRECACHED = new Set(BUILD.precache);

function onFetch(event) {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || NEVER.test(url.pathname)) return;
  if (request.mode === 'navigate') event.respondWith(openPage(request));
  else if (PRECACHED.has(url.pathname)) event.respondWith(fromCache(request));
}

self.addEventListener('install', (event) => {
  self.skipWaiting();
  event.waitUntil(precache());
});
self.addEventListener('activate', (event) => event.waitUntil(dropOldCaches().then(() => self.clients.claim())));
self.addEventListener('fetch', onFetch);
self.addEventListener('push', (event) => event.waitUntil(onPush(event)));
self.addEventListener('notificationclick', (event) => event.waitUntil(onNotificationClick(event)));
