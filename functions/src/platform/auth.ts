/**
 * Who is calling: an ID token checked against the member's Auth record (revoked, disabled,
 * verified, the admin claim). The record is cached per instance for a short while, keyed by uid,
 * so a page view does not pay an Auth round trip; calls that move money or change state check it
 * fresh (`ensureFresh`), which also refreshes the cache, so revocation, disabling and role changes
 * apply to them at once and to everything else within AUTH_CACHE_TTL_MS.
 */
import { LRUCache } from 'lru-cache';
import type { AuthContext } from './authContext';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { auth } from './firebase';
import { HttpError, sessionExpired } from './errors';
import { sharedInFlight } from './sharedInFlight';

/** How long one read of an Auth record serves the member's other calls. */
const AUTH_CACHE_TTL_MS = 60_000;

/** What a session check needs from the Auth record: the context's profile, plus its validity. */
type RecordFacts = Omit<AuthContext, 'signInProvider' | 'authTime' | 'fresh'> & {
  disabled: boolean;
  /** Tokens issued (auth_time) before this are revoked. */
  validSinceMs: number;
};

const cache = new LRUCache<string, RecordFacts>({ max: 10_000, ttl: AUTH_CACHE_TTL_MS });

const isAuthError = (err: unknown) => {
  const code = (err as { code?: unknown })?.code;
  return typeof code === 'string' && code.startsWith('auth/');
};

/** Token and account problems are the caller's session; anything else is ours to report. */
async function asSession<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof HttpError || isAuthError(err)) throw sessionExpired();
    throw err;
  }
}

/** A member's page sends its calls at once: they share one read of the record, and one check of the token. */
const recordReads = sharedInFlight<RecordFacts>();
const tokenChecks = sharedInFlight<DecodedIdToken>();

/** The token's check, shared by the calls that carry it at once. */
async function verifyToken(idToken: string): Promise<DecodedIdToken> {
  return (await tokenChecks(idToken, () => auth.verifyIdToken(idToken))).value;
}

async function readRecord(uid: string): Promise<RecordFacts> {
  return (await recordReads(uid, () => readRecordNow(uid))).value;
}

async function readRecordNow(uid: string): Promise<RecordFacts> {
  const record = await auth.getUser(uid);
  const facts: RecordFacts = {
    uid: record.uid,
    email: record.email ?? null,
    emailVerified: record.emailVerified,
    admin: record.customClaims?.admin === true,
    displayName: record.displayName ?? null,
    photoURL: record.photoURL ?? null,
    disabled: record.disabled,
    validSinceMs: record.tokensValidAfterTime ? Date.parse(record.tokensValidAfterTime) : 0,
  };
  // An unverified account is about to verify: never serve its old state from the cache.
  if (facts.emailVerified) cache.set(uid, facts);
  else cache.delete(uid);
  return facts;
}

function toContext(facts: RecordFacts, authTime: number, signInProvider: string | null, fresh: boolean): AuthContext {
  if (facts.disabled || authTime * 1000 < facts.validSinceMs) throw sessionExpired();
  const { disabled: _d, validSinceMs: _v, ...profile } = facts;
  return { ...profile, signInProvider, authTime, fresh };
}

/**
 * The caller of an ID token. Missing, invalid, expired, revoked tokens and disabled or deleted
 * accounts all throw 'Session expired' (a 403 for the client, whatever the cause).
 */
export function authenticate(idToken: string): Promise<AuthContext> {
  return asSession(async () => {
    const token = await verifyToken(idToken);
    const cached = cache.get(token.uid);
    const facts = cached ?? (await readRecord(token.uid));
    return toContext(facts, token.auth_time, token.firebase?.sign_in_provider ?? null, !cached);
  });
}

/**
 * Drops a member's cached Auth record, so their very next call reads it again: staff's status and
 * role changes apply at once on this instance. Other instances serve their cached copy for at most
 * AUTH_CACHE_TTL_MS, except on money and admin calls, which always check the record fresh.
 */
export function forgetAuthRecord(uid: string): void {
  cache.delete(uid);
}

/** `ctx` re-checked against the Auth record now, unless it was read for this very request. */
export function ensureFresh(ctx: AuthContext): Promise<AuthContext> {
  if (ctx.fresh) return Promise.resolve(ctx);
  return asSession(async () => toContext(await readRecord(ctx.uid), ctx.authTime, ctx.signInProvider, true));
}
