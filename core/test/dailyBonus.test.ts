import { describe, expect, it } from 'vitest';
import {
  DAILY_BONUS_INTERVAL_MS,
  DAILY_BONUS_STREAK_BREAK_MS,
  DEFAULT_DAILY_BONUS_CONFIG,
  claimOpensAt,
  memberClock,
  zoneOnly,
  currentStreak,
  dayKey,
  dayState,
  drawWheelSegment,
  formatEndsIn,
  formatHoursMinutes,
  formatHms,
  isStreakBroken,
  isWheelDay,
  nextClaimDay,
  nextLocalMidnight,
  rewardForDay,
  streakBreaksAt,
  wheelMax,
  windowStart,
  type StoredDailyBonus,
} from '../src';

const clock = (zone: string) => memberClock(zoneOnly(zone));

const HOUR = 3600_000;

describe('rewardForDay', () => {
  it('without a config gives the day number capped at 5', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 30].map((d) => rewardForDay(d))).toEqual([1, 2, 3, 4, 5, 5, 5, 5]);
    expect(rewardForDay(3, null)).toBe(3);
  });
  it('with the default config pays 1 rising to 5, then 5 a day', () => {
    expect([1, 2, 3, 4, 5, 6, 8, 100].map((d) => rewardForDay(d, DEFAULT_DAILY_BONUS_CONFIG))).toEqual([
      1, 2, 3, 4, 5, 5, 5, 5,
    ]);
  });
  it('with a config uses the mapped reward, the day number where unmapped, maxReward beyond maxDay', () => {
    const config = { maxDay: 4, rewardsByDay: { '1': 10, '3': 30 }, maxReward: 50 };
    expect(rewardForDay(1, config)).toBe(10);
    expect(rewardForDay(2, config)).toBe(2); // unmapped: the day number
    expect(rewardForDay(3, config)).toBe(30);
    expect(rewardForDay(4, config)).toBe(4);
    expect(rewardForDay(5, config)).toBe(50);
    expect(rewardForDay(70, config)).toBe(50);
  });
  it('a mapped 0 is a real 0, not a fallback', () => {
    expect(rewardForDay(1, { maxDay: 1, rewardsByDay: { '1': 0 }, maxReward: 3 })).toBe(0);
  });
});

describe('wheel days and the 7-day window', () => {
  it('every 7th day is a wheel day', () => {
    expect([0, 1, 6, 7, 8, 13, 14, 21].filter(isWheelDay)).toEqual([7, 14, 21]);
  });
  it('windowStart is streak div 7 × 7 + 1', () => {
    expect([0, 1, 6, 7, 8, 13, 14, 20, 21].map(windowStart)).toEqual([1, 1, 1, 8, 8, 8, 15, 15, 22]);
  });
  it('wheelMax is the largest prize, 0 without segments', () => {
    expect(wheelMax(DEFAULT_DAILY_BONUS_CONFIG.wheel.segments)).toBe(100);
    expect(wheelMax([])).toBe(0);
  });
});

describe('dayState', () => {
  it('marks done, today, bonus and next', () => {
    // Streak 2, claimable: days 1-2 done, 3 today, 4-6 next, 7 bonus.
    expect([1, 2, 3, 4, 5, 6, 7].map((d) => dayState(d, 2, true))).toEqual([
      'done',
      'done',
      'today',
      'next',
      'next',
      'next',
      'bonus',
    ]);
  });
  it('has no today while the next claim is not open', () => {
    expect([1, 2, 3, 7].map((d) => dayState(d, 2, false))).toEqual(['done', 'done', 'next', 'bonus']);
  });
  it('a claimable wheel day is today, and a claimed one done', () => {
    expect(dayState(7, 6, true)).toBe('today');
    expect(dayState(7, 7, false)).toBe('done');
    expect(dayState(14, 7, false)).toBe('bonus');
  });
});

describe('claim timing and streaks', () => {
  const t0 = Date.UTC(2026, 10, 21, 12, 0, 0);
  const last: StoredDailyBonus = { streak: 3, lastClaimedAt: t0 };

  it('a first claim is always open and is day 1', () => {
    expect(claimOpensAt(null, t0, clock('UTC'))).toBeNull();
    expect(nextClaimDay(null, t0)).toBe(1);
    expect(currentStreak(null, t0)).toBe(0);
    expect(streakBreaksAt(null, t0)).toBeNull();
  });
  it('opens exactly 24 h after the last claim', () => {
    expect(claimOpensAt(last, t0 + DAILY_BONUS_INTERVAL_MS - 1, clock('UTC'))).toBe(t0 + DAILY_BONUS_INTERVAL_MS);
    expect(claimOpensAt(last, t0 + HOUR, clock('UTC'))).toBe(t0 + DAILY_BONUS_INTERVAL_MS);
    expect(claimOpensAt(last, t0 + DAILY_BONUS_INTERVAL_MS, clock('UTC'))).toBeNull();
  });
  it('continues the streak up to 48 h after the last claim, and breaks after', () => {
    expect(nextClaimDay(last, t0 + 25 * HOUR)).toBe(4);
    expect(isStreakBroken(last, t0 + DAILY_BONUS_STREAK_BREAK_MS)).toBe(false);
    expect(nextClaimDay(last, t0 + DAILY_BONUS_STREAK_BREAK_MS)).toBe(4);
    expect(streakBreaksAt(last, t0 + 30 * HOUR)).toBe(t0 + DAILY_BONUS_STREAK_BREAK_MS);
    expect(isStreakBroken(last, t0 + DAILY_BONUS_STREAK_BREAK_MS + 1)).toBe(true);
    expect(currentStreak(last, t0 + 49 * HOUR)).toBe(0);
    expect(nextClaimDay(last, t0 + 49 * HOUR)).toBe(1);
    expect(streakBreaksAt(last, t0 + 49 * HOUR)).toBeNull();
  });
  it('the current streak stands while unbroken, claimable or not', () => {
    expect(currentStreak(last, t0 + HOUR)).toBe(3);
    expect(currentStreak(last, t0 + 40 * HOUR)).toBe(3);
  });
});

describe('claimOpensAt (one claim per local day)', () => {
  it('without a last day key is the 24 h rule', () => {
    const t0 = Date.UTC(2026, 10, 21, 12);
    const last = { streak: 1, lastClaimedAt: t0 };
    expect(claimOpensAt(null, t0, clock('UTC'))).toBeNull();
    expect(claimOpensAt(last, t0 + HOUR, clock('UTC'))).toBe(t0 + DAILY_BONUS_INTERVAL_MS);
    expect(claimOpensAt(last, t0 + DAILY_BONUS_INTERVAL_MS, clock('UTC'))).toBeNull();
  });
  it('on an ordinary day 24 h later is always another local day', () => {
    const t0 = Date.UTC(2026, 10, 21, 5, 30); // 00:30 in New York
    const last = { streak: 1, lastClaimedAt: t0, lastDayKey: dayKey(t0, 'America/New_York') };
    expect(claimOpensAt(last, t0, clock('America/New_York'))).toBe(t0 + DAILY_BONUS_INTERVAL_MS);
    expect(claimOpensAt(last, t0 + DAILY_BONUS_INTERVAL_MS, clock('America/New_York'))).toBeNull();
  });
  it('on the 25-hour day when DST ends, waits for local midnight after a claim just past midnight', () => {
    const zone = 'America/New_York';
    const t0 = Date.UTC(2026, 10, 1, 4, 10); // 2026-11-01 00:10 EDT
    const last = { streak: 1, lastClaimedAt: t0, lastDayKey: '2026-11-01' };
    const midnight = Date.UTC(2026, 10, 2, 5, 0); // 2026-11-02 00:00 EST
    expect(dayKey(t0 + DAILY_BONUS_INTERVAL_MS, zone)).toBe('2026-11-01'); // 23:10 EST, same day
    expect(claimOpensAt(last, t0 + HOUR, clock(zone))).toBe(midnight);
    expect(claimOpensAt(last, t0 + DAILY_BONUS_INTERVAL_MS, clock(zone))).toBe(midnight);
    expect(claimOpensAt(last, midnight, clock(zone))).toBeNull();
  });
  it('on the 23-hour day when DST starts, opens after 24 h (the local day is skipped, not shared)', () => {
    const zone = 'America/New_York';
    const t0 = Date.UTC(2026, 2, 8, 4, 30); // 2026-03-07 23:30 EST
    const last = { streak: 1, lastClaimedAt: t0, lastDayKey: '2026-03-07' };
    expect(claimOpensAt(last, t0 + DAILY_BONUS_INTERVAL_MS, clock(zone))).toBeNull();
    expect(dayKey(t0 + DAILY_BONUS_INTERVAL_MS, zone)).toBe('2026-03-09');
  });
  it('a zone change onto the same local day waits for that zone’s midnight', () => {
    // Claimed 2026-11-21 09:00 UTC in Kiritimati (23:00 local, day 11-21); 25 h later the user
    // is in UTC, where it is 2026-11-22 10:00: a new day, open.
    const t0 = Date.UTC(2026, 10, 21, 9);
    const last = { streak: 1, lastClaimedAt: t0, lastDayKey: dayKey(t0, 'Pacific/Kiritimati') };
    expect(last.lastDayKey).toBe('2026-11-21');
    expect(claimOpensAt(last, t0 + 25 * HOUR, clock('UTC'))).toBeNull();
    // In Pago Pago (UTC-11) at t0 + 25 h it is 2026-11-21 23:00: still the claim's day.
    expect(claimOpensAt(last, t0 + 25 * HOUR, clock('Pacific/Pago_Pago'))).toBe(Date.UTC(2026, 10, 22, 11));
  });
});

describe('drawWheelSegment', () => {
  const segments = [
    { amount: 5, weight: 3 },
    { amount: 10, weight: 1 },
    { amount: 50, weight: 1 },
  ];
  it('maps the edges of [0, 1) to the first and last segments', () => {
    expect(drawWheelSegment(segments, () => 0)).toBe(0);
    expect(drawWheelSegment(segments, () => 0.9999999)).toBe(2);
  });
  it('a draw landing exactly on a boundary belongs to the next segment', () => {
    expect(drawWheelSegment(segments, () => 3 / 5 - 1e-12)).toBe(0);
    expect(drawWheelSegment(segments, () => 3 / 5)).toBe(1);
    expect(drawWheelSegment(segments, () => 4 / 5)).toBe(2);
  });
  it('lands on each segment in proportion to its weight', () => {
    const counts = [0, 0, 0];
    const n = 5000;
    for (let i = 0; i < n; i++) counts[drawWheelSegment(segments, () => i / n)]!++;
    expect(counts).toEqual([3000, 1000, 1000]);
  });
  it('the default wheel pays every prize with its weight', () => {
    const wheel = DEFAULT_DAILY_BONUS_CONFIG.wheel.segments;
    const total = wheel.reduce((s, x) => s + x.weight, 0);
    const counts = new Array(wheel.length).fill(0);
    for (let i = 0; i < total; i++) counts[drawWheelSegment(wheel, () => (i + 0.5) / total)]++;
    expect(counts).toEqual(wheel.map((s) => s.weight));
  });
  it('a single segment always wins', () => {
    expect(drawWheelSegment([{ amount: 7, weight: 2 }], () => 0.5)).toBe(0);
  });
});

describe('formatHms', () => {
  it('formats HH:MM:SS, rounding partial seconds up', () => {
    expect(formatHms(0)).toBe('00:00:00');
    expect(formatHms(1)).toBe('00:00:01');
    expect(formatHms(59_999)).toBe('00:01:00');
    expect(formatHms(3_723_000)).toBe('01:02:03');
    expect(formatHms(DAILY_BONUS_INTERVAL_MS)).toBe('24:00:00');
    expect(formatHms(25 * HOUR + 61_000)).toBe('25:01:01');
  });
  it('reads negative durations as zero', () => {
    expect(formatHms(-5000)).toBe('00:00:00');
  });
});

describe('formatEndsIn', () => {
  it('formats hours and whole minutes, rounding down', () => {
    expect(formatEndsIn(4 * HOUR - 1)).toBe('Ends in 3h 59m');
    expect(formatEndsIn(59_999)).toBe('Ends in 0h 0m');
    expect(formatEndsIn(23 * HOUR + 5 * 60_000)).toBe('Ends in 23h 5m');
    expect(formatEndsIn(-1)).toBe('Ends in 0h 0m');
  });
});

describe('formatHoursMinutes', () => {
  it('rounds minutes up and drops the hours under an hour', () => {
    expect(formatHoursMinutes(4 * HOUR + 60_000)).toBe('4h 1m');
    expect(formatHoursMinutes(4 * HOUR + 1)).toBe('4h 1m');
    expect(formatHoursMinutes(5 * HOUR)).toBe('5h 0m');
    expect(formatHoursMinutes(59 * 60_000 + 1)).toBe('1h 0m');
    expect(formatHoursMinutes(30_000)).toBe('1m');
    expect(formatHoursMinutes(-1)).toBe('0m');
  });
});

describe('nextLocalMidnight', () => {
  it('Pacific/Kiritimati (UTC+14): local midnight is 10:00 UTC', () => {
    const before = Date.UTC(2026, 10, 21, 9, 59, 59); // 23:59:59 on 11-21 local
    expect(dayKey(before, 'Pacific/Kiritimati')).toBe('2026-11-21');
    expect(nextLocalMidnight(before, 'Pacific/Kiritimati').toISOString()).toBe('2026-11-21T10:00:00.000Z');
    expect(dayKey(Date.UTC(2026, 10, 21, 10), 'Pacific/Kiritimati')).toBe('2026-11-22');
    expect(nextLocalMidnight(before, 'Pacific/Kiritimati').getTime() - before).toBe(1000);
  });
  it('Pacific/Pago_Pago (UTC-11): local midnight is 11:00 UTC', () => {
    const after = Date.UTC(2026, 10, 21, 11, 0, 0); // 00:00 on 11-21 local
    expect(dayKey(after - 1, 'Pacific/Pago_Pago')).toBe('2026-11-20');
    expect(dayKey(after, 'Pacific/Pago_Pago')).toBe('2026-11-21');
    expect(nextLocalMidnight(after, 'Pacific/Pago_Pago').toISOString()).toBe('2026-11-22T11:00:00.000Z');
    expect(nextLocalMidnight(after - 1, 'Pacific/Pago_Pago').getTime()).toBe(after);
  });
  it('America/New_York: the DST days are 23 and 25 hours long', () => {
    const springMidnight = Date.UTC(2026, 2, 8, 5); // 2026-03-08 00:00 EST
    expect(nextLocalMidnight(springMidnight, 'America/New_York').toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(nextLocalMidnight(springMidnight, 'America/New_York').getTime() - springMidnight).toBe(23 * HOUR);
    const fallMidnight = Date.UTC(2026, 10, 1, 4); // 2026-11-01 00:00 EDT
    expect(nextLocalMidnight(fallMidnight, 'America/New_York').toISOString()).toBe('2026-11-02T05:00:00.000Z');
    expect(nextLocalMidnight(fallMidnight, 'America/New_York').getTime() - fallMidnight).toBe(25 * HOUR);
  });
  it('an unknown zone counts as UTC', () => {
    expect(nextLocalMidnight(Date.UTC(2026, 10, 21, 13), 'Not/AZone').toISOString()).toBe('2026-11-22T00:00:00.000Z');
  });
});
