import { describe, expect, it } from 'vitest';
import {
  DEFAULT_OFFERS_CONFIG,
  holdDays,
  missingCreditOpen,
  nextConversion,
  offersConfigBody,
  payoutToPilotMiles,
  releaseDate,
  swaarmPostbackQuery,
} from '../../src';

const DAY = 24 * 60 * 60 * 1000;

describe('nextConversion', () => {
  it.each([
    [null, 'pending', { to: 'pending', effect: 'hold' }],
    [null, 'approved', { to: 'confirmed', effect: 'credit' }],
    [null, 'rejected', { to: 'rejected', effect: 'none' }],
    [null, 'reversed', { to: 'rejected', effect: 'none' }],
    ['pending', 'approved', { to: 'confirmed', effect: 'credit' }],
    ['pending', 'rejected', { to: 'rejected', effect: 'none' }],
    ['pending', 'reversed', { to: 'rejected', effect: 'none' }],
    ['confirmed', 'reversed', { to: 'reversed', effect: 'debit' }],
    ['confirmed', 'rejected', { to: 'reversed', effect: 'debit' }],
  ] as const)('%s + %s -> %o', (from, report, expected) => {
    expect(nextConversion(from, report)).toEqual(expected);
  });

  it.each([
    ['pending', 'pending'],
    ['confirmed', 'approved'],
    ['confirmed', 'pending'],
    ['rejected', 'approved'],
    ['rejected', 'pending'],
    ['reversed', 'approved'],
    ['reversed', 'reversed'],
  ] as const)('%s + %s changes nothing (a duplicate)', (from, report) => {
    expect(nextConversion(from, report)).toBeNull();
  });

  it('never credits twice or debits without a credit, whatever the order of reports', () => {
    const reports = ['pending', 'approved', 'rejected', 'reversed'] as const;
    // Every sequence of 4 reports: credits - debits is 0 or 1, and a debit only follows a credit.
    const walk = (status: Parameters<typeof nextConversion>[0], credits: number, depth: number): void => {
      expect(credits === 0 || credits === 1).toBe(true);
      if (depth === 0) return;
      for (const r of reports) {
        const t = nextConversion(status, r);
        if (!t) {
          walk(status, credits, depth - 1);
          continue;
        }
        if (t.effect === 'debit') expect(credits).toBe(1);
        walk(t.to, credits + (t.effect === 'credit' ? 1 : t.effect === 'debit' ? -1 : 0), depth - 1);
      }
    };
    walk(null, 0, 4);
  });
});

describe('holds', () => {
  const rules = DEFAULT_OFFERS_CONFIG.hold_rules;
  it.each([
    [100, 0],
    [5_000, 0],
    [5_001, 7],
    [25_000, 7],
    [25_001, 30],
  ])('%i PM waits %i days', (pm, days) => {
    expect(holdDays(pm, rules)).toBe(days);
  });

  it('releases after the hold, or at once (null) without one', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    expect(releaseDate(6_000, rules, now)).toEqual(new Date(now.getTime() + 7 * DAY));
    expect(releaseDate(100, rules, now)).toBeNull();
    expect(holdDays(30_000, [{ above_pm: 25_000, days: 30 }, { above_pm: 5_000, days: 7 }])).toBe(30);
  });
});

describe('payoutToPilotMiles', () => {
  it.each([
    [0.4, 0.7, 28],
    [2.1, 0.7, 147],
    [110, 0.7, 7_700],
    [380, 0.7, 26_600],
    [1, 1, 100],
    [0.001, 0.7, 1],
  ])('$%d at a %d share is %i PM', (dollars, share, pm) => {
    expect(payoutToPilotMiles(dollars, share)).toBe(pm);
  });
});

describe('missingCreditOpen', () => {
  const start = new Date('2026-11-01T00:00:00Z');
  it.each([
    [23, false],
    [24, true],
    [30 * 24, true],
    [30 * 24 + 1, false],
  ])('%i h after the start: %s', (hours, open) => {
    expect(missingCreditOpen(start, new Date(start.getTime() + hours * 3600 * 1000))).toBe(open);
  });
});

describe('schemas', () => {
  it('reads a Swaarm postback query and refuses what is not one', () => {
    const ok = swaarmPostbackQuery.safeParse({ click_id: 'a'.repeat(32), event_id: 'level_10', payout: '2.10', status: 'approved', key: 'k' });
    expect(ok.success && ok.data.payout).toBe(2.1);
    for (const bad of [{ click_id: 'A'.repeat(32) }, { payout: 'NaN' }, { status: 'paid' }, { event_id: '' }]) {
      const input = { click_id: 'a'.repeat(32), event_id: 'install', payout: '1', status: 'approved', ...bad };
      expect(swaarmPostbackQuery.safeParse(input).success).toBe(false);
    }
  });

  it('accepts the default offer settings and refuses a share above 1', () => {
    expect(offersConfigBody.safeParse(DEFAULT_OFFERS_CONFIG).success).toBe(true);
    expect(offersConfigBody.safeParse({ ...DEFAULT_OFFERS_CONFIG, member_share: 1.5 }).success).toBe(false);
  });
});
