/**
 * The request key of one opening of a dialog that spends (redeem, enter a sweepstake): sent with
 * every try, so a double click or a retry is answered with what the first try did.
 */

/** A request key the server accepts (core's requestKey: 8-64 of A-Z a-z 0-9 _ -); randomUUID needs a secure context. */
export function newRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}
