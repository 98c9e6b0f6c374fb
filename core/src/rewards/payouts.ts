/**
 * Payouts: a redemption's life after the debit (docs/rewards.md). The review rules (which payouts
 * staff look at first), the KYC thresholds, and the one table of what staff may do to a payout in
 * each status live here, so the server and the screens agree.
 */
import { formatPM } from '../money';
import type { CursorPage } from '../paging';
import type { RewardCategory, RewardDelivery } from './catalog';

/**
 * pending_review: waiting for staff. approved: to be sent to the provider (by the job, or at once).
 * processing: the provider holds the order and has not delivered yet. fulfilled: delivered.
 * rejected: staff refused it; the PM are refunded. failed: the provider, asked for the order, has
 * none or a failed one; the PM stay held while staff retry it or reject it (which refunds).
 */
export const PAYOUT_STATUSES = ['pending_review', 'approved', 'processing', 'fulfilled', 'rejected', 'failed'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

export const PAYOUT_STATUS_LABELS: Readonly<Record<PayoutStatus, string>> = {
  pending_review: 'Pending review',
  approved: 'Approved',
  processing: 'Processing',
  fulfilled: 'Delivered',
  rejected: 'Rejected',
  failed: 'Failed',
};

/** What staff may do to a payout (PATCH /admin/rewards/payouts/{id}). */
export const PAYOUT_ACTIONS = ['approve', 'reject', 'retry'] as const;
export type PayoutAction = (typeof PAYOUT_ACTIONS)[number];

/**
 * The status each action moves a payout to, from the statuses it may start from. Rejecting is
 * allowed only before the provider has the order (pending review) or after it gave up (failed):
 * an approved or processing payout may already have a code out there. A payout the provider may
 * hold is rejected only once the provider confirms it has no live order (PROVIDER_FINDINGS).
 */
export const PAYOUT_ACTION_RULES: Readonly<Record<PayoutAction, { from: readonly PayoutStatus[]; to: PayoutStatus }>> = {
  approve: { from: ['pending_review'], to: 'approved' },
  reject: { from: ['pending_review', 'failed'], to: 'rejected' },
  retry: { from: ['failed'], to: 'approved' },
};

/** The status after `action`, or null when the payout's status does not allow it. */
export function payoutAfterAction(status: PayoutStatus, action: PayoutAction): PayoutStatus | null {
  const rule = PAYOUT_ACTION_RULES[action];
  return rule.from.includes(status) ? rule.to : null;
}

/**
 * What the gift-card provider says when asked for the order it holds under our payout id (its
 * external_id): `delivered` (executed, the card out), `pending` (it holds an order not yet
 * delivered, or executed with a delivery not yet through), `failed` (failed or canceled), `none`
 * (no such order), `unreachable` (no answer, or one we cannot read).
 */
const PROVIDER_FINDINGS = ['delivered', 'pending', 'failed', 'none', 'unreachable'] as const;
export type ProviderFinding = (typeof PROVIDER_FINDINGS)[number];

/**
 * Reconciliation: before a payout is failed, rejected or refunded, the provider is asked for its
 * order. A delivered order makes the payout fulfilled; one it still holds makes it processing; only
 * "no such order" or a failed one lets it fail or be refunded; without an answer nothing is decided
 * (null: the job asks again later, staff are told to try again).
 */
export const PAYOUT_AFTER_FINDING: Readonly<Record<ProviderFinding, 'fulfilled' | 'processing' | 'failed' | null>> = {
  delivered: 'fulfilled',
  pending: 'processing',
  failed: 'failed',
  none: 'failed',
  unreachable: null,
};

/** Whether the provider's finding lets a payout fail or be refunded. */
export const findingAllowsRefund = (finding: ProviderFinding) => PAYOUT_AFTER_FINDING[finding] === 'failed';

/** What a payout knows of its dealings with the provider. */
export interface ProviderTrace {
  status: PayoutStatus;
  /** When it was first sent to the provider; absent on payouts never sent (and on older ones). */
  ordered_at?: unknown;
  attempts?: number;
  provider_order_id?: string | null;
}

/**
 * Whether the provider may hold an order for this payout: one it gave up on, or one ever sent to
 * it (a payout sent and moved back to review included). Only these are reconciled before a refund.
 */
export const mayBeAtProvider = (p: ProviderTrace) =>
  p.status === 'failed' || p.ordered_at != null || (p.attempts ?? 0) > 0 || !!p.provider_order_id;

/** A payout's history line saying what the provider answered (reasons shown to the member too). */
export const PROVIDER_FINDING_NOTES: Readonly<Record<ProviderFinding, string>> = {
  delivered: 'The provider delivered this order',
  pending: 'The provider has this order in progress',
  failed: 'The provider reports this order failed',
  none: 'The provider has no order for this payout',
  unreachable: 'The provider could not be asked about this order',
};

/** A processing order the provider has not delivered for this long is flagged for staff (never failed for it). */
export const PROCESSING_OVERDUE_HOURS = 24;
export const PROCESSING_OVERDUE_NOTE = `The provider has not delivered for ${PROCESSING_OVERDUE_HOURS} hours: the order is still in progress there`;

/** What staff read when the provider's answer stops their rejection (409). */
export const PAYOUT_RECONCILE_REFUSALS = {
  delivered: 'The provider delivered this payout, so it was not rejected: it is now marked delivered and nothing was refunded.',
  pending:
    'The provider still has this order in progress, so it was not rejected: it is back to processing and nothing was refunded. If it must not be delivered, cancel it at the provider first, then reject it.',
  unreachable:
    'We could not reach the gift-card provider to check whether this payout was delivered, so it was not rejected and nothing was refunded. Try again in a few minutes.',
  changed: 'This payout changed while we checked it with the provider. Try again.',
} as const;

/** Why a payout went to review (shown to staff beside it). */
const REVIEW_REASONS = [
  'first-payout',
  'above-threshold',
  'new-account',
  'recent-reversal',
  'country-mismatch',
  'kyc-required',
  'negative-balance',
] as const;
export type ReviewReason = (typeof REVIEW_REASONS)[number];

export const REVIEW_REASON_LABELS: Readonly<Record<ReviewReason, string>> = {
  'first-payout': 'First payout',
  'above-threshold': 'Above the auto-approve limit',
  'new-account': 'New account',
  'recent-reversal': 'Earnings reversed recently',
  'country-mismatch': 'Login or redemption country differs from sign-up',
  'kyc-required': 'Identity not verified yet',
  'negative-balance': 'Balance negative after a reversal',
};

/**
 * Reasons an ordinary payout carries (every first payout, anything above the auto-approve limit):
 * the others are risk flags, which staff approve only with a note saying why.
 */
const ROUTINE_REVIEW_REASONS: readonly ReviewReason[] = ['first-payout', 'above-threshold'];

export const riskFlags = (reasons: readonly ReviewReason[]) => reasons.filter((r) => !ROUTINE_REVIEW_REASONS.includes(r));

/** Approving a payout of at least this many dollars asks staff to confirm it first. */
export const CONFIRM_APPROVAL_AT_USD = 100;

/** A note on a flagged approval: at least this many characters (kept for staff, never shown to the member). */
export const APPROVAL_NOTE_MIN = 3;

/**
 * What approving a payout asks of staff, checked by the server and shown by the screens: one click
 * (`none`), a confirmation (`confirm`: a large payout), or a confirmation with a note (`note`: a
 * risk flag). A one-click approval of a $1,000 prize whose winner is unverified is a mistake waiting.
 */
export type ApprovalCheck = 'none' | 'confirm' | 'note';

export function approvalCheck(p: { value_usd: number; review_reasons: readonly ReviewReason[] }): ApprovalCheck {
  if (riskFlags(p.review_reasons).length > 0) return 'note';
  return p.value_usd >= CONFIRM_APPROVAL_AT_USD ? 'confirm' : 'none';
}

/** Why the server refused an approval sent without what approvalCheck asks (409 rewards/approval-unconfirmed). */
export const APPROVAL_REFUSALS: Readonly<Record<Exclude<ApprovalCheck, 'none'>, string>> = {
  confirm: `Approving a payout of $${CONFIRM_APPROVAL_AT_USD} or more needs a confirmation: open it and confirm`,
  note: 'This payout is flagged for review: approving it needs a confirmation and a note saying why',
};

/**
 * Payouts sent back to review while their member's balance is negative (a reversal took back PM
 * they had spent): approved ones (not ordered yet, or waiting to retry) and failed ones (the
 * provider gave up; the PM are still held). A processing order is at the provider, which cannot
 * be stopped; delivered and rejected ones are settled. docs/rewards.md "A member in debt".
 */
export const HELD_WHILE_IN_DEBT: readonly PayoutStatus[] = ['approved', 'failed'];

/** Staff actions that send a payout to the provider: refused while the member's balance is negative. */
export const DELIVERING_ACTIONS: readonly PayoutAction[] = ['approve', 'retry'];

/** The history line of a payout sent back to review by a debt. */
export const debtReviewReason = (balance: number) => `Balance ${formatPM(balance)} after a reversal: held for review`;

/** Staff-tunable review and KYC rules, stored at config/payouts. */
export interface PayoutsConfig {
  /** Later payouts up to this many dollars are approved automatically when no risk flag is set. */
  auto_approve_max_usd: number;
  /** Accounts younger than this many days always go to review. */
  min_account_age_days: number;
  /** A reversal of any kind (core REVERSAL_TYPES) within this many days sends payouts to review. */
  reversal_lookback_days: number;
  /** Review when the last login's or the redemption's country differs from the member's (server-seen). */
  check_login_country: boolean;
  /** Identity verification before the first cash payout. */
  kyc_for_cash: boolean;
  /** Identity verification once the member's redeemed total would pass this many dollars. */
  kyc_lifetime_usd: number;
  /** Provider attempts before a payout is marked failed for staff. */
  max_attempts: number;
}

export const DEFAULT_PAYOUTS_CONFIG: PayoutsConfig = {
  auto_approve_max_usd: 25,
  min_account_age_days: 7,
  reversal_lookback_days: 30,
  check_login_country: true,
  kyc_for_cash: true,
  kyc_lifetime_usd: 200,
  max_attempts: 3,
};

/** What the review rules look at, gathered by the server when a member redeems. */
export interface ReviewInput {
  /** Payouts of this member delivered before: none means this is their first. */
  fulfilledBefore: number;
  valueUsd: number;
  /** Account age in days (fractional). */
  accountAgeDays: number;
  /** Whether a credit of theirs (offer, survey, cashback, referral bonus) was reversed within the lookback. */
  recentReversal: boolean;
  /** The member's country, as the server decided it (never the client's report). */
  signupCountry: string | null | undefined;
  /** The country of the member's latest login, as the server saw it. */
  loginCountry: string | null | undefined;
  /** The country this payout's own request comes from (a redemption), as the server sees it. */
  requestCountry?: string | null;
}

export interface ReviewDecision {
  status: 'pending_review' | 'approved';
  reasons: ReviewReason[];
}

/**
 * A member's first payout always goes to review; later ones are approved automatically up to the
 * threshold unless a risk flag is set. Every reason that applies is listed, for staff.
 */
export function reviewPayout(input: ReviewInput, config: PayoutsConfig): ReviewDecision {
  const reasons: ReviewReason[] = [];
  if (input.fulfilledBefore <= 0) reasons.push('first-payout');
  if (input.valueUsd > config.auto_approve_max_usd) reasons.push('above-threshold');
  if (input.accountAgeDays < config.min_account_age_days) reasons.push('new-account');
  if (input.recentReversal) reasons.push('recent-reversal');
  const signup = input.signupCountry?.trim().toUpperCase();
  const elsewhere = [input.loginCountry, input.requestCountry].some((c) => {
    const seen = c?.trim().toUpperCase();
    return !!seen && seen !== signup;
  });
  if (config.check_login_country && signup && elsewhere) reasons.push('country-mismatch');
  return { status: reasons.length ? 'pending_review' : 'approved', reasons };
}

export const KYC_STATUSES = ['none', 'pending', 'approved', 'declined'] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];

export const KYC_STATUS_LABELS: Readonly<Record<KycStatus, string>> = {
  none: 'Not verified',
  pending: 'Verification in progress',
  approved: 'Verified',
  declined: 'Verification declined',
};

/** Why identity verification is needed for a redemption. */
export type KycReason = 'cash' | 'lifetime';

export interface KycInput {
  category: RewardCategory;
  valueUsd: number;
  /** Dollars redeemed so far and not refunded. */
  redeemedUsd: number;
  kycStatus: KycStatus;
}

/** Why this redemption needs a verified identity first, or null when it does not. */
export function kycRequiredFor(input: KycInput, config: PayoutsConfig): KycReason | null {
  if (input.kycStatus === 'approved') return null;
  if (config.kyc_for_cash && input.category === 'cash') return 'cash';
  if (input.redeemedUsd + input.valueUsd > config.kyc_lifetime_usd) return 'lifetime';
  return null;
}

/** The member's identity verification, as the API shows it (users/{uid}.kyc; server-owned). */
export interface KycState {
  status: KycStatus;
  /** The provider's session for the current attempt; null before any. */
  session_id: string | null;
  /** Why a verification was declined (the provider's words), when it was. */
  reason: string | null;
  updated_at: string | null;
}

/**
 * Where the provider's page may send the member back (PATCH /users/kyc `return_path`): only this
 * site's own verification pages, as a relative path (the server puts its own origin in front),
 * the partner portal's with its brand. Anything else, another site included, is refused.
 */
export const KYC_RETURN_PATH = /^\/(?:auth\/kyc|cp\/rewards\/kyc-2)(?:\?brand=[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?)?$/;

/** The provider's page returns here unless the start names another of KYC_RETURN_PATH. */
export const DEFAULT_KYC_RETURN_PATH = '/auth/kyc';

/** PATCH /users/kyc: the session to complete on the provider's page. */
export interface KycSession {
  kyc: KycState;
  /** Where the member completes it; null when already verified. */
  session_url: string | null;
}

/** What the member receives once a payout is delivered. */
export interface PayoutDelivery {
  code: string | null;
  pin: string | null;
  link: string | null;
}

export interface PayoutHistoryLine {
  status: PayoutStatus;
  at: string;
  /** 'member', 'system', or a staff uid (the member's own view says 'staff'). */
  by: string;
  /** Staff's note or a failure's error; the member's own view keeps only a rejection's. */
  reason?: string;
}

/** Why a payout exists: the member redeemed PM, or won a sweepstake (docs/sweepstakes.md). */
export type PayoutSource = 'redemption' | 'sweepstake';

/** A payout as its member sees it (GET /users/{id}/payouts, POST /rewards/redeem). */
export interface Payout {
  id: string;
  uid: string;
  source: PayoutSource;
  /** The sweepstake a prize payout was won in; null for redemptions. */
  sweepstake_id: string | null;
  reward_id: string;
  reward_name: string;
  brand: string;
  category: RewardCategory;
  image_url: string;
  delivery_kind: RewardDelivery;
  value_usd: number;
  /** PM debited for it (0 for a prize). */
  pilot_miles: number;
  status: PayoutStatus;
  /** Code, PIN or link once delivered; null before (and masked for staff). */
  delivery: PayoutDelivery | null;
  /** The address it is sent to, masked ('j…@example.com', core maskEmail); null when unknown. */
  sent_to: string | null;
  /** Staff's reason when rejected. */
  rejection_reason: string | null;
  /** The refund's ledger id (refund:{id}) once refunded. */
  refund_tx: string | null;
  created_at: string;
  updated_at: string;
  fulfilled_at: string | null;
  history: PayoutHistoryLine[];
}

/** A payout as staff see it (GET /admin/rewards/payouts). */
export interface AdminPayout extends Payout {
  email: string | null;
  review_reasons: ReviewReason[];
  attempts: number;
  last_error: string | null;
  provider_order_id: string | null;
  /** Staff's note on approving it (a flagged or large payout): staff's only, never in the member's view. */
  approval_note: string | null;
}

export type PayoutsPage = CursorPage<Payout>;
export type AdminPayoutsPage = CursorPage<AdminPayout>;

/** POST /rewards/redeem. */
export interface RedeemResult {
  payout: Payout;
  /** The member's balance after the debit. */
  balance: number;
}

/** PATCH /admin/rewards/payouts (bulk): one line per id. */
export interface BulkPayoutResult {
  results: Array<{ id: string; ok: true; payout: AdminPayout } | { id: string; ok: false; code: string; message: string }>;
}

/** Error codes of the rewards calls. */
export const REWARD_ERROR_CODES = {
  rewardNotFound: 'rewards/not-found',
  valueNotOffered: 'rewards/value-not-offered',
  notInCountry: 'rewards/not-available-in-country',
  kycRequired: 'rewards/kyc-required',
  payoutNotFound: 'rewards/payout-not-found',
  payoutState: 'rewards/payout-state',
  payoutDelivered: 'rewards/payout-delivered',
  payoutInProgress: 'rewards/payout-in-progress',
  providerUnavailable: 'rewards/provider-unavailable',
  requestReused: 'rewards/request-reused',
  memberInDebt: 'rewards/member-in-debt',
  approvalUnconfirmed: 'rewards/approval-unconfirmed',
  kycAlreadyApproved: 'kyc/already-approved',
  kycUnavailable: 'kyc/provider-unavailable',
  kycUnknownSession: 'kyc/unknown-session',
} as const;

/** What the member reads when a redemption needs verification first. */
export const KYC_REQUIRED_MESSAGES: Readonly<Record<KycReason, string>> = {
  cash: 'Verify your identity before your first cash payout. It takes about two minutes.',
  lifetime: 'Verify your identity to keep redeeming: your rewards have passed the amount we can send without it.',
};

/** The member-facing sentence for a payout's state (redeem dialog, My rewards). */
export const PAYOUT_MESSAGES = {
  pendingReview: 'Pending review — usually within 24 hours',
  approved: 'Approved — your reward is on its way',
  processing: 'Processing — your reward is on its way',
  failed: 'Delayed — our team is looking into it',
} as const;
