/**
 * Veriff's verification sessions, in memory (the newest 5,000), as Veriff documents them:
 * - POST /v1/sessions takes `{verification: {callback?, vendorData?, endUserId?, person?}}` and
 *   answers 201 `{status: 'success', verification: {id, url, vendorData, host, status: 'created',
 *   sessionToken}}` (https://devdocs.veriff.com/apidocs/v1sessions).
 * - A session is `created`, then `submitted` by the member, then decided: `approved`, `declined`,
 *   `resubmission_requested`, `expired`, `abandoned` or `review`
 *   (https://devdocs.veriff.com/docs/verification-session-status-codes-table). Approved, declined,
 *   expired and abandoned are final; after `resubmission_requested` the member submits again in the
 *   same session (a new attempt); `review` is followed by approved or declined.
 * - Refusals answer `{status: 'fail', code, message}` with Veriff's codes
 *   (https://devdocs.veriff.com/docs/some-troubleshooting-codes-table).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { BadRequest } from '../http';
import { PARTNERS_ORIGIN } from '../origin';

/** Where the simulator answers; a session's page is here (Veriff's is `<host>/v/<sessionToken>`). */
const KYC_SIM_URL = `${PARTNERS_ORIGIN}/kyc`;

export const DECISIONS = ['approved', 'declined', 'resubmission_requested', 'expired', 'abandoned', 'review'] as const;
export type Decision = (typeof DECISIONS)[number];
export type SessionStatus = 'created' | 'submitted' | Decision;

/** Veriff's code for each decision (verification-session-status-codes-table). */
const STATUS_CODES: Readonly<Record<Decision, number>> = {
  approved: 9001,
  declined: 9102,
  resubmission_requested: 9103,
  expired: 9104,
  abandoned: 9104,
  review: 9121,
};

/** A decision nobody gave a reason for: documented ones (verification-session-decision-codes-table). */
const DEFAULT_REASONS: Readonly<Partial<Record<Decision, { code: number; text: string }>>> = {
  declined: { code: 102, text: 'Suspected document tampering' },
  resubmission_requested: { code: 204, text: 'Poor image quality' },
};

const FINAL: readonly SessionStatus[] = ['approved', 'declined', 'expired', 'abandoned'];

const VENDOR_DATA_MAX = 1_000;
const URL_MAX = 2_048;
const FIELD_MAX = 100;
export const REASON_MAX = 500;
const KEEP = 5_000;
/** The control API lists at most this many, newest first. */
const LIST_MAX = 500;

/** A refusal as Veriff answers it: `{status: 'fail', code, message}` (no code where none is documented). */
export class VeriffFail extends BadRequest {
  constructor(
    status: number,
    readonly code: number | null,
    message: string,
  ) {
    super(message, status);
  }
}

export interface Person {
  firstName: string | null;
  lastName: string | null;
  dateOfBirth: string | null;
}

/** Veriff's `verification` decision object (https://devdocs.veriff.com/docs/decision-webhook), the fields the simulator fills. */
export interface VerificationDecision {
  id: string;
  attemptId: string;
  vendorData: string | null;
  endUserId: string | null;
  status: Decision;
  code: number;
  reason: string | null;
  reasonCode: number | null;
  decisionTime: string;
  acceptanceTime: string;
  person: Person | null;
  document: { type: string | null; number: string | null; country: string | null } | null;
}

export interface KycSession {
  /** UUID v4, as Veriff's. */
  id: string;
  status: SessionStatus;
  /** The hosted page the member completes. */
  url: string;
  host: string;
  sessionToken: string;
  /** Where the page sends the member back, as given (Veriff adds nothing to it); null: the page says to close it. */
  callback: string | null;
  vendorData: string | null;
  endUserId: string | null;
  created_at: string;
  /** The current attempt; a resubmission starts a new one. */
  attemptId: string;
  /** The latest decision, as GET /decision and the webhook report it; null until decided. */
  decision: VerificationDecision | null;
}

interface Stored {
  session: KycSession;
  /** Names the caller gave (verification.person), to fill the page in. */
  person: Partial<Person>;
}

const sessions = new Map<string, Stored>();

/** An http(s) URL, or a BadRequest naming the field (the control API's webhook_url). */
export function httpUrl(value: unknown, name: string): string {
  if (typeof value !== 'string' || value.length > URL_MAX) throw new BadRequest(`${name} must be an http(s) URL`);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new BadRequest(`${name} must be an http(s) URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new BadRequest(`${name} must be an http(s) URL`);
  return value;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Veriff takes only HTTPS return URLs (code 1302); the simulator also lets loopback http through, for the local app. */
function callbackOf(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  let url: URL;
  try {
    if (typeof value !== 'string' || value.length > URL_MAX) throw new Error();
    url = new URL(value);
  } catch {
    throw new VeriffFail(400, 1104, 'Request includes invalid parameters.');
  }
  if (url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname))) return value as string;
  throw new VeriffFail(400, 1302, 'Only HTTPS return URLs are allowed.');
}

function personOf(value: unknown): Partial<Person> {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value))
    throw new VeriffFail(400, 1104, 'Request includes invalid parameters.');
  const person: Partial<Person> = {};
  for (const name of ['firstName', 'lastName', 'dateOfBirth'] as const) {
    const field = (value as Record<string, unknown>)[name];
    if (field === undefined || field === null) continue;
    if (typeof field !== 'string' || field.length > FIELD_MAX)
      throw new VeriffFail(400, 1104, 'Request includes invalid parameters.');
    person[name] = field;
  }
  return person;
}

/** POST /kyc/v1/sessions: a new session, checked as Veriff checks it. */
export function createSession(body: Record<string, unknown>): KycSession {
  const v = body.verification;
  if (!v || typeof v !== 'object' || Array.isArray(v))
    throw new VeriffFail(400, 1102, 'Mandatory parameters are missing from the request.');
  const verification = v as Record<string, unknown>;
  const vendorData = verification.vendorData ?? null;
  if (vendorData !== null && typeof vendorData !== 'string')
    throw new VeriffFail(400, 1501, 'vendorData must be a string.');
  if (typeof vendorData === 'string' && vendorData.length > VENDOR_DATA_MAX)
    throw new VeriffFail(400, 1500, 'vendorData field cannot be more than 1000 symbols.');
  const endUserId = verification.endUserId ?? null;
  if (
    endUserId !== null &&
    (typeof endUserId !== 'string' || !/^[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}$/i.test(endUserId))
  )
    throw new VeriffFail(400, 1104, 'Request includes invalid parameters.');
  const callback = callbackOf(verification.callback);
  const person = personOf(verification.person);
  const id = randomUUID();
  const session: KycSession = {
    id,
    status: 'created',
    url: `${KYC_SIM_URL}/verify/${id}`,
    host: KYC_SIM_URL,
    sessionToken: randomBytes(24).toString('base64url'),
    callback,
    vendorData,
    endUserId: endUserId as string | null,
    created_at: new Date().toISOString(),
    attemptId: randomUUID(),
    decision: null,
  };
  sessions.set(id, { session, person });
  if (sessions.size > KEEP) sessions.delete(sessions.keys().next().value!);
  return session;
}

/** The 201 answer of POST /v1/sessions. */
export const createdAnswer = (s: KycSession) => ({
  status: 'success',
  verification: {
    id: s.id,
    url: s.url,
    vendorData: s.vendorData,
    host: s.host,
    status: s.status,
    sessionToken: s.sessionToken,
  },
});

export const findSession = (id: string): KycSession | undefined => sessions.get(id)?.session;
export const prefillOfSession = (id: string): Partial<Person> => sessions.get(id)?.person ?? {};

/** The member can still complete the page: not submitted, not decided (or asked to submit again). */
export const isOpen = (s: KycSession) => s.status === 'created' || s.status === 'resubmission_requested';

/** Marks an open session submitted (the member is done, no decision yet); a resubmission is a new attempt. */
export function submitSession(session: KycSession): boolean {
  if (!isOpen(session)) return false;
  if (session.status === 'resubmission_requested') session.attemptId = randomUUID();
  session.status = 'submitted';
  return true;
}

/** What the member entered on the page: the person and document Veriff would have read. */
export interface Submitted {
  person?: Partial<Person>;
  documentType?: string | null;
}

/**
 * Decides a session; answers the decision, or null (changing nothing) when the session was decided
 * for good before, or is in review and `decision` is review again. `reason`/`reasonCode` are for
 * declined and resubmission_requested (a documented default when none is given).
 */
export function decideSession(
  session: KycSession,
  decision: Decision,
  options: { reason?: string; reasonCode?: number; submitted?: Submitted } = {},
): VerificationDecision | null {
  if (FINAL.includes(session.status)) return null;
  if (session.status === 'review' && (decision === 'review' || decision === 'resubmission_requested')) return null;
  // Deciding a session nobody submitted (a test's shortcut) submits it first.
  if (decision !== 'expired' && decision !== 'abandoned') submitSession(session);
  const withReason = decision === 'declined' || decision === 'resubmission_requested';
  const fallback = DEFAULT_REASONS[decision];
  const noData = decision === 'expired' || decision === 'abandoned';
  const given = { ...prefillOfSession(session.id), ...options.submitted?.person };
  const now = new Date().toISOString();
  const verification: VerificationDecision = {
    id: session.id,
    attemptId: session.attemptId,
    vendorData: session.vendorData,
    endUserId: session.endUserId,
    status: decision,
    code: STATUS_CODES[decision],
    reason: withReason ? (options.reason ?? fallback?.text ?? null) : null,
    reasonCode: withReason ? (options.reasonCode ?? (options.reason ? null : (fallback?.code ?? null))) : null,
    decisionTime: now,
    acceptanceTime: session.created_at,
    person: noData
      ? null
      : {
          firstName: given.firstName ?? null,
          lastName: given.lastName ?? null,
          dateOfBirth: given.dateOfBirth ?? null,
        },
    document: noData ? null : { type: options.submitted?.documentType ?? null, number: null, country: null },
  };
  session.status = decision;
  session.decision = verification;
  return verification;
}

/** Sessions newest first, optionally only one vendorData's, at most `limit`. */
export function listSessions(vendorData?: string, limit = LIST_MAX): KycSession[] {
  const out: KycSession[] = [];
  for (const { session } of [...sessions.values()].reverse()) {
    if (out.length >= limit) break;
    if (vendorData === undefined || session.vendorData === vendorData) out.push(session);
  }
  return out;
}
