/**
 * Partner postbacks (docs/architecture.md "Outside partners"): check the caller (allow-list, then
 * the adapter's secret or signature, then the adapter's screen of what only the network can send),
 * read the report, apply it once, and keep what arrived for audit, secrets redacted. Accepted and
 * duplicate reports both answer 200 so that the network stops retrying.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { HttpError } from '../platform/errors';
import { geoRuntime } from '../platform/geo';
import { postbacksCol } from '../platform/paths';
import type { ReportResult } from './engine';
import type { NetworkAdapter, PostbackRequest } from './network';
import { expiry } from '../platform/retention';

export interface ReceivedPostback extends PostbackRequest {
  ip: string | null;
}

const badKey = () => new HttpError(403, 'postbacks/forbidden', 'Missing or wrong postback key');
const notAllowed = () => new HttpError(403, 'postbacks/forbidden', 'Postbacks are not accepted from this address');
/** 503 so that the network keeps retrying until the setting is fixed: nothing is lost meanwhile. */
const unconfigured = (setting: string) =>
  new HttpError(503, 'postbacks/unconfigured', `Postbacks are refused until ${setting} lists the network's addresses`);

/**
 * A parameter name Firestore can store as a field: not empty, not reserved (`__name__`), at most
 * 1,500 bytes. A caller chooses the names, so the others are left out of the audit copy rather
 * than failing its write (which made the call a 500).
 */
const storableName = (key: string) => key !== '' && !/^__.*__$/.test(key) && Buffer.byteLength(key) <= 1500;

/** The query as kept for audit: secrets redacted, names Firestore cannot store left out. */
function redacted(query: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  const copy: Record<string, unknown> = Object.fromEntries(Object.entries(query).filter(([key]) => storableName(key)));
  for (const key of keys) if (key in copy) copy[key] = '[redacted]';
  return copy;
}

/** How a network's callers are recognised: its secret and, when non-empty, the addresses it sends from. */
export interface NetworkTrust {
  secret: string;
  allowedIps: readonly string[];
  /**
   * The setting that holds the addresses when they are required: outside the emulator an empty
   * list then refuses every call (naming the setting) instead of accepting any address.
   */
  allowListSetting?: string;
}

/** Whether the caller's address may call: on the list, or any address when the list may be empty. */
function checkAddress(trust: NetworkTrust, ip: string | null) {
  if (!trust.allowedIps.length) {
    // Logged by the error handler (a 503), with the setting's name.
    if (trust.allowListSetting && !geoRuntime.emulator()) throw unconfigured(trust.allowListSetting);
    return;
  }
  if (!(ip && trust.allowedIps.includes(ip))) throw notAllowed();
}

/** Checks, parses and applies one postback; `apply` is the domain's (it knows what the report is about). */
export async function receivePostback<R>(
  adapter: NetworkAdapter<R>,
  trust: NetworkTrust,
  request: ReceivedPostback,
  apply: (report: R) => Promise<ReportResult>,
): Promise<ReportResult> {
  const received_at = Timestamp.now();
  const stored = postbacksCol().doc();
  let result: ReportResult | null = null;
  let failure: HttpError | null = null;
  try {
    checkAddress(trust, request.ip);
    if (!adapter.verify(request, trust.secret)) throw badKey();
    await adapter.screen?.(request, stored.id);
    const report = adapter.parse(request);
    result = await apply(report);
    return result;
  } catch (err) {
    failure = err instanceof HttpError ? err : null;
    throw err;
  } finally {
    await stored.set({
      network: adapter.network,
      query: redacted(request.query, adapter.redact),
      ip: request.ip,
      user_agent: String(request.headers['user-agent'] ?? '').slice(0, 256) || null,
      received_at,
      ...expiry('postbacks', received_at.toDate()),
      http_status: result ? 200 : (failure?.status ?? 500),
      outcome: result?.outcome ?? failure?.code ?? 'error',
      conversion_id: result?.conversionId ?? null,
    });
  }
}
