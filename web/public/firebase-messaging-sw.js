/* global self */
/**
 * PilotMiles push service worker, served at the site root with no-cache headers.
 * Plain JavaScript, no Firebase SDK: FCM delivers data-only messages as web push, whose body is
 * {data: {...}} (or the data itself). A message whose app window is visible goes to that window
 * (the page shows it as a toast); otherwise it becomes a system notification whose click opens
 * its url, or the action's name when that is an address.
 *
 * The rules below duplicate core's parsePushActions / pushTarget / isPushUrl (core/src/push/push.ts)
 * in the smallest form: a service worker cannot import the app's modules. Keep them in step.
 */

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

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
self.addEventListener('push', (event) => event.waitUntil(onPush(event)));
self.addEventListener('notificationclick', (event) => event.waitUntil(onNotificationClick(event)));
