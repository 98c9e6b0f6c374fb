/**
 * A network adapter (DESIGN §8): how one partner's postbacks are checked and read. Swaarm cannot
 * sign, so its URL carries our secret; a network that signs (ayeT, BitLabs, Lootably: HMAC of the
 * query) is one more file with its own `verify`. Amounts never come from here: the click's
 * snapshot decides what a member earns.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { PostbackStatus } from '@pilotmiles/core';

/** What arrived, as the adapter needs it. */
export interface PostbackRequest {
  query: Record<string, unknown>;
  /** The query string exactly as sent (signatures are computed over it). */
  rawQuery: string;
  headers: Record<string, string | string[] | undefined>;
}

/** A postback in our terms. */
export interface PostbackReport {
  clickId: string;
  eventId: string;
  status: PostbackStatus;
  /** What the network says it pays us (margin reports, sanity checks); never what we credit. */
  payoutUsd: number | null;
}

export interface NetworkAdapter {
  /** Our name for it, in ledger ids and conversion ids: offer:{network}:... */
  network: string;
  /** Whether the caller proved it is the network (secret or signature), in constant time. */
  verify(request: PostbackRequest, secret: string): boolean;
  /** The report, or a validation error naming the field (thrown as 400 by the caller). */
  parse(request: PostbackRequest): PostbackReport;
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
