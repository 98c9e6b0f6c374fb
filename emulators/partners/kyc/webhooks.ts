/**
 * Veriff's decision webhooks: one POST per decision, JSON `{status: 'success', verification: {...},
 * technicalData: {ip}}` (https://devdocs.veriff.com/docs/decision-webhook), with
 * `X-HMAC-SIGNATURE: <hex HMAC-SHA256 of the raw body with the shared secret key>`
 * (https://devdocs.veriff.com/docs/hmac-authentication-and-endpoint-security, and Veriff's own
 * listener, github.com/Veriff/js-integration-demo server.ts), and `X-AUTH-CLIENT: <API key>` (as
 * third-party integrations read it; our API does not rely on it). No timestamp is signed, so a
 * retry is the same bytes under the same signature.
 *
 * Any answer but 200 is retried about once an hour for up to 7 days (help.veriff.com, "How long
 * does it take for Veriff to communicate a decision?"); KYC_WEBHOOK_RETRY_MS shortens the hour for tests.
 * Each delivery is kept in memory (the last 200) with its exact bytes and headers, so a test can
 * replay one and check that our API refuses to apply it twice.
 */
import { createHmac, randomInt } from 'node:crypto';
import type { KycSession, VerificationDecision } from './sessions';
import { callBack } from '../http';

/** Our API's webhook route locally; KYC_WEBHOOK_URL overrides it. */
const DEFAULT_KYC_WEBHOOK_URL = 'http://127.0.0.1:5000/api/webhooks/kyc';
/** The local shared secret key (functions/.secret.local KYC_WEBHOOK_SECRET); the env overrides it. */
const DEFAULT_KYC_SHARED_SECRET = 'local-kyc-webhook-secret';
/** The local API key (functions/.secret.local KYC_API_KEY); the env overrides it. */
const DEFAULT_KYC_API_KEY = 'local-kyc-key';

export const kycWebhookUrl = () => process.env.KYC_WEBHOOK_URL || DEFAULT_KYC_WEBHOOK_URL;
export const kycSharedSecret = () => process.env.KYC_WEBHOOK_SECRET || DEFAULT_KYC_SHARED_SECRET;
export const kycApiKey = () => process.env.KYC_API_KEY || DEFAULT_KYC_API_KEY;

const HOUR_MS = 3_600_000;
const RETRY_WINDOW_MS = 7 * 24 * HOUR_MS;
/** Once an hour for 7 days. */
const RETRIES_MAX = 168;
const retryMs = () => Number(process.env.KYC_WEBHOOK_RETRY_MS) || HOUR_MS;

const KEEP = 200;

export interface SentWebhook {
  /** The simulator's own id for this delivery (Veriff's webhooks carry none). */
  webhook_id: string;
  at: string;
  url: string;
  session_id: string;
  decision: VerificationDecision['status'];
  /** The raw body sent, byte for byte. */
  body: string;
  /** The X-HMAC-SIGNATURE header sent. */
  signature: string;
  /** The X-AUTH-CLIENT header sent. */
  auth_client: string;
  /** The API's HTTP status; null when no answer came (refused, timed out). */
  status: number | null;
  /** The API's answer as text (cut at 2,000 characters); empty when none came. */
  response: string;
  /** Why no answer came. */
  error?: string;
  /** 0 for the first delivery, then 1, 2… for Veriff's automatic retries. */
  attempt: number;
  /** Set on a resend asked for through the control API (same body and signature). */
  replay?: true;
}

const sent: SentWebhook[] = [];

/** The webhooks sent since start, oldest first (at most the last 200). */
export const recentWebhooks = (): readonly SentWebhook[] => sent;

const ID_CHARS = 'abcdefghijklmnopqrstuvwxyz0123456789';
const newWebhookId = () => `wh_${Array.from({ length: 24 }, () => ID_CHARS[randomInt(ID_CHARS.length)]).join('')}`;

/** The X-HMAC-SIGNATURE of a payload: hex HMAC-SHA256 with the shared secret key. */
export const signature = (payload: string, secret = kycSharedSecret()) =>
  createHmac('sha256', secret).update(payload).digest('hex');

type Delivery = Pick<
  SentWebhook,
  'webhook_id' | 'url' | 'session_id' | 'decision' | 'body' | 'signature' | 'auth_client'
>;

async function post(d: Delivery, attempt: number, replay: boolean, firstAt: number): Promise<SentWebhook> {
  const record: SentWebhook = { ...d, at: new Date().toISOString(), status: null, response: '', attempt };
  if (replay) record.replay = true;
  const answer = await callBack(d.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-auth-client': d.auth_client, 'x-hmac-signature': d.signature },
    body: d.body,
  });
  record.status = answer.status;
  record.response = answer.body;
  if (answer.error) record.error = answer.error;
  sent.push(record);
  if (sent.length > KEEP) sent.splice(0, sent.length - KEEP);
  console.log(
    `[kyc] webhook ${d.webhook_id} ${d.decision}${replay ? ' (replay)' : attempt ? ` (retry ${attempt})` : ''} -> ${record.status ?? record.error} ${d.url}`,
  );
  // Veriff keeps trying until it gets a 200, about hourly, for up to 7 days.
  if (!replay && record.status !== 200 && attempt < RETRIES_MAX && Date.now() - firstAt < RETRY_WINDOW_MS)
    setTimeout(() => void post(d, attempt + 1, false, firstAt), retryMs()).unref();
  return record;
}

/** Sends a session's latest decision; resolves when the first delivery is answered (or given up on). */
export function sendDecision(session: KycSession, url = kycWebhookUrl()): Promise<SentWebhook> {
  const decision = session.decision;
  if (!decision) throw new Error(`session ${session.id} is not decided`);
  const body = JSON.stringify({ status: 'success', verification: decision, technicalData: { ip: '127.0.0.1' } });
  const delivery: Delivery = {
    webhook_id: newWebhookId(),
    url,
    session_id: session.id,
    decision: decision.status,
    body,
    signature: signature(body),
    auth_client: kycApiKey(),
  };
  return post(delivery, 0, false, Date.now());
}

/**
 * Sends a recorded webhook again, the same bytes under its original signature (a replay, as an
 * attacker or a retrying Veriff would), to `url` or where it first went. Undefined when no
 * webhook with that id is still kept.
 */
export function resendWebhook(webhookId: string, url?: string): Promise<SentWebhook> | undefined {
  const original = sent.find((w) => w.webhook_id === webhookId);
  return original && post({ ...original, url: url ?? original.url }, original.attempt, true, Date.now());
}
