/**
 * The daily bonus through the API (docs/daily-bonus.md): status, the strict claim and the
 * retry-safe /collect, streaks over time, the 7th-day wheel, races, time zones at the edges and
 * bad input. The past is simulated by claiming through the service with an earlier `now`, or by
 * writing users/{uid}.daily_bonus directly (test setup only).
 */
import type { Test } from 'supertest';
import { describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import {
  DEFAULT_DAILY_BONUS_CONFIG,
  dayKey,
  type DailyBonusClaimResult,
  type DailyBonusStatus,
} from '@pilotmiles/core';
import { db } from '../../src/platform/firebase';
import { claimDailyBonus } from '../../src/daily/dailyBonus.service';
import {
  api,
  authHeader,
  checkLedgersAfterEachTest,
  createAuthUser,
  createUser,
  emulatorToken,
  expectSessionExpired,
  ledger,
  sendBadInput,
  storedState,
  userDoc,
  type BadInput,
  type TestUser,
} from '../support/helpers';

checkLedgersAfterEachTest();

const HOUR = 3600_000;
const BONUS = '/api/users/daily-bonus';
const NOT_YET = /^Your next daily bonus unlocks in \d{2}:[0-5]\d:[0-5]\d$/;

const status = async (user: TestUser, zone?: string): Promise<DailyBonusStatus> => {
  const req = api().get(`${BONUS}/status`).set(authHeader(user));
  const res = await (zone ? req.set('x-timezone', zone) : req);
  expect(res.status).toBe(200);
  return res.body.data;
};

const post = (user: TestUser, path: '' | '/collect' = '', zone?: string): Test => {
  const req = api().post(`${BONUS}${path}`).set(authHeader(user));
  return zone ? req.set('x-timezone', zone) : req;
};

const bonusEntries = async (uid: string) => (await ledger(uid)).filter((e) => e.type === 'daily-bonus');
const idOf = async (uid: string) => (await bonusEntries(uid)).map((e) => e.id).sort();
const balance = async (uid: string): Promise<number> => (await userDoc(uid))?.total_coins ?? 0;

/** Test setup only: pretend the last claim was `hoursAgo` hours ago on a streak of `streak`. */
async function setLastClaim(uid: string, streak: number, hoursAgo: number, zone = 'UTC') {
  const at = new Date(Date.now() - hoursAgo * HOUR);
  await db
    .collection('users')
    .doc(uid)
    .update({
      daily_bonus: {
        streak,
        last_claimed_at: Timestamp.fromDate(at),
        last_day_key: dayKey(at, zone),
        last_amount: Math.min(streak, 5),
        last_wheel_index: null,
      },
    });
}

/** A claim through the service at a chosen instant, by a member whose zone is `zone` (when given). */
async function claimAt(user: TestUser, iso: string | Date, zone: string | null = null, mode: 'strict' | 'collect' = 'strict') {
  if (zone) await db.collection('users').doc(user.uid).update({ timezone: zone });
  return claimDailyBonus(user.uid, { mode, now: typeof iso === 'string' ? new Date(iso) : iso });
}

describe('daily bonus: claims', () => {
  it('the first claim gives day 1 = 1 PM and the status flips', async () => {
    const user = await createUser();
    const before = await status(user);
    expect(before).toMatchObject({
      canClaim: true,
      lastClaimedAt: null,
      streak: 0,
      nextDay: 1,
      nextRewardAmount: 1,
      nextIsWheel: false,
      nextClaimAt: null,
      streakBreaksAt: null,
    });
    const start = await balance(user.uid);

    const res = await post(user).send({});
    expect(res.status).toBe(200);
    const result: DailyBonusClaimResult = res.body.data;
    expect(result).toMatchObject({ amount: 1, day: 1, streak: 1, wheel: null, replayed: false });
    const claimedAt = Date.parse(result.status.lastClaimedAt!);
    expect(result.status).toMatchObject({ canClaim: false, streak: 1, nextDay: 2, nextRewardAmount: 2 });
    expect(Date.parse(result.status.nextClaimAt!)).toBe(claimedAt + 24 * HOUR);
    expect(Date.parse(result.status.streakBreaksAt!)).toBe(claimedAt + 48 * HOUR);

    expect(await status(user)).toMatchObject({
      canClaim: false,
      streak: 1,
      lastClaimedAt: result.status.lastClaimedAt,
    });
    const day = dayKey(claimedAt, 'UTC');
    expect(await bonusEntries(user.uid)).toEqual([
      expect.objectContaining({ id: `daily-bonus:${day}`, amount: 1, day_key: day, description: 'Daily bonus, day 1' }),
    ]);
    expect(await balance(user.uid)).toBe(start + 1);
    expect((await userDoc(user.uid))?.daily_bonus).toMatchObject({
      streak: 1,
      last_day_key: day,
      last_amount: 1,
      last_wheel_index: null,
    });
  });

  it('a second strict claim is 409 with the time left and changes nothing', async () => {
    const user = await createUser();
    expect((await post(user)).status).toBe(200);
    const before = await storedState(user.uid);

    const res = await post(user).send({});
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('daily-bonus/not-yet');
    expect(res.body.message).toMatch(NOT_YET);
    expect(res.body.message).toMatch(/in 2[34]:/); // about 24 h left
    expect(await storedState(user.uid)).toEqual(before);
    expect(await bonusEntries(user.uid)).toHaveLength(1);
  });

  it('collect claims when open, then replays the same claim instead of 409', async () => {
    const user = await createUser();
    const first = await post(user, '/collect');
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ amount: 1, day: 1, replayed: false });
    const before = await storedState(user.uid);

    const again = await post(user, '/collect').send({});
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ amount: 1, day: 1, streak: 1, wheel: null, replayed: true });
    expect(again.body.data.status).toMatchObject({ canClaim: false, streak: 1 });
    expect(await storedState(user.uid)).toEqual(before);

    // A strict claim after a collect is still refused.
    expect((await post(user)).status).toBe(409);
  });

  it('a claim 25 h after the last continues the streak: day 2 = 2 PM', async () => {
    const user = await createUser();
    await claimAt(user, new Date(Date.now() - 25 * HOUR));
    expect(await status(user)).toMatchObject({ canClaim: true, streak: 1, nextDay: 2, nextRewardAmount: 2 });
    const start = await balance(user.uid);

    const res = await post(user);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ amount: 2, day: 2, streak: 2 });
    expect(await balance(user.uid)).toBe(start + 2);
    const entries = await bonusEntries(user.uid);
    expect(entries.map((e) => e.amount).sort()).toEqual([1, 2]);
  });

  it('after more than 48 h the streak is broken and restarts at day 1', async () => {
    const user = await createUser();
    await claimAt(user, new Date(Date.now() - 74 * HOUR));
    await claimAt(user, new Date(Date.now() - 49 * HOUR)); // day 2
    expect((await userDoc(user.uid))?.daily_bonus.streak).toBe(2);
    expect(await status(user)).toMatchObject({ canClaim: true, streak: 0, nextDay: 1, streakBreaksAt: null });

    const res = await post(user);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ amount: 1, day: 1, streak: 1 });
  });

  it('the streak still stands 47 h after the last claim and the claim is day N+1', async () => {
    const user = await createUser();
    await setLastClaim(user.uid, 4, 47);
    expect(await status(user)).toMatchObject({ canClaim: true, streak: 4, nextDay: 5, nextRewardAmount: 5 });
    const res = await post(user);
    expect(res.body.data).toMatchObject({ amount: 5, day: 5 });
  });

  it('day 7 spins the wheel: the amount is a segment, the ledger holds it, segmentIndex points to it', async () => {
    const user = await createUser();
    await setLastClaim(user.uid, 6, 25);
    const segments = DEFAULT_DAILY_BONUS_CONFIG.wheel.segments;
    expect(await status(user)).toMatchObject({ canClaim: true, nextDay: 7, nextIsWheel: true, nextRewardAmount: 100 });
    const start = await balance(user.uid);

    const res = await post(user);
    expect(res.status).toBe(200);
    const result: DailyBonusClaimResult = res.body.data;
    expect(result.day).toBe(7);
    expect(result.wheel).not.toBeNull();
    expect(result.wheel!.segments).toEqual(segments);
    expect(result.amount).toBe(segments[result.wheel!.segmentIndex]!.amount);
    const [entry] = await bonusEntries(user.uid);
    expect(entry).toMatchObject({ amount: result.amount, description: 'Daily bonus wheel, day 7' });
    expect(await balance(user.uid)).toBe(start + result.amount);
    expect((await userDoc(user.uid))?.daily_bonus.last_wheel_index).toBe(result.wheel!.segmentIndex);
    // After the wheel the next block starts: day 8 pays maxReward.
    expect(result.status).toMatchObject({ streak: 7, nextDay: 8, nextIsWheel: false, nextRewardAmount: 5 });

    // A retry through /collect lands the wheel on the same segment.
    const replay = await post(user, '/collect');
    expect(replay.body.data).toMatchObject({ amount: result.amount, replayed: true, wheel: result.wheel });
  });

  it('the wheel follows the injected draw', async () => {
    const user = await createUser();
    await setLastClaim(user.uid, 13, 30);
    const result = await claimDailyBonus(user.uid, { mode: 'strict', random: () => 0.9999 });
    expect(result).toMatchObject({ day: 14, amount: 100, wheel: { segmentIndex: 7 } });
  });

  it('GET /config answers the config in force', async () => {
    const user = await createUser();
    const res = await api().get(`${BONUS}/config`).set(authHeader(user));
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(DEFAULT_DAILY_BONUS_CONFIG);
  });

  it('a user without a record gets 404 and nothing is written', async () => {
    const user = await createAuthUser();
    for (const res of [
      await api().get(`${BONUS}/status`).set(authHeader(user)),
      await post(user),
      await post(user, '/collect'),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('users/not-found');
    }
    expect(await userDoc(user.uid)).toBeUndefined();
  });
});

describe('daily bonus: races', () => {
  it('30 concurrent strict claims credit exactly once', async () => {
    const user = await createUser();
    const start = await balance(user.uid);
    const responses = await Promise.all(Array.from({ length: 30 }, () => post(user).send({})));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(29);
    for (const r of responses.filter((r) => r.status === 409)) expect(r.body.code).toBe('daily-bonus/not-yet');
    expect(await bonusEntries(user.uid)).toHaveLength(1);
    expect(await balance(user.uid)).toBe(start + 1);
  });

  it('30 concurrent collects credit once and all show the same +amount', async () => {
    const user = await createUser();
    await setLastClaim(user.uid, 2, 30);
    const start = await balance(user.uid);
    const responses = await Promise.all(Array.from({ length: 30 }, () => post(user, '/collect')));
    for (const r of responses) {
      expect(r.status).toBe(200);
      expect(r.body.data).toMatchObject({ amount: 3, day: 3 });
    }
    expect(responses.filter((r) => r.body.data.replayed === false)).toHaveLength(1);
    expect(await bonusEntries(user.uid)).toEqual([expect.objectContaining({ amount: 3 })]);
    expect(await balance(user.uid)).toBe(start + 3);
  });

  it('concurrent strict claims and collects together still credit once', async () => {
    const user = await createUser();
    const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => post(user, i % 2 ? '/collect' : '')));
    const credited = responses.filter((r) => r.status === 200 && r.body.data.replayed === false);
    expect(credited).toHaveLength(1);
    for (const r of responses) expect([200, 409]).toContain(r.status);
    expect(await bonusEntries(user.uid)).toHaveLength(1);
  });
});

describe('daily bonus: time zones', () => {
  it('Pacific/Kiritimati (UTC+14): just before and after local midnight', async () => {
    const zone = 'Pacific/Kiritimati';
    const [before, after] = await Promise.all([createUser(), createUser()]);
    // 2026-11-20 10:00 UTC is midnight starting 2026-11-21 in Kiritimati.
    await claimAt(before, '2026-11-20T09:59:59.000Z', zone);
    await claimAt(after, '2026-11-20T10:00:00.000Z', zone);
    expect(await idOf(before.uid)).toEqual(['daily-bonus:2026-11-20']);
    expect(await idOf(after.uid)).toEqual(['daily-bonus:2026-11-21']);
    // The ledger's own day follows the same zone.
    expect((await bonusEntries(after.uid))[0]).toMatchObject({ day_key: '2026-11-21' });
    // 24 h later 'before' claims again at 23:59:59 local: the next local day, day 2.
    const next = await claimAt(before, '2026-11-21T09:59:59.000Z', zone);
    expect(next).toMatchObject({ day: 2, amount: 2 });
    expect(await idOf(before.uid)).toEqual(['daily-bonus:2026-11-20', 'daily-bonus:2026-11-21']);
  });

  it('Pacific/Pago_Pago (UTC-11) as the stored zone: just before and after local midnight', async () => {
    const zone = 'Pacific/Pago_Pago';
    const [before, after] = await Promise.all([createUser(), createUser()]);
    await Promise.all([before, after].map((u) => db.collection('users').doc(u.uid).update({ timezone: zone })));
    // 2026-11-20 11:00 UTC is midnight starting 2026-11-20 in Pago Pago; no zone sent.
    await claimAt(before, '2026-11-20T10:59:59.999Z');
    await claimAt(after, '2026-11-20T11:00:00.000Z');
    expect(await idOf(before.uid)).toEqual(['daily-bonus:2026-11-19']);
    expect(await idOf(after.uid)).toEqual(['daily-bonus:2026-11-20']);
  });

  it('the member\'s stored zone decides the day of a claim; the x-timezone sent with it does not', async () => {
    const zones = ['Pacific/Kiritimati', 'Pacific/Pago_Pago'];
    for (const [i, zone] of zones.entries()) {
      const other = zones[1 - i]!;
      const user = await createAuthUser();
      await api().post('/api/users').set(authHeader(user)).set('x-timezone', zone).send({}).expect(201);
      const res = await post(user, '', other);
      expect(res.status).toBe(200);
      const claimedAt = Date.parse(res.body.data.status.lastClaimedAt);
      expect(await idOf(user.uid)).toEqual([`daily-bonus:${dayKey(claimedAt, zone)}`]);
      expect((await userDoc(user.uid))?.daily_bonus.last_day_key).toBe(dayKey(claimedAt, zone));
    }
  });

  it('a member in Kiritimati whose last claim was 25 h ago continues the streak', async () => {
    const zone = 'Pacific/Kiritimati';
    const user = await createUser();
    await db.collection('users').doc(user.uid).update({ timezone: zone });
    await setLastClaim(user.uid, 3, 25, zone);
    const res = await post(user, '', zone);
    expect(res.body.data).toMatchObject({ day: 4, amount: 4 });
    expect(await idOf(user.uid)).toEqual([
      `daily-bonus:${dayKey(Date.parse(res.body.data.status.lastClaimedAt), zone)}`,
    ]);
  });

  it('America/New_York, DST ends (25-hour day): 24 h after a claim at 00:10 waits for local midnight', async () => {
    const zone = 'America/New_York';
    const user = await createUser();
    await claimAt(user, '2026-11-01T04:10:00.000Z', zone); // 00:10 EDT on 2026-11-01
    // 24 h later it is 23:10 EST, still 2026-11-01: one claim per local day.
    const later = new Date('2026-11-02T04:10:00.000Z');
    await expect(claimAt(user, later, zone)).rejects.toMatchObject({
      status: 409,
      code: 'daily-bonus/not-yet',
      message: 'Your next daily bonus unlocks in 00:50:00',
    });
    // /collect replays the day's claim meanwhile.
    expect(await claimAt(user, later, zone, 'collect')).toMatchObject({ amount: 1, replayed: true });
    // At local midnight it opens and continues the streak.
    expect(await claimAt(user, '2026-11-02T05:00:00.000Z', zone)).toMatchObject({ day: 2, amount: 2 });
    expect(await idOf(user.uid)).toEqual(['daily-bonus:2026-11-01', 'daily-bonus:2026-11-02']);
  });

  it('America/New_York, DST starts (23-hour day): a claim 24 h later lands on the following day', async () => {
    const zone = 'America/New_York';
    const user = await createUser();
    await claimAt(user, '2026-03-08T04:30:00.000Z', zone); // 23:30 EST on 2026-03-07
    await expect(claimAt(user, '2026-03-09T04:29:59.000Z', zone)).rejects.toMatchObject({
      message: 'Your next daily bonus unlocks in 00:00:01',
    });
    expect(await claimAt(user, '2026-03-09T04:30:00.000Z', zone)).toMatchObject({ day: 2 }); // 00:30 EDT 03-09
    expect(await idOf(user.uid)).toEqual(['daily-bonus:2026-03-07', 'daily-bonus:2026-03-09']);
  });
});

describe('daily bonus: bad input and sessions', () => {
  const cases: BadInput[] = [
    { name: 'an unknown field', json: { amount: 100 }, field: 'amount' },
    { name: 'a streak in the body', json: { streak: 7, day: 7 }, field: 'streak' },
    { name: 'an array', json: [{}], field: 'body' },
    { name: 'an empty array', json: [], field: 'body' },
    { name: 'a JSON string', raw: '"claim"', field: 'body' },
    { name: 'a JSON number', raw: '7', field: 'body' },
    { name: 'a null body', raw: 'null', field: 'body' },
    { name: 'malformed JSON', raw: '{"a":', field: 'body' },
    { name: 'a text/plain body', raw: 'claim', type: 'text/plain', field: 'body' },
    { name: 'a __proto__ key', raw: '{"__proto__": {"admin": true}}', field: '__proto__' },
  ];

  for (const path of ['', '/collect'] as const)
    it.each(cases)(`POST ${BONUS}${path} with $name -> 400 naming $field, nothing changed`, async (input) => {
      const user = await createUser();
      const before = await storedState(user.uid);
      const res = await sendBadInput(post(user, path), input);
      expect(res.status).toBe(400);
      expect(res.body.field).toBe(input.field);
      expect(res.body.message).toContain(input.field);
      expect(await storedState(user.uid)).toEqual(before);
    });

  it('no body and an empty object are both accepted', async () => {
    const [a, b] = await Promise.all([createUser(), createUser()]);
    expect((await post(a)).status).toBe(200);
    expect((await post(b, '/collect').send({})).status).toBe(200);
  });

  it('an unknown x-timezone counts as UTC', async () => {
    const user = await createUser();
    const res = await post(user, '', 'Mars/Olympus_Mons');
    expect(res.status).toBe(200);
    expect(await idOf(user.uid)).toEqual([
      `daily-bonus:${dayKey(Date.parse(res.body.data.status.lastClaimedAt), 'UTC')}`,
    ]);
  });

  it('every endpoint answers 403 without a valid session', async () => {
    const user = await createUser();
    const expired = emulatorToken(user, { exp: Math.floor(Date.now() / 1000) - 60 });
    const calls = [
      () => api().get(`${BONUS}/status`),
      () => api().get(`${BONUS}/config`),
      () => api().post(BONUS),
      () => api().post(`${BONUS}/collect`),
    ];
    for (const call of calls) {
      expectSessionExpired(await call());
      expectSessionExpired(await call().set('authorization', 'Bearer not-a-token'));
      expectSessionExpired(await call().set('authorization', `Bearer ${expired}`));
    }
    expect(await bonusEntries(user.uid)).toEqual([]);
  });
});
