/**
 * Veriff, the identity-verification provider (docs/kyc.md "The provider's contract"), behind the
 * shape the service needs: create a session for a member, read a session's decision, and check the
 * signature of its webhooks.
 *
 * - POST {base}/v1/sessions with `X-AUTH-CLIENT: <API key>` (no signature needed there) and
 *   `{verification: {callback, vendorData}}`; answers `{status, verification: {id, url, ...}}`.
 * - GET {base}/v1/sessions/{id}/decision with `X-AUTH-CLIENT` and `X-HMAC-SIGNATURE`, the hex
 *   HMAC-SHA256 of the session id with the shared secret key; `verification` is null until decided.
 * - Webhooks carry `X-HMAC-SIGNATURE`, the hex HMAC-SHA256 of the raw body with the same secret,
 *   checked here in constant time. Veriff sends no timestamp to sign, so replays are stopped by
 *   the service's idempotency key, not by a freshness window.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { kycProviderVerification, type KycProviderVerification } from '@pilotmiles/core';

export interface ProviderSession {
  id: string;
  /** Veriff's hosted flow; the member is sent there. */
  url: string;
}

/** What Veriff says of a session: unknown to it, not decided yet, or its latest decision. */
export type DecisionLookup =
  { kind: 'unknown' } | { kind: 'undecided' } | { kind: 'decided'; decision: KycProviderVerification };

export interface KycProvider {
  createSession(input: { vendorData: string; callback: string }): Promise<ProviderSession>;
  getDecision(sessionId: string): Promise<DecisionLookup>;
}

export class KycProviderError extends Error {}

const TIMEOUT_MS = 8_000;

/** Hex HMAC-SHA256 of `payload` with the shared secret key: Veriff's X-HMAC-SIGNATURE. */
export function veriffSignature(payload: Buffer | string, secret: string): string {
  return createHmac('sha256', secret).update(payload).digest('hex');
}

function sessionOf(raw: unknown): ProviderSession {
  const v = ((raw ?? {}) as { verification?: { id?: unknown; url?: unknown } }).verification;
  if (typeof v?.id !== 'string' || !/^[A-Za-z0-9_-]{6,80}$/.test(v.id) || typeof v.url !== 'string' || !/^https?:\/\//.test(v.url))
    throw new KycProviderError('provider answered without a session');
  return { id: v.id, url: v.url };
}

/** `baseUrl`: the integration's base URL (https://stationapi.veriff.com), without /v1. */
export function kycProvider(baseUrl: string, apiKey: string, sharedSecret: string): KycProvider {
  const call = async (path: string, init: RequestInit, signature?: string) => {
    try {
      return await fetch(`${baseUrl}${path}`, {
        ...init,
        headers: {
          'x-auth-client': apiKey,
          ...(signature ? { 'x-hmac-signature': signature } : {}),
          'content-type': 'application/json',
          accept: 'application/json',
        },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (err) {
      throw new KycProviderError(`provider unreachable: ${(err as Error).message}`);
    }
  };
  const json = async (res: Response) => {
    try {
      return (await res.json()) as unknown;
    } catch {
      throw new KycProviderError('provider answered something that is not JSON');
    }
  };
  return {
    async createSession({ vendorData, callback }) {
      const res = await call('/v1/sessions', { method: 'POST', body: JSON.stringify({ verification: { callback, vendorData } }) });
      if (!res.ok) throw new KycProviderError(`provider ${res.status}`);
      return sessionOf(await json(res));
    },
    async getDecision(sessionId) {
      const res = await call(`/v1/sessions/${encodeURIComponent(sessionId)}/decision`, { method: 'GET' }, veriffSignature(sessionId, sharedSecret));
      if (res.status === 404) return { kind: 'unknown' };
      if (!res.ok) throw new KycProviderError(`provider ${res.status}`);
      const body = (await json(res)) as { verification?: unknown } | null;
      if (body?.verification === null) return { kind: 'undecided' };
      const parsed = kycProviderVerification.safeParse(body?.verification);
      if (!parsed.success || parsed.data.id !== sessionId) throw new KycProviderError('provider answered a decision we cannot read');
      return { kind: 'decided', decision: parsed.data };
    },
  };
}

export type SignatureCheck = { ok: true } | { ok: false; why: 'missing' | 'malformed' | 'mismatch' };

/** Checks a webhook's X-HMAC-SIGNATURE (hex HMAC-SHA256 of the raw body) in constant time. */
export function verifyKycSignature(rawBody: Buffer | string, header: string | undefined, secret: string): SignatureCheck {
  if (!header) return { ok: false, why: 'missing' };
  if (!/^[0-9a-fA-F]{64}$/.test(header) || !secret) return { ok: false, why: 'malformed' };
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  if (!timingSafeEqual(expected, Buffer.from(header, 'hex'))) return { ok: false, why: 'mismatch' };
  return { ok: true };
}

/**
 * The idempotency key of a decision: Veriff has no event id, so a decision is its session, the
 * attempt that received it, and the status. A retry or a replay of the same webhook has the same
 * key; a new attempt (a resubmission) or a status that follows a review has another.
 */
export const decisionKey = (v: Pick<KycProviderVerification, 'id' | 'attemptId' | 'status'>) => `${v.id}_${v.attemptId ?? 'none'}_${v.status}`;
