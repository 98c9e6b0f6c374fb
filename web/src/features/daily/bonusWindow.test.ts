import { describe, expect, it } from 'vitest';
import { DEFAULT_DAILY_BONUS_CONFIG } from '@pilotmiles/core';
import { bonusWindow, claimOpen } from './bonusWindow';

const states = (streak: number, canClaim: boolean) =>
  bonusWindow(streak, canClaim, DEFAULT_DAILY_BONUS_CONFIG).map((d) => d.state);

describe('bonusWindow', () => {
  it('starts at day 1 for streaks 0 to 6, day 8 for 7 to 13, day 15 for 14', () => {
    expect(bonusWindow(0, true, null)[0]!.day).toBe(1);
    expect(bonusWindow(6, true, null)[0]!.day).toBe(1);
    expect(bonusWindow(7, true, null)[0]!.day).toBe(8);
    expect(bonusWindow(13, true, null)[0]!.day).toBe(8);
    expect(bonusWindow(14, true, null).map((d) => d.day)).toEqual([15, 16, 17, 18, 19, 20, 21]);
  });

  it('marks claimed days done, the claimable day today and the 7th day bonus', () => {
    expect(states(0, true)).toEqual(['today', 'next', 'next', 'next', 'next', 'next', 'bonus']);
    expect(states(3, true)).toEqual(['done', 'done', 'done', 'today', 'next', 'next', 'bonus']);
    expect(states(3, false)).toEqual(['done', 'done', 'done', 'next', 'next', 'next', 'bonus']);
    expect(states(6, true)).toEqual(['done', 'done', 'done', 'done', 'done', 'done', 'today']);
    expect(states(7, true)).toEqual(['today', 'next', 'next', 'next', 'next', 'next', 'bonus']);
    expect(states(13, false)).toEqual(['done', 'done', 'done', 'done', 'done', 'done', 'bonus']);
  });

  it('shows each day reward from the config and the wheel as up to its largest prize', () => {
    expect(bonusWindow(0, true, DEFAULT_DAILY_BONUS_CONFIG).map((d) => d.reward)).toEqual([
      '1 PM',
      '2 PM',
      '3 PM',
      '4 PM',
      '5 PM',
      '5 PM',
      'up to 100 PM',
    ]);
    expect(bonusWindow(7, true, { ...DEFAULT_DAILY_BONUS_CONFIG, maxReward: 8 }).map((d) => d.reward)[0]).toBe('8 PM');
  });

  it('without a config: the day number capped at 5, and ? for the wheel', () => {
    expect(bonusWindow(7, true, null).map((d) => d.reward)).toEqual([
      '5 PM',
      '5 PM',
      '5 PM',
      '5 PM',
      '5 PM',
      '5 PM',
      '?',
    ]);
  });
});

describe('claimOpen', () => {
  const at = Date.parse('2026-03-01T10:00:00Z');
  it('follows the server, then opens when nextClaimAt passes', () => {
    expect(claimOpen(true, null, at)).toBe(true);
    expect(claimOpen(false, '2026-03-01T10:00:01Z', at)).toBe(false);
    expect(claimOpen(false, '2026-03-01T10:00:00Z', at)).toBe(true);
    expect(claimOpen(false, null, at)).toBe(false);
  });
});
