/**
 * When the claim button unlocks, as an epoch time on this device's clock,
 * for lib/useDeadline. The server is the judge (docs/articles.md): it accepts a claim
 * ARTICLE_CLAIM_SECONDS after the reader's first open today (`opened_at`), and refuses an early one
 * with `retry_after`.
 */
import { ARTICLE_CLAIM_SECONDS } from '@pilotmiles/core';

const CLAIM_MS = ARTICLE_CLAIM_SECONDS * 1000;

/**
 * From the article response: `opened_at` + 20 s. The article carries no server time, so the device
 * clock reads `opened_at`; the deadline is capped at 20 s after the response arrived (`receivedAt`),
 * so a device clock running behind never makes the reader wait longer than a fresh open would. A
 * clock running ahead may unlock early; the server's too-early answer then restarts the countdown
 * from its `retry_after`. No `opened_at` (not signed in when fetched): 20 s from arrival.
 */
export function unlockAtFromOpen(openedAt: string | null | undefined, receivedAt: number): number {
  const fresh = receivedAt + CLAIM_MS;
  const opened = openedAt ? Date.parse(openedAt) : NaN;
  return Number.isFinite(opened) ? Math.min(opened + CLAIM_MS, fresh) : fresh;
}

/** After a too-early refusal: `retry_after` seconds from now (20 s if the server named none). */
export function unlockAtFromRetry(retryAfter: number | undefined, now: number = Date.now()): number {
  return now + (retryAfter ?? ARTICLE_CLAIM_SECONDS) * 1000;
}
