/**
 * The identity-verification provider (docs/kyc.md), in the shape of Persona and Veriff:
 * create a session for a member, read a session's decision, and check the signature of its webhooks
 * (HMAC-SHA256 over "<timestamp>.<raw body>", in constant time, with a freshness window so a
 * captured webhook cannot be replayed later).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export type ProviderSessionStatus = 'created' | 'submitted' | 'approved' | 'declined';

export interface ProviderSession {
  id: string;
  referenceId: string;
  status: ProviderSessionStatus;
  url: string;
  reason: string | null;
}

export interface KycProvider {
  createSession(input: { referenceId: string; redirectUrl: string; email: string | null }): Promise<ProviderSession>;
  getSession(id: string): Promise<ProviderSession | null>;
}

export class KycProviderError extends Error {}

const TIMEOUT_MS = 8_000;
const STATUSES: readonly ProviderSessionStatus[] = ['created', 'submitted', 'approved', 'declined'];

function mapSession(raw: unknown): ProviderSession {
  const s = (raw ?? {}) as Record<string, unknown>;
  if (typeof s.id !== 'string' || typeof s.url !== 'string' || !STATUSES.includes(s.status as ProviderSessionStatus))
    throw new KycProviderError('provider answered without a session');
  return {
    id: s.id,
    referenceId: String(s.reference_id ?? ''),
    status: s.status as ProviderSessionStatus,
    url: s.url,
    reason: typeof s.reason === 'string' ? s.reason : null,
  };
}

export function kycProvider(baseUrl: string, apiKey: string): KycProvider {
  const call = async (path: string, init: RequestInit) => {
    try {
      return await fetch(`${baseUrl}${path}`, {
        ...init,
        headers: { 'x-api-key': apiKey, 'content-type': 'application/json', accept: 'application/json' },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (err) {
      throw new KycProviderError(`provider unreachable: ${(err as Error).message}`);
    }
  };
  return {
    async createSession({ referenceId, redirectUrl, email }) {
      const res = await call('/sessions', {
        method: 'POST',
        body: JSON.stringify({ reference_id: referenceId, redirect_url: redirectUrl, fields: email ? { email } : {} }),
      });
      if (!res.ok) throw new KycProviderError(`provider ${res.status}`);
      return mapSession(((await res.json()) as { session?: unknown }).session);
    },
    async getSession(id) {
      const res = await call(`/sessions/${encodeURIComponent(id)}`, { method: 'GET' });
      if (res.status === 404) return null;
      if (!res.ok) throw new KycProviderError(`provider ${res.status}`);
      return mapSession(((await res.json()) as { session?: unknown }).session);
    },
  };
}

/** How old a webhook may be: a delivery delayed longer is refused, and so is a later replay. */
const WEBHOOK_TOLERANCE_S = 300;

export type SignatureCheck = { ok: true } | { ok: false; why: 'missing' | 'malformed' | 'mismatch' | 'stale' };

/** Checks `X-Signature: t=<unix s>,v1=<hex>` against the raw body. */
export function verifyKycSignature(rawBody: Buffer | string, header: string | undefined, secret: string, now = new Date()): SignatureCheck {
  if (!header) return { ok: false, why: 'missing' };
  const parts = Object.fromEntries(
    header.split(',').map((p) => {
      const i = p.indexOf('=');
      return [p.slice(0, i).trim(), p.slice(i + 1).trim()];
    }),
  );
  const t = Number(parts.t);
  const v1 = parts.v1 ?? '';
  if (!Number.isInteger(t) || !/^[a-f0-9]{64}$/.test(v1) || !secret) return { ok: false, why: 'malformed' };
  const expected = createHmac('sha256', secret).update(`${t}.`).update(rawBody).digest();
  if (!timingSafeEqual(expected, Buffer.from(v1, 'hex'))) return { ok: false, why: 'mismatch' };
  if (Math.abs(now.getTime() / 1000 - t) > WEBHOOK_TOLERANCE_S) return { ok: false, why: 'stale' };
  return { ok: true };
}

/** The header a provider would send for `rawBody` at `t` (tests and the simulator sign the same way). */
export function signKycWebhook(rawBody: string, secret: string, t = Math.floor(Date.now() / 1000)): string {
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${rawBody}`).digest('hex')}`;
}
