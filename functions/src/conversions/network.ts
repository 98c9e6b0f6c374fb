/**
 * A network adapter (docs/conversions.md "How a domain plugs in"): how one partner's postbacks are
 * checked and read. Swaarm cannot sign, so its URL carries our secret; a network that signs (a
 * survey wall's hash, an affiliate network's HMAC) has its own `verify`. Amounts never come from
 * here alone: the domain's catalogue (a click's snapshot, a brand's rate) decides what a member
 * earns.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

/** What arrived, as the adapter needs it. */
export interface PostbackRequest {
  query: Record<string, unknown>;
  /** The query string exactly as sent (signatures are computed over it). */
  rawQuery: string;
  headers: Record<string, string | string[] | undefined>;
}

/** `R`: the report in the domain's terms (an offer's click and event, an order, a survey transaction). */
export interface NetworkAdapter<R> {
  /** Our name for it, in ledger ids and conversion ids. */
  network: string;
  /** Whether the caller proved it is the network (secret or signature), in constant time. */
  verify(request: PostbackRequest, secret: string): boolean;
  /**
   * After `verify`, before `parse`: refuses (throws a 403 HttpError with its own code) a report
   * that a value we hand members could have signed, which proves nothing about the network. A
   * survey wall signs its member links and its postbacks with one secret. `postbackId` is the id
   * the call is stored under, for whatever the refusal records.
   */
  screen?(request: PostbackRequest, postbackId: string): Promise<void>;
  /** The report, or a validation error naming the field (thrown as 400 by the caller). */
  parse(request: PostbackRequest): R;
  /** Query parameters that must never be stored (secrets, signatures). */
  redact: readonly string[];
}

/** Equality of two secrets without leaking where they differ (hashing first evens the lengths). */
export function secretsEqual(given: string, expected: string): boolean {
  if (!expected) return false;
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}
