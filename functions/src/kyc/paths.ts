/** Collections the KYC domain alone owns (docs/kyc.md, docs/data-model.md). */
import { db } from '../platform/firebase';

const KYC_COLLECTIONS = {
  /** kycEvents/{eventId}: each provider webhook event applied once (replays change nothing). */
  kycEvents: 'kycEvents',
  /** webhookCalls/{id}: every partner webhook as received, for audit. */
  webhookCalls: 'webhookCalls',
} as const;

export const kycEventsCol = () => db.collection(KYC_COLLECTIONS.kycEvents);
export const webhookCallsCol = () => db.collection(KYC_COLLECTIONS.webhookCalls);
