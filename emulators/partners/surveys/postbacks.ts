/**
 * Firing postbacks as CPX Research does: GET our API's postback URL, server to server, with the
 * parameters our template at CPX names, each filled from one of CPX's placeholders:
 * `status={status}&trans_id={trans_id}&user_id={user_id}&amount_usd={amount_usd}&amount_local={amount_local}&type={type}&hash={secure_hash}`
 * ({status}: 1 completed, 2 canceled; {type}: complete, out or bonus; {secure_hash} =
 * md5("{trans_id}-{app secure hash}")). CPX's placeholder list (publisher dashboard, as quoted in the
 * setup guides of jmenichole/qualifyfirst CPX-POSTBACK-READY.md and jasonzli-DEV/enderbit
 * CPX_SETUP_INSTRUCTIONS.md) has no survey name, so none is sent. Every transaction and every
 * postback sent is kept in memory (the last 500 and 200) so the reversal hook and the tests can find them.
 */
import { randomBytes } from 'node:crypto';
import { callBack } from '../http';
import { estimatePm, md5, surveysSecret, type Survey } from './surveys';

/** Our API's postback route locally; SURVEYS_POSTBACK_URL overrides it. */
const DEFAULT_SURVEYS_POSTBACK_URL = 'http://127.0.0.1:5000/api/postbacks/cpx';
export const surveysPostbackUrl = () => process.env.SURVEYS_POSTBACK_URL || DEFAULT_SURVEYS_POSTBACK_URL;

const KEEP_SENT = 200;
const KEEP_TRANSACTIONS = 500;

export type SurveyType = 'complete' | 'out';

/** One wall transaction: a completion or a screen-out of one member. */
export interface SurveyTransaction {
  transId: string;
  userId: string;
  surveyId: string;
  surveyName: string;
  type: SurveyType;
  /** Dollars the network pays PilotMiles for it. */
  amountUsd: number;
}

export interface SentPostback {
  at: string;
  url: string;
  /** The API's HTTP status; null when no answer came. */
  status: number | null;
  body: string;
  error?: string;
  transaction: SurveyTransaction;
  /** 1: completed, 2: reversed. */
  cpxStatus: 1 | 2;
}

const transactions = new Map<string, SurveyTransaction>();
const sent: SentPostback[] = [];

export const recentPostbacks = (): readonly SentPostback[] => sent;
export const findTransaction = (transId: string) => transactions.get(transId);

/**
 * A transaction id of the shape PilotMiles accepts from CPX (core CPX_TRANS_ID: letters, digits,
 * '-' and '_', never a '.', so never a member reference).
 */
const newTransId = () => `cpx-${randomBytes(10).toString('hex')}`;

/** A new transaction for a member finishing (or being screened out of) a survey. */
export function newTransaction(userId: string, survey: Survey): SurveyTransaction {
  const out = survey.screenOutUsd !== undefined;
  const transaction: SurveyTransaction = {
    transId: newTransId(),
    userId,
    surveyId: survey.id,
    surveyName: survey.name,
    type: out ? 'out' : 'complete',
    amountUsd: out ? survey.screenOutUsd! : survey.payoutUsd,
  };
  transactions.set(transaction.transId, transaction);
  if (transactions.size > KEEP_TRANSACTIONS) transactions.delete(transactions.keys().next().value!);
  return transaction;
}

/** The postback URL for a transaction, signed. */
export function postbackUrl(t: SurveyTransaction, cpxStatus: 1 | 2, base = surveysPostbackUrl(), secret = surveysSecret()): string {
  const url = new URL(base);
  const params: Record<string, string> = {
    status: String(cpxStatus),
    trans_id: t.transId,
    user_id: t.userId,
    amount_usd: t.amountUsd.toFixed(2),
    // What the wall would show the member; PilotMiles credits its own share instead.
    amount_local: String(estimatePm(t.amountUsd)),
    type: t.type,
    hash: md5(`${t.transId}-${secret}`),
  };
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return url.toString();
}

async function fire(url: string, transaction: SurveyTransaction, cpxStatus: 1 | 2): Promise<SentPostback> {
  const record: SentPostback = { at: new Date().toISOString(), url, ...(await callBack(url)), transaction, cpxStatus };
  sent.push(record);
  if (sent.length > KEEP_SENT) sent.splice(0, sent.length - KEEP_SENT);
  console.log(`[surveys] postback status=${cpxStatus} ${transaction.type} ${transaction.transId} -> ${record.status ?? record.error}`);
  return record;
}


/** Sends a transaction's postback (two identical ones at once when `twice`); resolves when all are answered. */
export function sendPostback(
  transaction: SurveyTransaction,
  { cpxStatus = 1 as 1 | 2, twice = false, base }: { cpxStatus?: 1 | 2; twice?: boolean; base?: string } = {},
) {
  const url = postbackUrl(transaction, cpxStatus, base);
  return Promise.all(Array.from({ length: twice ? 2 : 1 }, () => fire(url, transaction, cpxStatus)));
}
