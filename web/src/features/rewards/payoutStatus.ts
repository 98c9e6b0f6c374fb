/** How a payout's status reads to its member (redeem dialog, My rewards); the words are core's. */
import { PAYOUT_MESSAGES, type Payout, type PayoutStatus } from '@pilotmiles/core';

/** The sentence for a payout still on its way; null once delivered or rejected (they show more). */
export function payoutMessage(status: PayoutStatus): string | null {
  switch (status) {
    case 'pending_review':
      return PAYOUT_MESSAGES.pendingReview;
    case 'approved':
      return PAYOUT_MESSAGES.approved;
    case 'processing':
      return PAYOUT_MESSAGES.processing;
    case 'failed':
      return PAYOUT_MESSAGES.failed;
    default:
      return null;
  }
}

export type PayoutTone = 'default' | 'info' | 'warning' | 'success' | 'error';

export const PAYOUT_TONE: Readonly<Record<PayoutStatus, PayoutTone>> = {
  pending_review: 'warning',
  approved: 'info',
  processing: 'info',
  fulfilled: 'success',
  rejected: 'error',
  // The PM stay held while staff retry it: a delay, not a refusal.
  failed: 'warning',
};

/** Ordered or being ordered from the provider: its delivery is still to come. */
export const payoutOnItsWay = (p: Pick<Payout, 'status'>): boolean => p.status === 'approved' || p.status === 'processing';
