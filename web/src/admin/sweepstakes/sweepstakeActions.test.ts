import { describe, expect, it } from 'vitest';
import { canStaffMove, SWEEPSTAKE_STATUSES } from '@pilotmiles/core';
import { ACTION_WORDING, actionsFor, isEditable } from './sweepstakeActions';
import { makeAdminSweepstake } from './testing';

describe('actionsFor', () => {
  it('offers the moves STAFF_STATUS_CHANGES allows, and Delete only without entries', () => {
    expect(actionsFor({ status: 'draft', has_entries: false })).toEqual(['scheduled', 'active', 'cancelled', 'delete']);
    expect(actionsFor({ status: 'scheduled', has_entries: false })).toEqual(['draft', 'active', 'cancelled', 'delete']);
    expect(actionsFor({ status: 'active', has_entries: false })).toEqual(['cancelled', 'delete']);
    expect(actionsFor({ status: 'active', has_entries: true })).toEqual(['cancelled']);
    expect(actionsFor({ status: 'drawing', has_entries: true })).toEqual([]);
    expect(actionsFor({ status: 'completed', has_entries: true })).toEqual([]);
    expect(actionsFor({ status: 'completed', has_entries: false })).toEqual(['delete']);
    expect(actionsFor({ status: 'cancelled', has_entries: true })).toEqual([]);
  });

  it('never offers a move the server refuses', () => {
    for (const status of SWEEPSTAKE_STATUSES)
      for (const has_entries of [true, false])
        for (const a of actionsFor({ status, has_entries }))
          if (a !== 'delete') expect(canStaffMove(status, a), `${status} -> ${a}`).toBe(true);
  });

  it('lets staff edit until it ends', () => {
    expect(SWEEPSTAKE_STATUSES.filter((status) => isEditable({ status }))).toEqual(['draft', 'scheduled', 'active']);
  });
});

describe('ACTION_WORDING', () => {
  it('explains a cancel by whether anyone has to be refunded', () => {
    const s = makeAdminSweepstake({ title: 'Big Win', has_entries: true, pm_collected: 12_500, entrants: 7 });
    expect(ACTION_WORDING.cancelled.effect(s)).toContain('every entrant is refunded once what they spent: 12,500 PM back to 7 entrants');
    expect(ACTION_WORDING.cancelled.effect({ ...s, has_entries: false })).toContain('nothing is refunded');
    expect(ACTION_WORDING.cancelled.done(s)).toBe('“Big Win” cancelled: every entrant is refunded');
  });

  it('says when a published one opens', () => {
    const s = makeAdminSweepstake({ start_date: '2026-12-01T17:00:00.000Z' });
    expect(ACTION_WORDING.scheduled.effect(s, new Date('2026-11-30T00:00:00Z'))).toMatch(/^Members see it as upcoming/);
    expect(ACTION_WORDING.scheduled.effect(s, new Date('2026-12-02T00:00:00Z'))).toMatch(/^Its start has passed/);
  });
});
