/**
 * Partner postbacks (DESIGN §8): check the caller (allow-list, then the adapter's secret or
 * signature), read the report, apply it once, and keep what arrived for audit, secrets redacted.
 * Accepted and duplicate reports both answer 200 so that the network stops retrying.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { HttpError } from '../platform/errors';
import { postbacksCol } from '../platform/paths';
import type { ReportResult } from './engine';
import type { NetworkAdapter, PostbackRequest } from './network';

export interface ReceivedPostback extends PostbackRequest {
  ip: string | null;
}

const badKey = () => new HttpError(403, 'postbacks/forbidden', 'Missing or wrong postback key');
const notAllowed = () => new HttpError(403, 'postbacks/forbidden', 'Postbacks are not accepted from this address');

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
}

/** Checks, parses and applies one postback; `apply` is the domain's (it knows what the report is about). */
export async function receivePostback<R>(
  adapter: NetworkAdapter<R>,
  trust: NetworkTrust,
  request: ReceivedPostback,
  apply: (report: R) => Promise<ReportResult>,
): Promise<ReportResult> {
  const received_at = Timestamp.now();
  let result: ReportResult | null = null;
  let failure: HttpError | null = null;
  try {
    if (trust.allowedIps.length && !(request.ip && trust.allowedIps.includes(request.ip))) throw notAllowed();
    if (!adapter.verify(request, trust.secret)) throw badKey();
    const report = adapter.parse(request);
    result = await apply(report);
    return result;
  } catch (err) {
    failure = err instanceof HttpError ? err : null;
    throw err;
  } finally {
    await postbacksCol().add({
      network: adapter.network,
      query: redacted(request.query, adapter.redact),
      ip: request.ip,
      user_agent: String(request.headers['user-agent'] ?? '').slice(0, 256) || null,
      received_at,
      http_status: result ? 200 : (failure?.status ?? 500),
      outcome: result?.outcome ?? failure?.code ?? 'error',
      conversion_id: result?.conversionId ?? null,
    });
  }
}
