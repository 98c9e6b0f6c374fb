/**
 * The hourly day rollover (jobs/rollover.ts), run directly with an injected `now`.
 *
 * The job sees every user in the shared emulator. Every `now` here is a fixed instant in the past,
 * earlier than the next_rollover_at of any user a live test creates (always a coming midnight),
 * so the job only meets this file's users (and leftovers of its earlier runs) and cannot disturb
 * tests running beside it. A `now` in the future would be harmful: it would date other users'
 * counters on a day that has not begun, and the ledger does not add to a counter from a later day.
 * Assertions are only about this file's users.
 */
import { describe, expect, it } from 'vitest';
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { dayKey, nextLocalMidnight } from '@pilotmiles/core';
import { db } from '../../src/platform/firebase';
import { runDailyRollover } from '../../src/daily/rollover.job';
import { rolloverUpdates } from '../../src/daily/dayRollover.service';
import { api, authHeader, checkLedgersAfterEachTest, createAuthUser, userDoc } from '../support/helpers';

checkLedgersAfterEachTest();

const at = (iso: string) => new Date(iso);
const ts = (iso: string) => Timestamp.fromDate(at(iso));
const justBefore = (d: Date) => new Date(d.getTime() - 1);

/** A real user (POST /users) in `zone`, then given stored day state as of some past day. */
async function userWithDay(zone: string, fields: DocumentData): Promise<string> {
  const user = await createAuthUser();
  const res = await api().post('/api/users').set(authHeader(user)).set('x-timezone', zone).send({});
  expect(res.status).toBe(201);
  await db.collection('users').doc(user.uid).update(fields);
  return user.uid;
}

/** Every day field on `day`, as a user who earned and collected that day. */
const dayState = (day: string, nextRollover: Timestamp) => ({
  earned_today: { day_key: day, amount: 120 },
  activity_today: { day_key: day, amount: 100 },
  article_coins_today: { day_key: day, amount: 20 },
  challenge_state: { day_key: day, collected: 2 },
  next_rollover_at: nextRollover,
});

/** The day fields as stored. */
async function dayFields(uid: string) {
  const d = (await userDoc(uid))!;
  return {
    earned_today: d.earned_today,
    activity_today: d.activity_today,
    article_coins_today: d.article_coins_today,
    challenge_state: d.challenge_state,
    next_rollover_at: (d.next_rollover_at as Timestamp).toDate().toISOString(),
  };
}

const freshDay = (day: string, next: string) => ({
  earned_today: { day_key: day, amount: 0 },
  activity_today: { day_key: day, amount: 0 },
  article_coins_today: { day_key: day, amount: 0 },
  challenge_state: { day_key: day, collected: 0 },
  next_rollover_at: next,
});

describe('runDailyRollover', () => {
  it('UTC+14 and UTC-11: each user is reset exactly when their own local midnight passes', async () => {
    // Local midnight starting 2026-11-10: Kiritimati (UTC+14) at 10:00Z the day before, Pago Pago
    // (UTC-11) at 11:00Z the same day, 25 hours apart.
    const kiritimatiMidnight = nextLocalMidnight(at('2026-11-09T09:00:00Z'), 'Pacific/Kiritimati');
    const pagoMidnight = nextLocalMidnight(at('2026-11-10T09:00:00Z'), 'Pacific/Pago_Pago');
    expect(kiritimatiMidnight.toISOString()).toBe('2026-11-09T10:00:00.000Z');
    expect(pagoMidnight.toISOString()).toBe('2026-11-10T11:00:00.000Z');

    const kiritimati = await userWithDay(
      'Pacific/Kiritimati',
      dayState('2026-11-09', Timestamp.fromDate(kiritimatiMidnight)),
    );
    const pago = await userWithDay('Pacific/Pago_Pago', dayState('2026-11-09', Timestamp.fromDate(pagoMidnight)));
    const kiritimatiBefore = await dayFields(kiritimati);
    const pagoBefore = await dayFields(pago);

    await runDailyRollover(justBefore(kiritimatiMidnight));
    expect(await dayFields(kiritimati)).toEqual(kiritimatiBefore);
    expect(await dayFields(pago)).toEqual(pagoBefore);

    const run = await runDailyRollover(kiritimatiMidnight);
    expect(run.users).toBeGreaterThanOrEqual(1);
    expect(await dayFields(kiritimati)).toEqual(freshDay('2026-11-10', '2026-11-10T10:00:00.000Z'));
    expect(await dayFields(pago)).toEqual(pagoBefore);

    await runDailyRollover(justBefore(pagoMidnight));
    expect(await dayFields(pago)).toEqual(pagoBefore);
    // By then Kiritimati is already in its next day (11-11 began at 10:00Z): rolled over again.
    expect(await dayFields(kiritimati)).toEqual(freshDay('2026-11-11', '2026-11-11T10:00:00.000Z'));

    await runDailyRollover(pagoMidnight);
    expect(await dayFields(pago)).toEqual(freshDay('2026-11-10', '2026-11-11T11:00:00.000Z'));
    expect(await dayFields(kiritimati)).toEqual(freshDay('2026-11-11', '2026-11-11T10:00:00.000Z'));
  });

  it('keeps a counter already on today (a claim after midnight beat the job) and resets the rest', async () => {
    const midnight = at('2026-10-15T00:00:00Z');
    const uid = await userWithDay('UTC', {
      ...dayState('2026-10-14', Timestamp.fromDate(midnight)),
      // Claimed at 00:02 before the job ran at 00:05: already on the new day.
      activity_today: { day_key: '2026-10-15', amount: 40 },
      challenge_state: { day_key: '2026-10-15', collected: 1 },
    });
    await runDailyRollover(at('2026-10-15T00:05:00Z'));
    expect(await dayFields(uid)).toEqual({
      earned_today: { day_key: '2026-10-15', amount: 0 },
      activity_today: { day_key: '2026-10-15', amount: 40 },
      article_coins_today: { day_key: '2026-10-15', amount: 0 },
      challenge_state: { day_key: '2026-10-15', collected: 1 },
      next_rollover_at: '2026-10-16T00:00:00.000Z',
    });
  });

  it('a rerun changes nothing, and a user not yet due is left alone', async () => {
    const now = at('2026-10-20T12:30:00Z');
    const due = await userWithDay('Europe/Paris', dayState('2026-10-19', ts('2026-10-19T22:00:00Z')));
    const notDue = await userWithDay('America/Los_Angeles', dayState('2026-10-20', ts('2026-10-21T07:00:00Z')));
    const notDueBefore = await userDoc(notDue);

    await runDailyRollover(now);
    const after = await userDoc(due);
    expect(await dayFields(due)).toEqual(freshDay('2026-10-20', '2026-10-20T22:00:00.000Z'));
    await runDailyRollover(now);
    await runDailyRollover(new Date(now.getTime() + 60_000));
    expect(await userDoc(due)).toEqual(after);
    expect(await userDoc(notDue)).toEqual(notDueBefore);
  });

  it('a user whose day has not changed only gets next_rollover_at moved forward', async () => {
    // next_rollover_at is early (e.g. the zone changed), but in the stored zone it is still the 5th.
    const uid = await userWithDay('Asia/Tokyo', dayState('2026-10-05', ts('2026-10-05T01:00:00Z')));
    const before = await dayFields(uid);
    await runDailyRollover(at('2026-10-05T03:00:00Z')); // 12:00 in Tokyo
    expect(await dayFields(uid)).toEqual({ ...before, next_rollover_at: '2026-10-05T15:00:00.000Z' });
  });

  it('America/New_York across both DST changes: 23- and 25-hour days', async () => {
    const zone = 'America/New_York';
    // Spring forward on Sunday 2026-03-08: midnight is 05:00Z (EST), the next one 04:00Z (EDT).
    const spring = await userWithDay(zone, dayState('2026-03-07', ts('2026-03-08T05:00:00Z')));
    await runDailyRollover(at('2026-03-08T04:59:59.999Z'));
    expect((await dayFields(spring)).challenge_state).toEqual({ day_key: '2026-03-07', collected: 2 });
    await runDailyRollover(at('2026-03-08T05:00:00Z'));
    expect(await dayFields(spring)).toEqual(freshDay('2026-03-08', '2026-03-09T04:00:00.000Z'));
    await db
      .collection('users')
      .doc(spring)
      .update({ activity_today: { day_key: '2026-03-08', amount: 55 } });
    await runDailyRollover(at('2026-03-09T03:59:59.999Z'));
    expect((await dayFields(spring)).activity_today).toEqual({ day_key: '2026-03-08', amount: 55 });
    await runDailyRollover(at('2026-03-09T04:00:00Z'));
    expect(await dayFields(spring)).toEqual(freshDay('2026-03-09', '2026-03-10T04:00:00.000Z'));

    // Fall back on Sunday 2026-11-01: midnight is 04:00Z (EDT), the next one 25 hours later (EST).
    const fall = await userWithDay(zone, dayState('2026-10-31', ts('2026-11-01T04:00:00Z')));
    await runDailyRollover(at('2026-11-01T04:00:00Z'));
    expect(await dayFields(fall)).toEqual(freshDay('2026-11-01', '2026-11-02T05:00:00.000Z'));
    await runDailyRollover(at('2026-11-02T04:30:00Z')); // 23:30 on the 1st (EST): still the same day
    expect(await dayFields(fall)).toEqual(freshDay('2026-11-01', '2026-11-02T05:00:00.000Z'));
    await runDailyRollover(at('2026-11-02T05:00:00Z'));
    expect(await dayFields(fall)).toEqual(freshDay('2026-11-02', '2026-11-03T05:00:00.000Z'));
  });

  it('pages through every due user', async () => {
    const now = at('2026-09-15T18:00:00Z');
    const uids = await Promise.all(
      Array.from({ length: 7 }, (_, i) => userWithDay('UTC', dayState('2026-09-14', ts(`2026-09-15T0${i}:00:00Z`)))),
    );
    const run = await runDailyRollover(now, { pageSize: 2 });
    expect(run.users).toBeGreaterThanOrEqual(7);
    expect(run.failed).toBe(0);
    for (const uid of uids) expect(await dayFields(uid)).toEqual(freshDay('2026-09-15', '2026-09-16T00:00:00.000Z'));
  });
});

describe('rolloverUpdates', () => {
  const now = at('2026-11-21T12:00:00Z');
  it('leaves absent counters absent and sets the first challenge and the next midnight', () => {
    expect(rolloverUpdates({ timezone: 'UTC' }, now)).toEqual({
      challenge_state: { day_key: '2026-11-21', collected: 0 },
      next_rollover_at: Timestamp.fromDate(at('2026-11-22T00:00:00Z')),
    });
  });
  it('is null for a user already on today with a future next_rollover_at', () => {
    const user = { timezone: 'UTC', ...dayState('2026-11-21', ts('2026-11-22T00:00:00Z')) };
    expect(rolloverUpdates(user, now)).toBeNull();
  });
  it('uses the fallback zone only when none is stored', () => {
    const updates = rolloverUpdates({}, now, 'Pacific/Kiritimati')!;
    expect(updates.challenge_state.day_key).toBe(dayKey(now, 'Pacific/Kiritimati'));
    expect(updates.challenge_state.day_key).toBe('2026-11-22');
  });
});
