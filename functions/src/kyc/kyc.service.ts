/**
 * Identity verification (docs/kyc.md): a session at the provider per attempt, the
 * member's status on users/{uid}.kyc (server-owned), and decisions applied from the provider's
 * signed webhook or from asking the provider directly, never from the client's word.
 */
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { DEFAULT_KYC_RETURN_PATH, KYC_RETURN_PATH, REWARD_ERROR_CODES, kycWebhookBody, type KycSession, type KycState, type KycStatus, type KycWebhookBody } from '@pilotmiles/core';
import type { AuthContext } from '../platform/authContext';
import { db } from '../platform/firebase';
import { HttpError, badRequest, notFound } from '../platform/errors';
import { isoTime } from '../platform/isoTime';
import { appUrl } from '../platform/mail';
import { notificationsCol, userRef } from '../platform/paths';
import { kycProvider, KycProviderError, verifyKycSignature, type ProviderSession, type ProviderSessionStatus } from './kyc.adapter';
import { KYC_API_KEY, KYC_API_URL, KYC_WEBHOOK_SECRET } from './kyc.config';
import { kycEventsCol, webhookCallsCol } from './paths';

const provider = () => kycProvider(KYC_API_URL.value(), KYC_API_KEY.value());

const unavailable = () =>
  new HttpError(503, REWARD_ERROR_CODES.kycUnavailable, 'Identity verification is unavailable right now. Please try again in a few minutes.');

function toKycState(kyc: DocumentData | undefined): KycState {
  return {
    status: (kyc?.status as KycStatus | undefined) ?? 'none',
    session_id: kyc?.session_id ?? null,
    reason: kyc?.reason ?? null,
    updated_at: isoTime(kyc?.updated_at),
  };
}

/** Our status for what the provider says of a session. */
const STATUS_OF: Readonly<Record<ProviderSessionStatus, KycStatus>> = {
  created: 'pending',
  submitted: 'pending',
  approved: 'approved',
  declined: 'declined',
};

export type DecisionOutcome = 'applied' | 'unchanged' | 'duplicate' | 'stale-session' | 'unknown-member';

/**
 * Applies the provider's word about a session to the member, once: only for the member's current
 * session, and (for webhooks) only the first time an event id is seen.
 */
async function applyKycDecision(
  uid: string,
  session: Pick<ProviderSession, 'id' | 'status' | 'reason'>,
  options: { eventId?: string; now?: Date } = {},
): Promise<DecisionOutcome> {
  const now = options.now ?? new Date();
  const ref = userRef(uid);
  const eventRef = options.eventId ? kycEventsCol().doc(options.eventId) : null;
  return db.runTransaction(async (tx) => {
    const [userSnap, eventSnap] = await Promise.all([tx.get(ref), eventRef ? tx.get(eventRef) : null]);
    if (eventSnap?.exists) return 'duplicate';
    if (!userSnap.exists) return 'unknown-member';
    if (eventRef) tx.create(eventRef, { uid, session_id: session.id, status: session.status, received_at: Timestamp.fromDate(now) });
    const kyc = userSnap.get('kyc') as DocumentData | undefined;
    if (kyc?.session_id !== session.id) return 'stale-session';
    const status = STATUS_OF[session.status];
    if (status === kyc.status) return 'unchanged';
    // An approval stands: a later word about the same session cannot take it back.
    if (kyc.status === 'approved') return 'unchanged';
    const at = Timestamp.fromDate(now);
    tx.update(ref, { kyc: { ...kyc, status, reason: status === 'declined' ? (session.reason ?? 'The check was declined') : null, updated_at: at } });
    if (status === 'approved' || status === 'declined')
      tx.set(notificationsCol(uid).doc(`kyc:${session.id}`), {
        type: `kyc-${status}`,
        title: status === 'approved' ? 'Identity verified' : 'Identity verification declined',
        body: status === 'approved' ? 'You can now redeem cash and larger rewards.' : 'We could not verify your identity. You can try again.',
        url: '/auth/kyc',
        created_at: at,
        read: false,
      });
    return 'applied';
  });
}

/**
 * PATCH /users/kyc: the session to complete, resumed when one is open, new otherwise. A new one
 * returns the member to `returnPath` on this site (checked against KYC_RETURN_PATH by the schema,
 * and again here: never another site); a resumed one returns where it was started from.
 */
export async function startKyc(ctx: AuthContext, returnPath: string = DEFAULT_KYC_RETURN_PATH, now = new Date()): Promise<KycSession> {
  if (!KYC_RETURN_PATH.test(returnPath)) throw badRequest('return_path must be one of our verification pages', 'return_path');
  const ref = userRef(ctx.uid);
  const snap = await ref.get();
  if (!snap.exists) throw notFound('User not found', 'users/not-found');
  const current = snap.get('kyc') as DocumentData | undefined;
  if (current?.status === 'approved') return { kyc: toKycState(current), session_url: null };

  try {
    if (current?.status === 'pending' && current.session_id) {
      const open = await provider().getSession(current.session_id);
      if (open?.status === 'created') return { kyc: toKycState(current), session_url: open.url };
      if (open?.status === 'submitted') return { kyc: toKycState(current), session_url: null };
      if (open?.status === 'approved') {
        await applyKycDecision(ctx.uid, open, { now });
        return { kyc: toKycState((await ref.get()).get('kyc')), session_url: null };
      }
    }
    const session = await provider().createSession({ referenceId: ctx.uid, redirectUrl: `${appUrl()}${returnPath}`, email: ctx.email });
    const at = Timestamp.fromDate(now);
    const kyc = await db.runTransaction(async (tx) => {
      const latest = (await tx.get(ref)).get('kyc') as DocumentData | undefined;
      // Another start won the race: keep its session so the member finishes one, not two.
      if (latest?.session_id !== current?.session_id) return latest;
      const next = { status: 'pending', session_id: session.id, reason: null, started_at: at, updated_at: at };
      tx.update(ref, { kyc: next });
      return next;
    });
    if (kyc?.session_id === session.id) return { kyc: toKycState(kyc), session_url: session.url };
    // Another start won the race: answer its session, so every tab opens the same check.
    const winner = kyc?.session_id ? await provider().getSession(kyc.session_id) : null;
    return { kyc: toKycState(kyc), session_url: winner?.status === 'created' ? winner.url : null };
  } catch (err) {
    if (err instanceof KycProviderError) {
      console.error('kyc: provider call failed', err);
      throw unavailable();
    }
    throw err;
  }
}

/** PATCH /users/kyc-json: back from the provider's page; asks the provider about the session. */
export async function refreshKyc(ctx: AuthContext, sessionId: string, now = new Date()): Promise<KycState> {
  const ref = userRef(ctx.uid);
  const kyc = (await ref.get()).get('kyc') as DocumentData | undefined;
  const unknown = () => notFound('This verification session is not yours or has been replaced', REWARD_ERROR_CODES.kycUnknownSession);
  if (kyc?.session_id !== sessionId) throw unknown();
  let session: ProviderSession | null;
  try {
    session = await provider().getSession(sessionId);
  } catch (err) {
    if (err instanceof KycProviderError) throw unavailable();
    throw err;
  }
  if (!session || session.referenceId !== ctx.uid) throw unknown();
  await applyKycDecision(ctx.uid, session, { now });
  return toKycState((await ref.get()).get('kyc'));
}

/** What a webhook call came to: the HTTP answer and what it did. */
export interface WebhookAnswer {
  status: number;
  body: { data: { outcome: string } } | { message: string; code: string };
}

const BODY_KEEP_CHARS = 4_000;

/**
 * POST /webhooks/kyc: checks the signature over the raw body (a forged or stale call changes
 * nothing: 401), parses it, applies it once per event id, and stores every call for audit.
 */
export async function handleKycWebhook(rawBody: Buffer, signature: string | undefined, ip: string | null, now = new Date()): Promise<WebhookAnswer> {
  const check = verifyKycSignature(rawBody, signature, KYC_WEBHOOK_SECRET.value(), now);
  let answer: WebhookAnswer;
  let eventId: string | null = null;
  if (!check.ok) {
    answer = { status: 401, body: { message: `Invalid signature (${check.why})`, code: 'webhooks/invalid-signature' } };
  } else {
    let json: unknown = null;
    try {
      json = JSON.parse(rawBody.toString('utf8'));
    } catch {
      // answered below as malformed
    }
    const parsed = kycWebhookBody.safeParse(json);
    if (!parsed.success) {
      answer = { status: 400, body: { message: 'Malformed webhook body', code: 'validation/invalid-input' } };
    } else {
      const event: KycWebhookBody = parsed.data;
      eventId = event.id;
      const outcome = await applyKycDecision(
        event.data.reference_id,
        { id: event.data.session_id, status: event.data.status, reason: event.data.reason ?? null },
        { eventId: event.id, now },
      );
      // Accepted, duplicate or not ours to apply: 200 all the same, so the provider stops retrying.
      answer = { status: 200, body: { data: { outcome } } };
    }
  }
  await webhookCallsCol().add({
    partner: 'kyc',
    received_at: Timestamp.fromDate(now),
    ip,
    event_id: eventId,
    signature_ok: check.ok,
    http_status: answer.status,
    outcome: 'data' in answer.body ? answer.body.data.outcome : answer.body.code,
    body: rawBody.toString('utf8').slice(0, BODY_KEEP_CHARS),
  });
  return answer;
}
