import type { ChallengeTier } from './daily/challenge';
import type { KycStatus } from './rewards/payouts';
import { DISPLAY_NAME_MAX, REFERRAL_CODE_ALPHABET, REFERRAL_CODE_LENGTH } from './constants';
import { dayKey } from './time';

export type Role = 'admin' | 'user';

/** Login info, as the client reports it at sign-in. */
export interface LoginInfo {
  lastIpAddress?: string | null;
  locationCountry?: string | null;
  locationCity?: string | null;
  last_login_at?: string | null;
}

/**
 * The User the API returns (GET /users). The Firestore document `users/{uid}` holds the same
 * profile fields (timestamps as Firestore Timestamps) plus server-only bookkeeping.
 */
export interface User {
  uid: string;
  id: string;
  firebase_uid: string;
  email: string;
  email_verified: boolean;
  display_name: string;
  displayName: string;
  full_name: string;
  role: Role;
  total_coins: number;
  lifetime_earned: number;
  /** Whether the member has earned from an activity (offers, articles, daily...), not only bonuses: when push is offered. */
  has_earned: boolean;
  profile_image_url: string | null;
  referral_code: string;
  brand_owner: string | null;
  timezone: string;
  login: LoginInfo | null;
  created_at: string;
  /** Today's daily-challenge tier; absent when all of today's tiers are collected. */
  challenge?: ChallengeTier;
  /** PM earned today from earning activities (what the challenge counts). */
  coins_earned_today_challenge: number;
  /** PM per article claim. */
  COINS_PER_ARTICLE: number;
  /** Daily cap on article PM. */
  COINS_ARTICLE_DAILY_REWARD: number;
  /** Article PM claimed today. */
  CLAIMED_ARTICLE_COINS: number;
  /** The user's local day the figures above belong to. */
  day_key: string;
  /** Identity verification (docs/rewards.md): server-owned, needed for cash and large redemptions. */
  kyc_status: KycStatus;
  /** The sign-up country (ISO alpha-2) when known: which rewards the member can redeem. */
  country: string | null;
}

/**
 * 'Maximilian Fern ..': the SPEC's rule for the profile menu (the phone's drawer), whose narrow
 * column it was made for. The desktop account menu has room: it shows the whole name.
 */
export function truncateDisplayName(name: string, max = DISPLAY_NAME_MAX): string {
  return name.length > max ? `${name.slice(0, max)} ..` : name;
}

/**
 * The first word of a name, for greetings: a full name wrapped a phone's hero over four lines.
 * The desktop menus show the whole name and let CSS cut it where their width ends.
 */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

/** A display name for someone who has not set one: the part of the e-mail before '@'. */
export function fallbackDisplayName(email: string | null | undefined): string {
  const local = (email ?? '').split('@')[0]?.trim();
  return local || 'Pilot';
}

/**
 * Whether the member joined on their current day (`day_key`, the server's member's day, with the
 * account's creation read in the member's stored zone): the dashboard says 'Welcome aboard' then,
 * 'Welcome back' from the next day on.
 */
export function joinedToday(user: Pick<User, 'created_at' | 'timezone' | 'day_key'>): boolean {
  const created = Date.parse(user.created_at);
  return Number.isFinite(created) && created > 0 && dayKey(created, user.timezone) === user.day_key;
}

/** The dashboard's greeting, by first name: a new member is welcomed aboard, not back. */
export function dashboardGreeting(name: string | null, isNew: boolean): string {
  const who = firstName(name ?? '');
  if (isNew) return who ? `Welcome aboard, ${who}!` : 'Welcome aboard!';
  return who ? `Welcome back, ${who}!` : 'Welcome back!';
}

/** Two-letter initials for an avatar. */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return '?';
  const first = parts[0]![0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]![0] ?? '') : '';
  return (first + last).toUpperCase();
}

/** An 8-character referral code from the unambiguous alphabet, using the given random source. */
export function generateReferralCode(random: (n: number) => Uint8Array): string {
  const bytes = random(REFERRAL_CODE_LENGTH);
  let code = '';
  for (let i = 0; i < REFERRAL_CODE_LENGTH; i++) {
    code += REFERRAL_CODE_ALPHABET[bytes[i]! % REFERRAL_CODE_ALPHABET.length];
  }
  return code;
}

/** Codes we generate use the unambiguous alphabet; codes we accept may use any letter or digit. */
const referralPattern = new RegExp(`^[A-Z0-9]{${REFERRAL_CODE_LENGTH}}$`);

export function isReferralCode(code: string): boolean {
  return referralPattern.test(code);
}

/** Codes are typed by people: compare them upper-cased and trimmed. */
export function normalizeReferralCode(code: string): string {
  return code.trim().toUpperCase();
}

/** Whether a stored user document shows an activity earning (not only bonuses): the server's and the live listener's one rule. */
export const hasEarned = (d: { lifetime_activity?: unknown; first_earning_at?: unknown }): boolean =>
  (typeof d.lifetime_activity === 'number' && d.lifetime_activity > 0) || d.first_earning_at != null;
