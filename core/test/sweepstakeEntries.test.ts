import { describe, expect, it } from 'vitest';
import { ENTRIES_PER_REQUEST_MAX, affordableEntries, clampEntries, entryAllowance, remainingEntries } from '../src';

const sweepstake = (entry_cost: number, max_entries: number, my_entries: number | null = 0) => ({
  entry_cost,
  max_entries,
  my_entries,
});

describe('entry allowance', () => {
  it('is what the balance pays for, floor(balance / price), when that is lowest', () => {
    expect(entryAllowance(sweepstake(40, 50), 500)).toEqual({
      most: 12,
      bound: 'balance',
      affordable: 12,
      remaining: 50,
    });
    expect(affordableEntries(39, 40)).toBe(0);
  });

  it("is what is left of the member's max when that is lowest, the max winning a tie", () => {
    expect(entryAllowance(sweepstake(40, 5, 2), 500)).toEqual({
      most: 3,
      bound: 'member-max',
      affordable: 12,
      remaining: 3,
    });
    expect(entryAllowance(sweepstake(50, 10), 500).bound).toBe('member-max');
    expect(remainingEntries(sweepstake(1, 5, 7))).toBe(0);
    expect(remainingEntries(sweepstake(1, 5, null))).toBe(5);
  });

  it('is the per-request cap for a rich member in a big one', () => {
    expect(entryAllowance(sweepstake(1, 10_000), 50_000)).toMatchObject({
      most: ENTRIES_PER_REQUEST_MAX,
      bound: 'request-max',
    });
  });

  it('is none with a negative balance or a free price', () => {
    expect(entryAllowance(sweepstake(40, 50), -200).most).toBe(0);
    expect(affordableEntries(500, 0)).toBe(0);
  });

  it('clamps a number asked for into 0..most', () => {
    const allowance = entryAllowance(sweepstake(40, 50), 500);
    expect(clampEntries(999, allowance)).toBe(12);
    expect(clampEntries(7, allowance)).toBe(7);
    expect(clampEntries(-5, allowance)).toBe(0);
    expect(clampEntries(1.5, allowance)).toBe(1);
  });
});
