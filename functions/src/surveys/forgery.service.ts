/**
 * Forged survey postbacks (docs/surveys.md "Trust"). CPX signs a postback with
 * md5("{trans_id}-{secret}") and the wall's member link with md5("{ext_user_id}-{secret}"), one
 * secret for both: a member who used their own link's hash as a postback's would pass the check.
 * So a correctly signed postback whose transaction id could be such a value (not of the network's
 * shape, or a member's uid) is refused, stored with its code, and written to the audit trail
 * against the member whose id it used, where staff find it (GET /admin/logs?action=postback.refused).
 */
import {
  FORGED_TRANSACTION_MESSAGES,
  SURVEY_ERROR_CODES,
  SURVEY_NETWORK,
  forgedTransaction,
  surveyMemberId,
} from '@pilotmiles/core';
import { audit } from '../platform/audit';
import { HttpError } from '../platform/errors';
import { db } from '../platform/firebase';
import { userRef } from '../platform/paths';
import type { PostbackRequest } from '../conversions';

export const POSTBACK_REFUSED_ACTION = 'postback.refused';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Throws 403 surveys/forged-transaction (after auditing it) unless the transaction id can be the network's. */
export async function refuseForgedTransaction(request: PostbackRequest, postbackId: string): Promise<void> {
  const transId = text(request.query.trans_id);
  const userId = text(request.query.user_id);
  // The members the postback names: by its transaction id (whose link's hash it may carry) and as the one to credit.
  const named = [...new Set([surveyMemberId(transId), surveyMemberId(userId)].filter((uid): uid is string => uid !== null))];
  const members = named.length ? await db.getAll(...named.map(userRef)) : [];
  const existing = members.filter((m) => m.exists).map((m) => m.id);

  const reason = forgedTransaction(transId, userId) ?? (existing.includes(transId) ? 'member-id' : null);
  if (!reason) return;

  const message = FORGED_TRANSACTION_MESSAGES[reason];
  await audit({
    actor: `partner:${SURVEY_NETWORK}`,
    action: POSTBACK_REFUSED_ACTION,
    target: existing.length ? `users/${existing[0]}` : `postbacks/${postbackId}`,
    before: null,
    after: {
      code: SURVEY_ERROR_CODES.forgedTransaction,
      reason,
      postback: `postbacks/${postbackId}`,
      trans_id: transId.slice(0, 200),
      user_id: userId.slice(0, 200),
      members: existing,
    },
    reason: message,
  });
  throw new HttpError(403, SURVEY_ERROR_CODES.forgedTransaction, message);
}
