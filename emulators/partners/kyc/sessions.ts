/**
 * Verification sessions, in memory (the newest 5,000). A session starts `created`; the member's
 * decision on the hosted page (or a test's, through the control API) makes it `approved` or
 * `declined` once and for good. `submitted` (the member is done, the provider still checking) is
 * reached only through the control API, for tests of a decision that has not arrived yet.
 */
import { randomInt } from 'node:crypto';
import { BadRequest } from '../http';
import { PARTNERS_ORIGIN } from '../origin';

/** Where the simulator answers; a session's page is here. */
const KYC_SIM_URL = `${PARTNERS_ORIGIN}/kyc`;

const SESSION_STATUSES = ['created', 'submitted', 'approved', 'declined'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];
export const DECISIONS = ['approved', 'declined'] as const;
export type Decision = (typeof DECISIONS)[number];

/** What a declined check says when nobody gave a reason (the hosted page's decline button). */
const DEFAULT_DECLINE_REASON = 'Document could not be verified';

const REFERENCE_ID_MAX = 128;
const URL_MAX = 2_048;
const FIELD_MAX = 100;
export const REASON_MAX = 500;
const KEEP = 5_000;
/** The control API lists at most this many, newest first. */
const LIST_MAX = 500;

export interface KycSession {
  /** 'kys_' and 24 lower-case letters and digits. */
  id: string;
  /** Ours: the member's uid. */
  reference_id: string;
  status: SessionStatus;
  /** The hosted page the member completes. */
  url: string;
  /** Where the page sends the member back, with ?session_id=. */
  redirect_url: string;
  created_at: string;
  decided_at: string | null;
  reason: string | null;
}

/** Names the caller already knows, to fill the page in (kept out of the API's answers). */
export interface PrefillFields {
  name_first?: string;
  name_last?: string;
  email?: string;
}

interface Stored {
  session: KycSession;
  fields: PrefillFields;
}

const sessions = new Map<string, Stored>();

const ID_CHARS = 'abcdefghijklmnopqrstuvwxyz0123456789';
const newSessionId = () => `kys_${Array.from({ length: 24 }, () => ID_CHARS[randomInt(ID_CHARS.length)]).join('')}`;

/** An absolute http(s) URL, or a BadRequest naming the field. */
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

function prefillOf(value: unknown): PrefillFields {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw new BadRequest('fields must be an object');
  const fields: PrefillFields = {};
  for (const name of ['name_first', 'name_last', 'email'] as const) {
    const field = (value as Record<string, unknown>)[name];
    if (field === undefined || field === null) continue;
    if (typeof field !== 'string' || field.length > FIELD_MAX)
      throw new BadRequest(`fields.${name} must be text of at most ${FIELD_MAX} characters`);
    fields[name] = field;
  }
  return fields;
}

/** POST /kyc/api/v1/sessions {reference_id, redirect_url, fields?}: a new session, checked. */
export function createSession(body: Record<string, unknown>): KycSession {
  const referenceId = body.reference_id;
  if (typeof referenceId !== 'string' || !referenceId || referenceId.length > REFERENCE_ID_MAX)
    throw new BadRequest(`reference_id is required (at most ${REFERENCE_ID_MAX} characters)`);
  const redirectUrl = httpUrl(body.redirect_url, 'redirect_url');
  const fields = prefillOf(body.fields);
  const id = newSessionId();
  const session: KycSession = {
    id,
    reference_id: referenceId,
    status: 'created',
    url: `${KYC_SIM_URL}/verify/${id}`,
    redirect_url: redirectUrl,
    created_at: new Date().toISOString(),
    decided_at: null,
    reason: null,
  };
  sessions.set(id, { session, fields });
  if (sessions.size > KEEP) sessions.delete(sessions.keys().next().value!);
  return session;
}

export const findSession = (id: string): KycSession | undefined => sessions.get(id)?.session;
export const prefillOfSession = (id: string): PrefillFields => sessions.get(id)?.fields ?? {};

export const isDecided = (session: KycSession) => session.status === 'approved' || session.status === 'declined';

/**
 * Decides a session still open; answers false (and changes nothing) when it was decided before.
 * A declined session gets `reason` or the default one; an approved one has none.
 */
export function decideSession(session: KycSession, decision: Decision, reason?: string): boolean {
  if (isDecided(session)) return false;
  session.status = decision;
  session.decided_at = new Date().toISOString();
  session.reason = decision === 'declined' ? reason || DEFAULT_DECLINE_REASON : null;
  return true;
}

/** Marks an open session as submitted (the member finished; no decision yet). */
export function submitSession(session: KycSession): boolean {
  if (session.status !== 'created') return false;
  session.status = 'submitted';
  return true;
}

/** Sessions newest first, optionally only one member's, at most `limit`. */
export function listSessions(referenceId?: string, limit = LIST_MAX): KycSession[] {
  const out: KycSession[] = [];
  for (const { session } of [...sessions.values()].reverse()) {
    if (out.length >= limit) break;
    if (referenceId === undefined || session.reference_id === referenceId) out.push(session);
  }
  return out;
}

/** Where the page sends the member back: redirect_url with session_id added (its own query kept). */
export function returnUrl(session: KycSession, cancelled = false): string {
  const url = new URL(session.redirect_url);
  url.searchParams.set('session_id', session.id);
  if (cancelled) url.searchParams.set('cancelled', '1');
  return url.toString();
}
