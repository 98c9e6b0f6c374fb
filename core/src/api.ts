/** The API contract (DESIGN §3): envelopes, error codes and response bodies the screens need. */
import type { Transaction } from './ledger';
import type { User } from './user';

/** Every success is `{ data }`. */
export interface ApiSuccess<T> {
  data: T;
}

/** Every failure is `{ message, code }` (+ the offending field for validation errors). */
export interface ApiErrorBody {
  message: string;
  code: string;
  field?: string;
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
} as const;

/** Timezone header the client sends with every call. */
export const TIMEZONE_HEADER = 'x-timezone';

export interface TransactionsPage {
  items: Transaction[];
  /** Pass back as `cursor` for the next (older) page; null when there is none. */
  nextCursor: string | null;
}

export interface DashboardV2 {
  balance: number;
  earned_today: number;
  lifetime_earned: number;
  day_key: string;
  recent_transactions: Transaction[];
}

export interface ResendVerificationResult {
  /** Always true unless rate-limited; never reveals whether the address exists. */
  sent: boolean;
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
