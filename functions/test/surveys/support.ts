/** Fixtures of the surveys tests: postbacks as the survey wall (CPX style) signs and sends them. */
import { createHash, randomUUID } from 'node:crypto';
import { db } from '../../src/platform/firebase';
import { api } from '../support/helpers';

/** functions/.secret.local's SURVEYS_POSTBACK_SECRET (the tests run with the local settings). */
export const SURVEYS_SECRET = process.env.SURVEYS_POSTBACK_SECRET ?? 'local-surveys-secret';
export const SURVEYS_APP_ID = process.env.SURVEYS_APP_ID ?? '24601';
export const LOCAL_WALL = process.env.SURVEYS_WALL_URL ?? 'http://127.0.0.1:9400/surveys/wall';

export const md5 = (text: string) => createHash('md5').update(text).digest('hex');
export const transId = () => `cpx-${randomUUID().replace(/-/g, '').slice(0, 20)}`;

export interface SurveyPostback {
  status?: string;
  trans_id?: string;
  user_id?: string;
  amount_usd?: string;
  type?: string;
  survey_name?: string;
  hash?: string;
  [other: string]: string | undefined;
}

/** GET /api/postbacks/cpx, signed with md5("{trans_id}-{secret}") unless `hash` is given. */
export function postback(params: SurveyPostback, ip?: string) {
  const query: Record<string, string> = {};
  const signed = { status: '1', type: 'complete', amount_usd: '1.00', ...params };
  for (const [k, v] of Object.entries(signed)) if (v !== undefined) query[k] = v;
  if (!('hash' in params) && query.trans_id) query.hash = md5(`${query.trans_id}-${SURVEYS_SECRET}`);
  const req = api().get('/api/postbacks/cpx').query(query);
  return ip ? req.set('x-forwarded-for', ip) : req;
}

export const conversion = async (trans: string) =>
  (await db.collection('conversions').doc(`survey:cpx:${trans}`).get()).data();

/** The stored calls of one transaction (postbacks keeps every call, hash redacted). */
export async function storedPostbacks(trans: string) {
  const snap = await db.collection('postbacks').where('query.trans_id', '==', trans).get();
  return snap.docs.map((d) => d.data());
}
