/**
 * Referrals (docs/referrals.md): a member who signed up with someone's 8-character code earns that
 * person a bonus once they have verified their email and earned a threshold from activities (not
 * from bonuses), once per referee, never for a self-referral, a shared device or IP, or a
 * suspended referrer. The rule and the screen's shapes live here so server and page agree.
 */
import { EARNING_ACTIVITY_TYPES, type TransactionType } from '../ledger';
import { shortWinnerName } from '../sweepstakes/sweepstakes';

/** config/referrals: what staff can tune; a missing or damaged document reads as the defaults. */
export interface ReferralsConfig {
  /** PM credited to the referrer, once per referee. */
  bonus_pm: number;
  /** PM the referee must earn from activities (EARNING_ACTIVITY_TYPES) before the bonus is due. */
  threshold_pm: number;
}

export const DEFAULT_REFERRALS_CONFIG: ReferralsConfig = { bonus_pm: 500, threshold_pm: 1000 };

/** The most referees GET /users/referrals lists (newest first); the total is counted apart. */
export const REFERRALS_LIST_MAX = 100;

/** Whether a ledger entry of this type can move a referee towards the threshold. */
export const countsTowardsReferral = (type: TransactionType | string): boolean =>
  EARNING_ACTIVITY_TYPES.has(type as TransactionType);

export type IneligibleReason =
  | 'self-referral'
  | 'referrer-missing'
  | 'referrer-suspended'
  | 'referee-suspended'
  | 'same-device'
  | 'same-ip';

/** Account states under which a member earns nobody a referral bonus (users/{uid}.status). */
const SUSPENDED_STATUSES: ReadonlySet<string> = new Set(['suspended', 'banned', 'disabled', 'blocked']);

export const isSuspendedStatus = (status: unknown): boolean =>
  typeof status === 'string' && SUSPENDED_STATUSES.has(status.toLowerCase());

/** One side of a referral, as the rule needs it. */
export interface ReferralParty {
  uid: string;
  /** Sign-up and last known addresses, as the server saw them (nulls ignored). */
  ips: ReadonlyArray<string | null | undefined>;
  /** Device ids the client sent at sign-up and sign-in (nulls ignored). */
  deviceIds: ReadonlyArray<string | null | undefined>;
  /** users/{uid}.status says so, or the Auth account is disabled. */
  suspended: boolean;
}

export interface ReferralFacts {
  referee: ReferralParty & {
    /** Whose code they entered (users/{uid}.referred_by). */
    referredBy: string;
    emailVerified: boolean;
    /** Net PM earned from activities (users/{uid}.lifetime_activity). */
    activityPm: number;
  };
  /** null when the referrer's record is gone. */
  referrer: ReferralParty | null;
}

export type ReferralDecision =
  | { outcome: 'reward'; bonus_pm: number }
  | { outcome: 'wait'; reason: 'unverified' | 'below-threshold' }
  | { outcome: 'ineligible'; reason: IneligibleReason };

/**
 * The address as compared between two members: IPv4 as is (also when IPv4-mapped in IPv6), IPv6
 * by its /64 network (one household or phone gets a whole /64). null when it is not an address.
 */
export function ipKey(ip: string | null | undefined): string | null {
  if (!ip) return null;
  const raw = ip.trim().toLowerCase().replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const mapped = /^(?:::|(?:0{1,4}:){5})ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(raw);
  const v4 = mapped ? mapped[1]! : raw;
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(v4)) return v4.split('.').every((p) => Number(p) <= 255) ? v4.split('.').map(Number).join('.') : null;
  if (!/^[0-9a-f:]+$/.test(raw) || !raw.includes(':')) return null;
  const halves = raw.split('::');
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(':') : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(':') : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail];
  if (groups.some((g) => g.length === 0 || g.length > 4)) return null;
  return `${groups.slice(0, 4).map((g) => parseInt(g, 16).toString(16)).join(':')}::/64`;
}

/** Device ids the web client makes (a random UUID kept in localStorage); anything else is ignored. */
export const DEVICE_ID_HEADER = 'x-device-id';
const DEVICE_ID = /^[A-Za-z0-9_-]{16,64}$/;
export const isDeviceId = (value: unknown): value is string => typeof value === 'string' && DEVICE_ID.test(value);

const shares = (a: ReadonlyArray<string | null>, b: ReadonlyArray<string | null>) => {
  const mine = new Set(a.filter((v): v is string => !!v));
  return b.some((v) => !!v && mine.has(v));
};

/**
 * Whether the referrer is owed the bonus for this referee now. Abuse is looked at first, so a
 * referral that can never pay says so at once; otherwise it waits for the verified email and the
 * activity threshold.
 */
export function decideReferral(facts: ReferralFacts, config: ReferralsConfig): ReferralDecision {
  const { referee, referrer } = facts;
  if (referee.referredBy === referee.uid || (referrer && referrer.uid === referee.uid))
    return { outcome: 'ineligible', reason: 'self-referral' };
  if (!referrer) return { outcome: 'ineligible', reason: 'referrer-missing' };
  if (referrer.suspended) return { outcome: 'ineligible', reason: 'referrer-suspended' };
  if (referee.suspended) return { outcome: 'ineligible', reason: 'referee-suspended' };
  const devices = (p: ReferralParty) => p.deviceIds.map((d) => (isDeviceId(d) ? d : null));
  if (shares(devices(referee), devices(referrer))) return { outcome: 'ineligible', reason: 'same-device' };
  if (shares(referee.ips.map(ipKey), referrer.ips.map(ipKey))) return { outcome: 'ineligible', reason: 'same-ip' };
  if (!referee.emailVerified) return { outcome: 'wait', reason: 'unverified' };
  if (referee.activityPm < config.threshold_pm) return { outcome: 'wait', reason: 'below-threshold' };
  return { outcome: 'reward', bonus_pm: config.bonus_pm };
}

/** A referee as their referrer sees them. */
export type RefereeStatus = 'waiting-verification' | 'earning' | 'rewarded' | 'not-eligible';

export const REFEREE_STATUS_LABELS: Readonly<Record<RefereeStatus, string>> = {
  'waiting-verification': 'Email unverified',
  earning: 'Earning',
  rewarded: 'Bonus earned',
  'not-eligible': 'Not eligible',
};

export interface Referee {
  /** Shortened ('Amelia E.'): never an email or a full name of someone else. */
  display_name: string;
  joined_at: string;
  status: RefereeStatus;
  /** While 'earning': PM earned from activities so far, at most the threshold. */
  progress_pm?: number;
  /** What this referee earned the member (the bonus once rewarded, else 0). */
  earned_pm: number;
}

/** GET /users/referrals. */
export interface ReferralsSummary {
  code: string;
  /** The sign-up page with the code filled in (?ref=CODE). */
  invite_url: string;
  bonus_pm: number;
  threshold_pm: number;
  /** Sum of the member's referral credits. */
  earned_pm: number;
  /** Everyone who joined with the code; `referees` lists the newest REFERRALS_LIST_MAX of them. */
  total_referees: number;
  referees: Referee[];
}

/** What the referrer's list shows for a referee, from the referee's stored fields. */
export function refereeStatus(
  stored: { referral_status?: unknown; email_verified?: unknown; activity_pm?: unknown },
  config: Pick<ReferralsConfig, 'threshold_pm'>,
): Pick<Referee, 'status' | 'progress_pm'> {
  if (stored.referral_status === 'rewarded') return { status: 'rewarded' };
  if (stored.referral_status === 'ineligible') return { status: 'not-eligible' };
  if (stored.email_verified !== true) return { status: 'waiting-verification' };
  const earned = typeof stored.activity_pm === 'number' && Number.isFinite(stored.activity_pm) ? stored.activity_pm : 0;
  return { status: 'earning', progress_pm: Math.max(0, Math.min(config.threshold_pm, Math.floor(earned))) };
}

/** A referee's name for someone else's screen: first name and initial, nothing that looks like an email. */
export function refereeDisplayName(name: string | null | undefined): string {
  const cleaned = (name ?? '')
    .split(/\s+/)
    .map((word) => word.split('@')[0]!)
    .join(' ');
  return shortWinnerName(cleaned);
}

/**
 * GET /users/referral-codes/{code}: whether a code invites anyone, and who, named as a referee is
 * ('Jo D.'): the sign-up page confirms a friend's code by name without giving away who they are.
 */
export type ReferralCodeCheck = { valid: true; inviter: string } | { valid: false };

/** The sign-up link that fills in the code (the sign-up page reads ?ref=). */
export const referralInviteUrl = (origin: string, code: string) =>
  `${origin.replace(/\/+$/, '')}/auth/signup?ref=${encodeURIComponent(code)}`;
