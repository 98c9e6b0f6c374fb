/**
 * What staff may do to a payout, worded for the buttons and toasts. Which action a status allows
 * is core's table (payoutAfterAction), the same one the server checks.
 */
import { z } from 'zod';
import {
  adminPayoutPatch,
  APPROVAL_NOTE_MIN,
  approvalCheck,
  PAYOUT_ACTIONS,
  payoutAfterAction,
  type AdminPayout,
  type BulkPayoutResult,
  type PayoutAction,
} from '@pilotmiles/core';
import type { AdminNotice } from '../shared/useAdminAction';

export const actionsFor = (p: Pick<AdminPayout, 'status'>): PayoutAction[] =>
  PAYOUT_ACTIONS.filter((a) => payoutAfterAction(p.status, a) !== null);

export const allows = (p: Pick<AdminPayout, 'status'>, action: PayoutAction) =>
  payoutAfterAction(p.status, action) !== null;

/**
 * The bulk bar's actions. Retry stays one at a time: a failed order deserves a look at its error
 * before it is sent to the provider again.
 */
export const BULK_ACTIONS = ['approve', 'reject'] as const satisfies readonly PayoutAction[];
export type BulkAction = (typeof BULK_ACTIONS)[number];

/** A row can be ticked when a bulk action applies to it. */
export const selectable = (p: Pick<AdminPayout, 'status'>) => BULK_ACTIONS.some((a) => allows(p, a));

interface Wording {
  label: string;
  color: 'success' | 'error' | 'primary';
  /** The toast after one payout. */
  done: string;
  /** '3 approved'. */
  past: string;
}

export const ACTION_WORDING: Readonly<Record<PayoutAction, Wording>> = {
  approve: {
    label: 'Approve',
    color: 'success',
    done: 'Payout approved: it goes to the provider now',
    past: 'approved',
  },
  reject: { label: 'Reject', color: 'error', done: 'Payout rejected and the PilotMiles refunded', past: 'rejected' },
  retry: {
    label: 'Retry',
    color: 'primary',
    done: 'Payout approved again: it goes to the provider now',
    past: 'retried',
  },
};

/** At most this many distinct refusals are quoted in a bulk summary (a toast is one line or two). */
const QUOTED_REFUSALS = 2;

/**
 * '3 approved, 1 could not be changed: <the server's reason>' for a bulk action; the toast is a
 * success only when every payout changed.
 */
export function bulkSummary(result: BulkPayoutResult, action: PayoutAction): AdminNotice {
  const changed = result.results.filter((r) => r.ok).length;
  const refusals = result.results.flatMap((r) => (r.ok ? [] : [r.message]));
  const head = `${changed} ${ACTION_WORDING[action].past}`;
  if (refusals.length === 0) return { message: head, tone: 'success' };
  const reasons = [...new Set(refusals)];
  const quoted = reasons.slice(0, QUOTED_REFUSALS).join('; ') + (reasons.length > QUOTED_REFUSALS ? '; …' : '');
  return {
    message: `${head}, ${refusals.length} could not be changed: ${quoted}`,
    tone: changed === 0 ? 'error' : 'info',
  };
}

/** The ids a bulk answer changed (they leave the selection; the refused ones stay ticked). */
export const changedIds = (result: BulkPayoutResult) => result.results.filter((r) => r.ok).map((r) => r.id);

/**
 * A rejection's reason as core checks it (adminPayoutPatch): required, at least 3 characters,
 * because the member reads it. Trimmed, as the server stores it.
 */
export const rejectReason: z.ZodType<string, string> = z
  .string()
  .superRefine((reason, ctx) => {
    const checked = adminPayoutPatch.safeParse({ action: 'reject', reason });
    if (!checked.success)
      for (const issue of checked.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
  })
  .transform((reason) => reason.trim());

/**
 * Whether approving these payouts goes through the approval dialog (core approvalCheck: a large or
 * flagged one), and whether its note is required (a flagged one). The server asks the same.
 */
export function approvalAsks(payouts: readonly AdminPayout[]): { dialog: boolean; note: boolean } {
  const checks = payouts.map(approvalCheck);
  return { dialog: checks.some((c) => c !== 'none'), note: checks.includes('note') };
}

/** The approval dialog's note, trimmed: required (core APPROVAL_NOTE_MIN) when a payout is flagged. */
export const approvalNote = (required: boolean): z.ZodType<string, string> =>
  z
    .string()
    .trim()
    .max(500, 'must be at most 500 characters')
    .refine((note) => !required || note.length >= APPROVAL_NOTE_MIN, {
      message: `say why it is safe to approve (at least ${APPROVAL_NOTE_MIN} characters)`,
    });
