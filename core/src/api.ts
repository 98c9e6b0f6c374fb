/** The API contract (docs/architecture.md): envelopes, error codes and response bodies the screens need. */
import type { Transaction, TransactionType } from './ledger';
import type { CursorPage } from './paging';
import type { User } from './user';
import type { WheelSegment } from './daily/bonus';
import type { ChallengeTier } from './daily/challenge';

/** Every success is `{ data }`; every failure is `{ message, code }` (+ the offending field for validation errors). */
export interface ApiErrorBody {
  message: string;
  code: string;
  field?: string;
  /** Seconds until the refused call may succeed (too early, rate-limited); also a Retry-After header. */
  retry_after?: number;
}

export const ERROR_CODES = {
  sessionExpired: 'auth/session-expired',
  emailNotVerified: 'auth/email-not-verified',
  forbidden: 'auth/forbidden',
  invalidInput: 'validation/invalid-input',
  invalidJson: 'validation/invalid-json',
  payloadTooLarge: 'validation/payload-too-large',
  notFound: 'not-found',
  userNotFound: 'users/not-found',
  rateLimited: 'rate-limited',
  internal: 'internal',
  unavailable: 'unavailable',
  appCheckFailed: 'app-check/failed',
} as const;

/** The header a deployed web app sends its Firebase App Check token in (docs/deploy.md "App Check"). */
export const APP_CHECK_HEADER = 'x-firebase-appcheck';

/** Timezone header the client sends with every call. */
export const TIMEZONE_HEADER = 'x-timezone';

export type { CursorPage } from './paging';

export interface TransactionsPage extends CursorPage<Transaction> {
  /**
   * Earnings not in the ledger yet (a conversion waiting out its hold, docs/conversions.md), newest first;
   * only with the first page.
   */
  pending?: PendingEarning[];
}

/** An earning the member will get when its hold passes or the network approves it (or staff confirm it). */
export interface PendingEarning {
  id: string;
  type: TransactionType;
  description: string;
  amount: number;
  /** When it is credited (a hold's end) or expected (a store's approval), ISO; null when staff must decide. */
  confirms_at: string | null;
  created_at: string;
}

export interface DashboardV2 {
  balance: number;
  earned_today: number;
  lifetime_earned: number;
  day_key: string;
  recent_transactions: Transaction[];
}

export interface ResendVerificationResult {
  /** Always true, whether or not a mail went out: the answer never reveals an account. */
  sent: true;
}

export interface AdminDashboard {
  users_total: number;
  users_verified: number;
  users_new_7d: number;
  admins: number;
  pm_outstanding: number;
  pm_lifetime_earned: number;
  recent_users: Array<Pick<User, 'uid' | 'email' | 'display_name' | 'created_at' | 'total_coins'>>;
}

export const DAILY_ERROR_CODES = {
  bonusNotYet: 'daily-bonus/not-yet',
  challengeNotReached: 'daily-challenge/not-reached',
  challengeAllDone: 'daily-challenge/all-done',
  challengeTierMismatch: 'daily-challenge/tier-mismatch',
  articleNotFound: 'articles/not-found',
  articleTooEarly: 'articles/too-early',
  articleAlreadyClaimed: 'articles/already-claimed',
  articleDailyLimit: 'articles/daily-limit',
} as const;

/** GET /users/daily-bonus/status. Times are ISO strings. */
export interface DailyBonusStatus {
  canClaim: boolean;
  lastClaimedAt: string | null;
  /** Consecutive days claimed; 0 once the streak is broken. */
  streak: number;
  /** What the next claim pays (on a wheel day: the wheel's largest prize, "up to"). */
  nextRewardAmount: number;
  /** The streak day the next claim will be. */
  nextDay: number;
  nextIsWheel: boolean;
  /** When the next claim opens; null when it is open now. */
  nextClaimAt: string | null;
  /** When the streak breaks without a claim; null without a streak. */
  streakBreaksAt: string | null;
  /** Server clock, so the client's countdown does not depend on a wrong device clock. */
  serverTime: string;
}

/** POST /users/daily-bonus and /collect. */
export interface DailyBonusClaimResult {
  amount: number;
  /** The streak day this claim was. */
  day: number;
  streak: number;
  /** Set on wheel days: the segments and where the server's draw landed. */
  wheel: { segments: WheelSegment[]; segmentIndex: number } | null;
  /** True when /collect returned today's earlier claim instead of making a new one. */
  replayed: boolean;
  status: DailyBonusStatus;
}

/** GET /users/daily-challenge/progress (also returned by POST /users/daily-challenge and claims). */
export interface DailyChallengeProgress {
  day_key: string;
  /** The current tier, or null when all of today's tiers are collected. */
  challenge: ChallengeTier | null;
  /** 0-based index of the current tier (== tiers_total when all are done). */
  tier_index: number;
  tiers_total: number;
  /** PM earned today from earning activities. */
  earned: number;
  remaining: number;
  completed: boolean;
  /** The user's next local midnight, when the day's challenge ends. */
  ends_at: string;
  serverTime: string;
}

/** POST /users/daily-challenge/claim. */
export interface DailyChallengeClaimResult {
  amount: number;
  tier_index: number;
  /** True when this tier had already been collected (nothing new credited). */
  replayed: boolean;
  progress: DailyChallengeProgress;
}

/** A row of the article lists. */
export interface ArticleHeader {
  slug: string;
  title: string;
  date: string;
  excerpt: string;
  img: string | null;
  content_length: number;
  /** Only for a signed-in caller: claimed today. */
  claimed_today?: boolean;
}

/** GET /articles/{slug}. */
export interface Article {
  slug: string;
  title: string;
  date: string;
  /** Markdown. */
  content: string;
  content_length: number;
  img: string | null;
  /** Only for a signed-in caller. */
  claimed_today?: boolean;
  /** When the server recorded this user's first open today (claims unlock 20 s later). */
  opened_at?: string | null;
}

/** POST /articles/claim. */
export interface ArticleClaimResult {
  amount: number;
  /** Article PM claimed today, after this claim. */
  claimed_today_total: number;
  cap: number;
}

export const NOTIFICATION_ERROR_CODES = {
  notFound: 'notifications/not-found',
} as const;

/** One in-app message (users/{uid}/notifications/{id}), e.g. a streak reminder. */
export interface AppNotification {
  id: string;
  /** 'streak-reminder' today; a string so older clients tolerate new kinds. */
  type: string;
  title: string;
  body: string;
  /** An in-app path to open on click. */
  url: string;
  /** ISO time. */
  created_at: string;
  read: boolean;
}

/** GET /users/notifications: the newest first, and the count of all unread ones. */
export interface NotificationsList {
  items: AppNotification[];
  unread: number;
}

/** POST /users/notifications/read-all. */
export interface NotificationsReadAllResult {
  /** How many were unread and are now read. */
  updated: number;
}
