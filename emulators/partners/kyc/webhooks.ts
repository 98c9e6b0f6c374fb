/**
 * The provider's signed webhooks: one event per decision, POSTed as JSON with
 * `X-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`. Each one sent is
 * kept in memory (the last 200) with the exact bytes and header, so a test can replay one as it
 * went out and check that our API refuses to apply it twice.
 */
import { createHmac, randomInt } from 'node:crypto';
import type { KycSession } from './sessions';
import { callBack } from '../http';

/** Our API's webhook route locally; KYC_WEBHOOK_URL overrides it. */
const DEFAULT_KYC_WEBHOOK_URL = 'http://127.0.0.1:5000/api/webhooks/kyc';
/** The local shared secret (functions/.secret.local); KYC_WEBHOOK_SECRET overrides it. */
const DEFAULT_KYC_WEBHOOK_SECRET = 'local-kyc-webhook-secret';

export const kycWebhookUrl = () => process.env.KYC_WEBHOOK_URL || DEFAULT_KYC_WEBHOOK_URL;
const kycWebhookSecret = () => process.env.KYC_WEBHOOK_SECRET || DEFAULT_KYC_WEBHOOK_SECRET;

const KEEP = 200;

export interface KycEvent {
  id: string;
  type: 'session.approved' | 'session.declined';
  created_at: string;
  data: { session_id: string; reference_id: string; status: 'approved' | 'declined'; reason: string | null };
}

export interface SentWebhook {
  at: string;
  url: string;
  event_id: string;
  /** The raw body sent, byte for byte. */
  body: string;
  /** The X-Signature header sent. */
  signature: string;
  /** The API's HTTP status; null when no answer came (refused, timed out). */
  status: number | null;
  /** The API's answer as text (cut at 2,000 characters); empty when none came. */
  response: string;
  /** Why no answer came. */
  error?: string;
  /** Set on a resend of an earlier webhook (same body and signature). */
  replay?: true;
}

const sent: SentWebhook[] = [];

/** The webhooks sent since start, oldest first (at most the last 200). */
export const recentWebhooks = (): readonly SentWebhook[] => sent;

const EVENT_ID_CHARS = 'abcdefghijklmnopqrstuvwxyz0123456789';
const newEventId = () =>
  `evt_${Array.from({ length: 24 }, () => EVENT_ID_CHARS[randomInt(EVENT_ID_CHARS.length)]).join('')}`;

/** The X-Signature value for a body sent at `t` (unix seconds). */
export function signature(rawBody: string, t: number, secret = kycWebhookSecret()): string {
  const v1 = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest('hex');
  return `t=${t},v1=${v1}`;
}

/** The event reporting a decided session; keys in the documented order. */
function eventFor(session: KycSession): KycEvent {
  if (session.status !== 'approved' && session.status !== 'declined')
    throw new Error(`session ${session.id} is not decided`);
  return {
    id: newEventId(),
    type: `session.${session.status}`,
    created_at: session.decided_at ?? new Date().toISOString(),
    data: {
      session_id: session.id,
      reference_id: session.reference_id,
      status: session.status,
      reason: session.reason,
    },
  };
}

async function post(url: string, eventId: string, body: string, header: string, replay: boolean): Promise<SentWebhook> {
  const record: SentWebhook = {
    at: new Date().toISOString(),
    url,
    event_id: eventId,
    body,
    signature: header,
    status: null,
    response: '',
  };
  if (replay) record.replay = true;
  const answer = await callBack(url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-signature': header }, body });
  record.status = answer.status;
  record.response = answer.body;
  if (answer.error) record.error = answer.error;
  sent.push(record);
  if (sent.length > KEEP) sent.splice(0, sent.length - KEEP);
  console.log(`[kyc] webhook ${eventId}${replay ? ' (replay)' : ''} -> ${record.status ?? record.error} ${url}`);
  return record;
}

/** Sends a decided session's event, signed now; resolves when answered (or given up on). */
export function sendDecision(session: KycSession, url = kycWebhookUrl()): Promise<SentWebhook> {
  const event = eventFor(session);
  const body = JSON.stringify(event);
  return post(url, event.id, body, signature(body, Math.floor(Date.now() / 1000)), false);
}

/**
 * Sends a recorded webhook again, the same bytes under its original signature (a replay, as an
 * attacker or a retrying provider would), to `url` or where it first went. Undefined when no
 * webhook with that event id is still kept.
 */
export function resendWebhook(eventId: string, url?: string): Promise<SentWebhook> | undefined {
  const original = sent.find((w) => w.event_id === eventId);
  return original && post(url ?? original.url, original.event_id, original.body, original.signature, true);
}
