/**
 * Identity verification with Veriff (docs/kyc.md): a session at Veriff per attempt, the member's
 * status on users/{uid}.kyc (server-owned), and decisions applied from Veriff's signed webhook or
 * from asking Veriff directly, never from the client's word.
 */
import { logger } from 'firebase-functions';
import { createHash } from 'node:crypto';
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import {
  DEFAULT_KYC_RETURN_PATH,
  KYC_RETURN_PATH,
  REWARD_ERROR_CODES,
  kycWebhookBody,
  type KycProviderDecision,
  type KycProviderVerification,
  type KycSession,
  type KycState,
  type KycStatus,
} from '@pilotmiles/core';
import type { AuthContext } from '../platform/authContext';
import { db } from '../platform/firebase';
import { HttpError, badRequest, notFound } from '../platform/errors';
import { isoTime } from '../platform/isoTime';
import { appUrl } from '../platform/mail';
import { notificationsCol, userRef } from '../platform/paths';
import { decisionKey, kycProvider, KycProviderError, verifyKycSignature, type DecisionLookup } from './kyc.adapter';
import { KYC_API_KEY, KYC_API_URL, KYC_WEBHOOK_SECRET } from './kyc.config';
import { kycEventsCol, webhookCallsCol } from './paths';
import { expiry } from '../platform/retention';

const provider = () => kycProvider(KYC_API_URL.value(), KYC_API_KEY.value(), KYC_WEBHOOK_SECRET.value());

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

/** Our status for each of Veriff's decisions (docs/kyc.md "Statuses"). */
const STATUS_OF: Readonly<Record<KycProviderDecision, KycStatus>> = {
  approved: 'approved',
  declined: 'declined',
  // Not final at Veriff: the member resubmits in the same session ('Try again' reopens it).
  resubmission_requested: 'declined',
  // A person at Veriff is checking: the decision follows.
  review: 'pending',
  // Nothing was decided about the person: the member starts over with a new session.
  expired: 'none',
  abandoned: 'none',
};

/**
 * What the member reads. Veriff's decline reasons are fraud signals ("Known fraud"), kept for
 * staff as provider_reason; a resubmission's reason ("Poor image quality") helps the member.
 */
function memberReason(v: KycProviderVerification): string | null {
  switch (v.status) {
    case 'declined':
      return 'Our verification partner could not confirm your identity.';
    case 'resubmission_requested':
      return `Our verification partner needs you to submit again${v.reason ? `: ${v.reason}` : ''}.`;
    case 'expired':
      return 'The verification expired before it was finished.';
    case 'abandoned':
      return 'The verification was left before it was finished.';
    default:
      return null;
  }
}

const NOTICES: Partial<Record<KycProviderDecision, { title: string; body: string }>> = {
  approved: { title: 'Identity verified', body: 'You can now redeem cash and larger rewards.' },
  declined: { title: 'Identity verification declined', body: 'We could not verify your identity. You can try again.' },
  resubmission_requested: { title: 'Identity verification: one more step', body: 'Our verification partner needs your documents again.' },
};

/** Veriff retries an undelivered webhook for days, so an older decision can land after a newer one. */
function isOlder(time: string | null | undefined, than: string | null | undefined): boolean {
  const a = time ? Date.parse(time) : NaN;
  const b = than ? Date.parse(than) : NaN;
  return Number.isFinite(a) && Number.isFinite(b) && a < b;
}

export type DecisionOutcome = 'applied' | 'unchanged' | 'duplicate' | 'stale-session' | 'older-decision' | 'unknown-member';

/**
 * Applies Veriff's word about a session to the member, once: only for the member's current
 * session, never older than the decision already applied, and (for webhooks) only the first time
 * a decision key is seen. An approval stands: a later word about the same session cannot take it back.
 */
async function applyKycDecision(uid: string, v: KycProviderVerification, options: { eventId?: string; now?: Date } = {}): Promise<DecisionOutcome> {
  const now = options.now ?? new Date();
  const ref = userRef(uid);
  const eventRef = options.eventId ? kycEventsCol().doc(options.eventId) : null;
  return db.runTransaction(async (tx) => {
    const [userSnap, eventSnap] = await Promise.all([tx.get(ref), eventRef ? tx.get(eventRef) : null]);
    if (eventSnap?.exists) return 'duplicate';
    if (!userSnap.exists) return 'unknown-member';
    const at = Timestamp.fromDate(now);
    if (eventRef) tx.create(eventRef, { uid, session_id: v.id, attempt_id: v.attemptId ?? null, status: v.status, received_at: at, ...expiry('kycEvents', now) });
    const kyc = userSnap.get('kyc') as DocumentData | undefined;
    if (kyc?.session_id !== v.id) return 'stale-session';
    if (isOlder(v.decisionTime, kyc.decision_time)) return 'older-decision';
    if (kyc.status === 'approved') return 'unchanged';
    const status = STATUS_OF[v.status];
    if (status === kyc.status && v.status === kyc.provider_status && (v.reason ?? null) === (kyc.provider_reason ?? null)) return 'unchanged';
    tx.update(ref, {
      kyc: {
        ...kyc,
        status,
        provider_status: v.status,
        provider_reason: v.reason ?? null,
        reason: memberReason(v),
        decision_time: v.decisionTime ?? null,
        updated_at: at,
      },
    });
    const notice = NOTICES[v.status];
    if (notice)
      tx.set(notificationsCol(uid).doc(`kyc:${v.id}`), {
        type: `kyc-${status}`,
        title: notice.title,
        body: notice.body,
        url: '/auth/kyc',
        created_at: at,
        ...expiry('notifications', now),
        read: false,
      });
    return 'applied';
  });
}

/** Veriff's answer about one of this member's sessions; a decision for someone else is no decision. */
async function lookUp(uid: string, sessionId: string): Promise<DecisionLookup> {
  const lookup = await provider().getDecision(sessionId);
  if (lookup.kind === 'decided' && lookup.decision.vendorData && lookup.decision.vendorData !== uid) return { kind: 'unknown' };
  return lookup;
}

/**
 * PATCH /users/kyc: the session to complete, resumed when one is open, new otherwise. A new one
 * returns the member to `returnPath` on this site (checked against KYC_RETURN_PATH by the schema,
 * and again here: never another site); a resumed one returns where it was started from. Veriff
 * has no call that answers a session's URL again, so it is kept on the member's record.
 */
export async function startKyc(ctx: AuthContext, returnPath: string = DEFAULT_KYC_RETURN_PATH, now = new Date()): Promise<KycSession> {
  if (!KYC_RETURN_PATH.test(returnPath)) throw badRequest('return_path must be one of our verification pages', 'return_path');
  const ref = userRef(ctx.uid);
  const snap = await ref.get();
  if (!snap.exists) throw notFound('User not found', 'users/not-found');
  const current = snap.get('kyc') as DocumentData | undefined;
  if (current?.status === 'approved') return { kyc: toKycState(current), session_url: null };

  try {
    const resumable =
      current?.session_id && current.session_url && (current.status === 'pending' || current.provider_status === 'resubmission_requested');
    if (resumable) {
      const lookup = await lookUp(ctx.uid, current.session_id);
      if (lookup.kind === 'undecided') return { kyc: toKycState(current), session_url: current.session_url };
      if (lookup.kind === 'decided') {
        await applyKycDecision(ctx.uid, lookup.decision, { now });
        const after = (await ref.get()).get('kyc') as DocumentData | undefined;
        // Verified, or a person at Veriff is checking: nothing for the member to do there.
        if (after?.status === 'approved' || after?.status === 'pending') return { kyc: toKycState(after), session_url: null };
        if (after?.provider_status === 'resubmission_requested' && after.session_id === current.session_id)
          return { kyc: toKycState(after), session_url: current.session_url };
      }
      // Declined, expired, abandoned, or unknown to Veriff: a new session.
    }
    const session = await provider().createSession({ vendorData: ctx.uid, callback: `${appUrl()}${returnPath}` });
    const at = Timestamp.fromDate(now);
    const kyc = await db.runTransaction(async (tx) => {
      const latest = (await tx.get(ref)).get('kyc') as DocumentData | undefined;
      // Another start won the race: keep its session so the member finishes one, not two.
      if (latest?.session_id !== current?.session_id) return latest;
      const next = {
        status: 'pending',
        session_id: session.id,
        session_url: session.url,
        provider_status: null,
        provider_reason: null,
        reason: null,
        decision_time: null,
        started_at: at,
        updated_at: at,
      };
      tx.update(ref, { kyc: next });
      return next;
    });
    if (kyc?.session_id === session.id) return { kyc: toKycState(kyc), session_url: session.url };
    // Another start won the race: answer its session, so every tab opens the same check.
    return { kyc: toKycState(kyc), session_url: kyc?.status === 'pending' ? (kyc.session_url ?? null) : null };
  } catch (err) {
    if (err instanceof KycProviderError) {
      logger.error('kyc: provider call failed', err);
      throw unavailable();
    }
    throw err;
  }
}

/**
 * PATCH /users/kyc-json: back from Veriff's page (which adds nothing to the callback URL), the
 * server asks Veriff for the decision of the member's current session. `sessionId`, when the
 * client names one, must be that session.
 */
export async function refreshKyc(ctx: AuthContext, sessionId?: string, now = new Date()): Promise<KycState> {
  const ref = userRef(ctx.uid);
  const kyc = (await ref.get()).get('kyc') as DocumentData | undefined;
  const unknown = () => notFound('This verification session is not yours or has been replaced', REWARD_ERROR_CODES.kycUnknownSession);
  if (!kyc?.session_id || (sessionId !== undefined && kyc.session_id !== sessionId)) throw unknown();
  let lookup: DecisionLookup;
  try {
    lookup = await lookUp(ctx.uid, kyc.session_id as string);
  } catch (err) {
    if (err instanceof KycProviderError) {
      logger.error('kyc: provider call failed', err);
      throw unavailable();
    }
    throw err;
  }
  if (lookup.kind === 'unknown') throw unknown();
  if (lookup.kind === 'decided') await applyKycDecision(ctx.uid, lookup.decision, { now });
  return toKycState((await ref.get()).get('kyc'));
}

/** What a webhook call came to: the HTTP answer and what it did. */
export interface WebhookAnswer {
  status: number;
  body: { data: { outcome: string } } | { message: string; code: string };
}

const BODY_KEEP_CHARS = 4_000;
/** Firebase uids; anything else in vendorData is not one of ours. */
const UID = /^[A-Za-z0-9_-]{1,128}$/;

/**
 * What the audit keeps of a body: a decision's own fields only (Veriff's webhook also carries the
 * person's name, birth date and document, which we do not keep), else the text as received.
 */
function auditBody(raw: string, json: unknown): string {
  const v = (json as { verification?: Record<string, unknown> } | null)?.verification;
  if (!v || typeof v !== 'object') return raw.slice(0, BODY_KEEP_CHARS);
  const keep = ['id', 'attemptId', 'vendorData', 'status', 'code', 'reason', 'reasonCode', 'decisionTime'] as const;
  return JSON.stringify({
    status: (json as { status?: unknown }).status,
    verification: Object.fromEntries(keep.filter((k) => k in v).map((k) => [k, v[k]])),
  }).slice(0, BODY_KEEP_CHARS);
}

/**
 * POST /webhooks/kyc: Veriff's decision webhook. Checks X-HMAC-SIGNATURE over the raw body (a
 * forged call changes nothing: 401), applies the decision once per decision key, and stores every
 * call for audit. Veriff retries any answer but 200 about hourly for up to 7 days, so 200 means
 * "received" (applied, a duplicate, or not ours to apply) and only a decision we cannot read is
 * refused with 400, to come again once we can.
 */
export async function handleKycWebhook(rawBody: Buffer, signature: string | undefined, ip: string | null, now = new Date()): Promise<WebhookAnswer> {
  const check = verifyKycSignature(rawBody, signature, KYC_WEBHOOK_SECRET.value());
  const raw = rawBody.toString('utf8');
  let answer: WebhookAnswer;
  let eventId: string | null = null;
  let json: unknown = null;
  try {
    json = JSON.parse(raw);
  } catch {
    // answered below as malformed (when signed)
  }
  if (!check.ok) {
    answer = { status: 401, body: { message: `Invalid signature (${check.why})`, code: 'webhooks/invalid-signature' } };
  } else {
    const isObject = !!json && typeof json === 'object' && !Array.isArray(json);
    const parsed = kycWebhookBody.safeParse(json);
    if (isObject && typeof (json as { verification?: unknown }).verification !== 'object') {
      // Signed, but not a decision (another of Veriff's webhooks sent here): nothing to apply.
      answer = { status: 200, body: { data: { outcome: 'ignored' } } };
    } else if (!parsed.success) {
      answer = { status: 400, body: { message: 'Malformed webhook body', code: 'validation/invalid-input' } };
    } else {
      const v = parsed.data.verification;
      eventId = decisionKey(v);
      const outcome = v.vendorData && UID.test(v.vendorData) ? await applyKycDecision(v.vendorData, v, { eventId, now }) : 'unknown-member';
      answer = { status: 200, body: { data: { outcome } } };
    }
  }
  await webhookCallsCol().add({
    partner: 'kyc',
    received_at: Timestamp.fromDate(now),
    ...expiry('webhookCalls', now),
    ip,
    event_id: eventId,
    signature_ok: check.ok,
    http_status: answer.status,
    outcome: 'data' in answer.body ? answer.body.data.outcome : answer.body.code,
    body: auditBody(raw, json),
    body_sha256: createHash('sha256').update(rawBody).digest('hex'),
  });
  return answer;
}
