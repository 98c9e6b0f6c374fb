import { describe, expect, it } from 'vitest';
import { DEBT_ALLOWED_TYPES, REVERSAL_TYPES, TRANSACTION_LABELS, reverseActivity } from '../src';

describe('reversal types', () => {
  it('are the one list of debits that may leave a debt, each with a label', () => {
    expect([...REVERSAL_TYPES].sort()).toEqual(['offer-reversal', 'referral-reversal', 'shopping-reversal', 'survey-reversal']);
    expect(DEBT_ALLOWED_TYPES).toBe(REVERSAL_TYPES);
    for (const type of REVERSAL_TYPES) expect(TRANSACTION_LABELS[type]).toBeTruthy();
  });
});

describe('reverseActivity', () => {
  const counters = { lifetime_activity: 1_000, activity_today: { day_key: '2026-11-21', amount: 600 } };

  it("takes an activity credit off lifetime_activity, and off today's figure when the credit is of that day", () => {
    expect(reverseActivity(counters, { type: 'survey', amount: 400, day_key: '2026-11-21' }, -400)).toEqual({
      lifetime_activity: 600,
      activity_today: { day_key: '2026-11-21', amount: 200 },
    });
  });

  it("leaves today's figure alone for a credit of another day", () => {
    expect(reverseActivity(counters, { type: 'offer', amount: 400, day_key: '2026-11-20' }, -400)).toEqual({ lifetime_activity: 600 });
  });

  it('never goes below zero, and never takes more than the credit was', () => {
    expect(reverseActivity(counters, { type: 'shopping', amount: 5_000, day_key: '2026-11-21' }, -5_000)).toEqual({
      lifetime_activity: 0,
      activity_today: { day_key: '2026-11-21', amount: 0 },
    });
    expect(reverseActivity({}, { type: 'offer', amount: 100, day_key: '2026-11-21' }, -900)).toEqual({ lifetime_activity: 0 });
  });

  it('changes nothing for a bonus reversed, or a credit unknown', () => {
    expect(reverseActivity(counters, { type: 'referral', amount: 500, day_key: '2026-11-21' }, -500)).toBeNull();
    expect(reverseActivity(counters, undefined, -500)).toBeNull();
    expect(reverseActivity(counters, { type: 'offer' }, -500)).toBeNull();
  });
});
