/**
 * The one handler of foreground pushes, whichever way they arrive (the service worker's
 * postMessage, the local adapter, the emulator's test hook): a toast top-right for 5 s with the
 * title, body and the message's buttons; a payload without a title is ignored and
 * malformed actions are dropped (core pushFromData).
 */
import { PUSH_TOAST_MS, pushFromData, pushTarget, type PushMessage } from '@pilotmiles/core';
import { customToast, type ToastAction } from '../toast';

let navigateInApp: ((path: string) => void) | null = null;

/** The app registers react-router's navigate, so an in-app target does not reload the page. */
export function setPushNavigator(navigate: ((path: string) => void) | null) {
  navigateInApp = navigate;
}

/** Goes where a push leads: an app path through the router, an https address by the browser. */
export function openPushTarget(target: string) {
  if (target.startsWith('/') && navigateInApp) navigateInApp(target);
  else window.location.assign(target);
}

const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** Shows a received payload; returns the message shown, or null when it was ignored. */
export function showForegroundPush(data: unknown): PushMessage | null {
  try {
    const message = pushFromData(isRecord(data) ? data : null);
    if (!message) return null;
    const actions: ToastAction[] = message.actions.map((a) => ({
      label: a.title,
      onClick: () => openPushTarget(pushTarget(message.url, a.action)),
    }));
    // Without buttons of its own, a message that leads somewhere gets one.
    if (!actions.length && message.url !== '/') actions.push({ label: 'Open', onClick: () => openPushTarget(message.url) });
    customToast({
      title: message.title,
      message: message.body,
      variant: 'default',
      autoHideDuration: PUSH_TOAST_MS,
      position: 'top-right',
      actions,
    });
    return message;
  } catch (err) {
    console.warn('push: could not show a message', err);
    return null;
  }
}

declare global {
  interface Window {
    /** Emulator builds only: shows `data` as a foreground push would (e2e tests). */
    __pmPush?: (data: unknown) => PushMessage | null;
  }
}

/** Installs window.__pmPush; returns the function that removes it. */
export function installPushTestHook(): () => void {
  window.__pmPush = showForegroundPush;
  return () => {
    if (window.__pmPush === showForegroundPush) delete window.__pmPush;
  };
}
