import { describe, expect, it } from 'vitest';
import {
  DEFAULT_OFFERS_CONFIG,
  nextConversion,
  settleReport,
  type ConversionStatus,
  type PostbackStatus,
  type SettleContext,
} from '../../src';

const NOW = new Date('2026-03-01T12:00:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;
const RULES = DEFAULT_OFFERS_CONFIG.hold_rules;
const in7 = new Date(NOW.getTime() + 7 * DAY_MS);
const in30 = new Date(NOW.getTime() + 30 * DAY_MS);

const base: SettleContext = {
  by: 'postback',
  policy: 'hold-rules',
  pilotMiles: 100,
  rules: RULES,
  now: NOW,
  current: null,
  heldUntil: null,
  review: false,
};

/** settleReport after nextConversion, as the engine calls them. */
function settle(current: ConversionStatus | null, report: PostbackStatus, over: Partial<SettleContext> = {}) {
  const transition = nextConversion(current, report);
  if (!transition) throw new Error(`no transition from ${current} on ${report}`);
  return settleReport(transition, { ...base, current, ...over });
}

const credit = { to: 'confirmed', effect: 'credit', release: null };

describe('settleReport: a network approval', () => {
  it('credits a reward under every hold rule at once', () => {
    expect(settle(null, 'approved', { pilotMiles: 5_000 })).toEqual(credit);
    expect(settle(null, 'approved', { pilotMiles: 1 })).toEqual(credit);
  });

  it('holds a reward above a rule with the release date a pending report would get, for every policy', () => {
    expect(settle(null, 'approved', { pilotMiles: 5_001 })).toEqual({ to: 'pending', effect: 'hold', release: in7 });
    expect(settle(null, 'approved', { pilotMiles: 25_001 })).toEqual({ to: 'pending', effect: 'hold', release: in30 });
    expect(settle(null, 'approved', { pilotMiles: 6_000, policy: 'await-network' })).toEqual({ to: 'pending', effect: 'hold', release: in7 });
    expect(settle(null, 'pending', { pilotMiles: 6_000 })).toEqual({ to: 'pending', effect: 'hold', release: in7 });
  });

  it('holds cashback pending at its store from its approval (it had no release date)', () => {
    expect(settle('pending', 'approved', { pilotMiles: 6_000, policy: 'await-network' })).toEqual({ to: 'pending', effect: 'hold', release: in7 });
    expect(settle('pending', 'approved', { pilotMiles: 600, policy: 'await-network' })).toEqual(credit);
  });

  it('keeps the date of a conversion already held, and credits it once that date has passed', () => {
    expect(settle('pending', 'approved', { pilotMiles: 6_000, heldUntil: new Date(NOW.getTime() + DAY_MS) })).toBeNull();
    expect(settle('pending', 'approved', { pilotMiles: 6_000, heldUntil: new Date(NOW.getTime() - 1) })).toEqual(credit);
  });

  it('follows no rules: none means credited at once', () => {
    expect(settle(null, 'approved', { pilotMiles: 1_000_000, rules: [] })).toEqual(credit);
  });
});

describe('settleReport: decisions of the job and staff', () => {
  it('credits what the hold job or staff approve, whatever its size', () => {
    expect(settle('pending', 'approved', { by: 'job', pilotMiles: 60_000, heldUntil: in7 })).toEqual(credit);
    expect(settle('pending', 'approved', { by: 'staff', pilotMiles: 60_000, review: true })).toEqual(credit);
  });
});

describe('settleReport: a conversion marked for review', () => {
  it('waits for staff with no release date, whatever the network reports after', () => {
    expect(settle(null, 'approved', { review: true })).toEqual({ to: 'pending', effect: 'hold', release: null });
    expect(settle(null, 'pending', { review: true, pilotMiles: 60_000 })).toEqual({ to: 'pending', effect: 'hold', release: null });
    expect(settle('pending', 'approved', { review: true })).toBeNull();
  });
});

describe('settleReport: what moves no credit', () => {
  it('passes rejections and reversals through', () => {
    expect(settle('pending', 'rejected')).toEqual({ to: 'rejected', effect: 'none', release: null });
    expect(settle('confirmed', 'reversed', { pilotMiles: 60_000 })).toEqual({ to: 'reversed', effect: 'debit', release: null });
    expect(settle(null, 'reversed', { review: true })).toEqual({ to: 'rejected', effect: 'none', release: null });
  });

  it('leaves a pending cashback report waiting for its store, not the rules', () => {
    expect(settle(null, 'pending', { policy: 'await-network', pilotMiles: 60 })).toEqual({ to: 'pending', effect: 'hold', release: null });
  });
});
