/**
 * The browser's offer to install the app (Chromium's beforeinstallprompt), held back from the
 * browser's own moment and kept until ours: after a member's first earning (InstallPrompt). A
 * member who says no, here or in the browser's dialog, is not asked again on this device.
 */
import { useSyncExternalStore } from 'react';

/** Chromium's event (not in TypeScript's DOM types). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

const DISMISSED_KEY = 'pm-install-dismissed';

let offer: BeforeInstallPromptEvent | null = null;
let listening = false;
const subscribers = new Set<() => void>();
const notify = () => subscribers.forEach((fn) => fn());

/** From app start (app/start.tsx): the event may come before any page is drawn. */
export function listenForInstallOffer(win: Window = window) {
  if (listening) return;
  listening = true;
  win.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault(); // the browser's own banner would come on landing
    offer = event as BeforeInstallPromptEvent;
    notify();
  });
  win.addEventListener('appinstalled', () => {
    offer = null;
    rememberInstallDismissed();
    notify();
  });
}

/** The held offer, or null (none yet, used, or the browser cannot install). */
export function useInstallOffer(): BeforeInstallPromptEvent | null {
  return useSyncExternalStore(
    (fn) => {
      subscribers.add(fn);
      return () => subscribers.delete(fn);
    },
    () => offer,
    () => null,
  );
}

/** Opens the browser's install dialog (an offer is used once); whether the member accepted. */
export async function acceptInstallOffer(): Promise<boolean> {
  const event = offer;
  offer = null;
  notify();
  if (!event) return false;
  await event.prompt();
  const { outcome } = await event.userChoice;
  return outcome === 'accepted';
}

export function installDismissed(): boolean {
  try {
    return localStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

export function rememberInstallDismissed() {
  try {
    localStorage.setItem(DISMISSED_KEY, '1');
  } catch {
    // no storage: the offer may come again next visit
  }
}

/** For tests: forgets the held offer and the listeners. */
export function resetInstallOfferForTests() {
  offer = null;
  listening = false;
  subscribers.clear();
}
