import { describe, expect, it } from 'vitest';
import { unlockAtFromOpen, unlockAtFromRetry } from './claimDeadline';

const NOW = Date.parse('2026-11-23T12:00:00.000Z');

describe('unlockAtFromOpen', () => {
  it("is the server's opened_at + 20 s", () => {
    expect(unlockAtFromOpen('2026-11-23T12:00:00.000Z', NOW)).toBe(NOW + 20_000);
    // Opened 12 s before this visit's response (a reload): 8 s left.
    expect(unlockAtFromOpen('2026-11-23T11:59:48.000Z', NOW)).toBe(NOW + 8_000);
    // Opened an hour ago today: unlocked already.
    expect(unlockAtFromOpen('2026-11-23T11:00:00.000Z', NOW)).toBeLessThan(NOW);
  });

  it('never waits more than 20 s after the response, even with a device clock running behind', () => {
    // The device is 2 minutes slow: opened_at reads as 2 minutes in the future.
    expect(unlockAtFromOpen('2026-11-23T12:02:00.000Z', NOW)).toBe(NOW + 20_000);
  });

  it('counts 20 s from the response without an opened_at', () => {
    expect(unlockAtFromOpen(undefined, NOW)).toBe(NOW + 20_000);
    expect(unlockAtFromOpen(null, NOW)).toBe(NOW + 20_000);
    expect(unlockAtFromOpen('not a date', NOW)).toBe(NOW + 20_000);
  });
});

describe('unlockAtFromRetry', () => {
  it("is now + the server's retry_after, or 20 s when it names none", () => {
    expect(unlockAtFromRetry(7, NOW)).toBe(NOW + 7_000);
    expect(unlockAtFromRetry(0, NOW)).toBe(NOW);
    expect(unlockAtFromRetry(undefined, NOW)).toBe(NOW + 20_000);
  });
});
