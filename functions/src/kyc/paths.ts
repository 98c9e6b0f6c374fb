/** Collections the KYC domain alone owns (docs/kyc.md, docs/data-model.md). */
import { db } from '../platform/firebase';

const KYC_COLLECTIONS = {
  /** kycEvents/{sessionId_attemptId_status}: each Veriff decision webhook applied once (retries and replays change nothing). */
  kycEvents: 'kycEvents',
  /** webhookCalls/{id}: every partner webhook as received, for audit. */
  webhookCalls: 'webhookCalls',
} as const;

export const kycEventsCol = () => db.collection(KYC_COLLECTIONS.kycEvents);
export const webhookCallsCol = () => db.collection(KYC_COLLECTIONS.webhookCalls);
