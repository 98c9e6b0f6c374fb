/**
 * CPX Research's postbacks (docs/surveys.md):
 * `?status=1|2&trans_id&user_id&amount_usd&type=complete|out|bonus&hash` where
 * hash = md5("{trans_id}-{secret}"). The hash proves the caller knows our secret or holds a value
 * signed with it; it covers the transaction id only, so what a transaction pays and to whom is
 * fixed by its first report. The wall's member links are signed with the same secret, so `screen`
 * refuses any transaction id such a link could carry (forgery.service.ts).
 */
import { createHash } from 'node:crypto';
import {
  CPX_STATUSES,
  SURVEY_NETWORK,
  cpxPostbackQuery,
  describeZodError,
  surveyMemberId,
  type PostbackStatus,
  type SurveyType,
} from '@pilotmiles/core';
import { badRequest } from '../platform/errors';
import { secretsEqual, type NetworkAdapter } from '../conversions';
import { refuseForgedTransaction } from './forgery.service';

/** One wall transaction as reported. */
export interface CpxReport {
  transId: string;
  /** The member's uid (the postback's user_id without our prefix). */
  uid: string;
  status: PostbackStatus;
  type: SurveyType;
  /** What the wall pays us, in dollars (our rule turns it into the member's PM). */
  amountUsd: number;
  surveyName: string | null;
}

export const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/** The hash a postback for `transId` carries. */
export const postbackHash = (transId: string, secret: string) => md5(`${transId}-${secret}`);

export const cpxAdapter: NetworkAdapter<CpxReport> = {
  network: SURVEY_NETWORK,
  redact: ['hash'],
  verify(request, secret) {
    const { hash, trans_id } = request.query;
    if (!secret || typeof hash !== 'string' || typeof trans_id !== 'string') return false;
    return secretsEqual(hash.toLowerCase(), postbackHash(trans_id, secret));
  },
  screen: refuseForgedTransaction,
  parse(request) {
    const parsed = cpxPostbackQuery.safeParse(request.query);
    if (!parsed.success) {
      const { field, message } = describeZodError(parsed.error, 'query');
      throw badRequest(message, field);
    }
    const q = parsed.data;
    return {
      transId: q.trans_id,
      // The schema accepted it only if it names a member.
      uid: surveyMemberId(q.user_id)!,
      status: CPX_STATUSES[q.status],
      type: q.type,
      amountUsd: q.amount_usd,
      surveyName: q.survey_name || null,
    };
  },
};
