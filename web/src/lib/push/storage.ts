/**
 * What this browser remembers about push (localStorage): the token it last saved and for whom, and
 * when a member said 'Not now' to the prompt. Storage failures (private mode) count as nothing.
 */
import { PUSH_TOKEN_REFRESH_DAYS } from '@pilotmiles/core';

const DAY_MS = 24 * 60 * 60 * 1000;
const TOKEN_KEY = 'pm-push-token';
const notNowKey = (uid: string) => `pm-push-not-now:${uid}`;
/** 'Not now' holds the prompt back this long for that member. */
export const PUSH_NOT_NOW_DAYS = 7;

/** The token this browser last saved with POST /service/fcm-token. */
export interface RememberedToken {
  token: string;
  /** Epoch ms. */
  saved_at: number;
  uid: string;
}

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // storage unavailable: the prompt may show again, the token is re-saved next start
  }
}

export function rememberedToken(): RememberedToken | null {
  try {
    const v = JSON.parse(read(TOKEN_KEY) ?? 'null') as Partial<RememberedToken> | null;
    if (v && typeof v.token === 'string' && typeof v.saved_at === 'number' && typeof v.uid === 'string') return v as RememberedToken;
  } catch {
    // unreadable: as good as missing
  }
  return null;
}

export function rememberToken(record: RememberedToken | null) {
  write(TOKEN_KEY, record ? JSON.stringify(record) : null);
}

/** Re-save when the remembered token is missing, another member's, or 7 days old. */
export function tokenNeedsRefresh(record: RememberedToken | null, uid: string, now = Date.now()): boolean {
  return !record || record.uid !== uid || now - record.saved_at >= PUSH_TOKEN_REFRESH_DAYS * DAY_MS;
}

export function rememberNotNow(uid: string, now = Date.now()) {
  write(notNowKey(uid), String(now));
}

/** The member said 'Not now' less than 7 days ago. */
export function saidNotNow(uid: string, now = Date.now()): boolean {
  const at = Number(read(notNowKey(uid)));
  return Number.isFinite(at) && at > 0 && now - at < PUSH_NOT_NOW_DAYS * DAY_MS;
}
