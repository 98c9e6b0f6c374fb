/**
 * This browser's device id: a random id kept in localStorage and sent as x-device-id with signed-in
 * calls (lib/api.ts). The server keeps it at sign-up and sign-in so a referral between two
 * accounts on one device earns nothing (docs/referrals.md). Without storage it lives for the page.
 */
import { isDeviceId } from '@pilotmiles/core';
import { newRequestId } from './requestId';

export const DEVICE_ID_KEY = 'pm_device_id';

let current: string | null = null;

export function deviceId(): string {
  if (current) return current;
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(DEVICE_ID_KEY);
  } catch {
    // Storage refused (privacy mode): a per-page id still tells the server something.
  }
  if (isDeviceId(stored)) return (current = stored);
  const fresh = newRequestId();
  try {
    localStorage.setItem(DEVICE_ID_KEY, fresh);
  } catch {
    // As above.
  }
  return (current = fresh);
}

/** For tests. */
export const forgetDeviceId = () => {
  current = null;
};
