/**
 * The daily challenge API (docs/daily-challenge.md): progress, config, "start today's
 * challenge" and the claim, which is refused below target, credits each tier once per day (also
 * under 30 concurrent claims) and never counts its own reward as activity. Earnings are set up
 * through the ledger (an 'article' entry), stored day fields by writing the user document.
 */
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TIMEZONE,
  challengeRemainingText,
  dayKey,
  nextLocalMidnight,
  type DailyChallengeConfig,
  type DailyChallengeProgress,
} from '@pilotmiles/core';
import { db } from '../../src/platform/firebase';
import { post } from '../../src/platform/ledger';
import { claimChallenge, getChallengeProgress } from '../../src/daily/dailyChallenge.service';
import {
  api,
  authHeader,
  checkLedgersAfterEachTest,
  createAuthUser,
  createUser,
  expectLedgerConsistent,
  expectSessionExpired,
  ledger,
  storedState,
  uniqueId,
  userDoc,
  type TestUser,
} from '../support/helpers';

checkLedgersAfterEachTest();

const HOUR = 3600_000;

/** A user whose stored zone is `zone` (POST /users stores the x-timezone it was sent). */
async function createUserIn(zone: string): Promise<TestUser> {
  const user = await createAuthUser();
  const res = await api().post('/api/users').set(authHeader(user)).set('x-timezone', zone).send({});
  if (res.status !== 201) throw new Error(`POST /users failed: ${res.status} ${JSON.stringify(res.body)}`);
  return user;
}

/** PM from an earning activity (an article read), as the articles claim would post it. */
function earn(uid: string, amount: number, options: { timezone?: string; now?: Date } = {}) {
  return post(
    uid,
    { id: uniqueId('article'), type: 'article', amount, description: 'Article read' },
    { day: dayKey(options.now ?? new Date(), options.timezone ?? DEFAULT_TIMEZONE), ...(options.now ? { now: options.now } : {}) },
  );
}

/** The live config: the tests follow whatever tiers are stored, rather than assuming defaults. */
async function tiersNow(): Promise<DailyChallengeConfig['tiers']> {
  const res = await api()
    .get('/api/users/daily-challenge/config')
    .set(authHeader(await createUser()));
  expect(res.status).toBe(200);
  return res.body.data.tiers;
}

const claim = (user: TestUser, body?: object) => {
  const req = api().post('/api/users/daily-challenge/claim').set(authHeader(user));
  return body === undefined ? req : req.send(body);
};
const progressOf = async (user: TestUser): Promise<DailyChallengeProgress> => {
  const res = await api().get('/api/users/daily-challenge/progress').set(authHeader(user));
  expect(res.status).toBe(200);
  return res.body.data;
};
const userView = async (user: TestUser) => (await api().get('/api/users').set(authHeader(user))).body.data;
const challengeEntries = async (uid: string) => (await ledger(uid)).filter((e) => e.type === 'daily-challenge');

/** The latest local midnight at or before `now` in `zone`. */
function lastLocalMidnight(now: Date, zone: string): Date {
  let midnight = nextLocalMidnight(now.getTime() - 26 * HOUR, zone);
  for (let next = nextLocalMidnight(midnight, zone); next <= now; next = nextLocalMidnight(midnight, zone))
    midnight = next;
  return midnight;
}

describe('GET /users/daily-challenge/config and /progress', () => {
  it('config answers the tiers', async () => {
    const user = await createUser();
    const res = await api().get('/api/users/daily-challenge/config').set(authHeader(user));
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.data)).toEqual(['tiers']);
    expect(res.body.data.tiers.length).toBeGreaterThan(0);
    for (const tier of res.body.data.tiers)
      expect(tier).toEqual({ target: expect.any(Number), reward: expect.any(Number) });
  });

  it('progress starts at the first tier with nothing earned and ends at local midnight', async () => {
    const tiers = await tiersNow();
    const user = await createUserIn('Asia/Tokyo');
    const before = Date.now();
    const p = await progressOf(user);
    const serverTime = new Date(p.serverTime);
    expect(serverTime.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(p).toEqual({
      day_key: dayKey(serverTime, 'Asia/Tokyo'),
      challenge: tiers[0],
      tier_index: 0,
      tiers_total: tiers.length,
      earned: 0, // the welcome bonus is not an activity
      remaining: tiers[0]!.target,
      completed: false,
      ends_at: nextLocalMidnight(serverTime, 'Asia/Tokyo').toISOString(),
      serverTime: p.serverTime,
    });
  });

  it('progress counts PM earned today from activities and shows completed at the target', async () => {
    const tiers = await tiersNow();
    const user = await createUser();
    await earn(user.uid, tiers[0]!.target - 1);
    let p = await progressOf(user);
    expect(p).toMatchObject({ earned: tiers[0]!.target - 1, remaining: 1, completed: false, tier_index: 0 });
    await earn(user.uid, 1);
    p = await progressOf(user);
    expect(p).toMatchObject({ earned: tiers[0]!.target, remaining: 0, completed: true, tier_index: 0 });
    expect((await userView(user)).coins_earned_today_challenge).toBe(tiers[0]!.target);
  });
});

describe('POST /users/daily-challenge/claim', () => {
  it('below target: 409 not-reached with the amount still needed, nothing credited', async () => {
    const tiers = await tiersNow();
    const user = await createUser();
    await earn(user.uid, tiers[0]!.target - 3);
    const before = await storedState(user.uid);
    for (const body of [undefined, {}, { tier: 0 }]) {
      const res = await claim(user, body);
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ code: 'daily-challenge/not-reached', message: challengeRemainingText(3) });
      expect(res.body.message).toBe('Earn 3 more PilotMiles to win the reward');
    }
    expect(await storedState(user.uid)).toEqual(before);
  });

  it('past tier 1: credits its reward and the challenge moves to tier 2 everywhere', async () => {
    const tiers = await tiersNow();
    const user = await createUser();
    await earn(user.uid, tiers[0]!.target);
    const balance = await expectLedgerConsistent(user.uid);

    const res = await claim(user, { tier: 0 });
    expect(res.status).toBe(200);
    const today = dayKey(new Date(), 'UTC');
    expect(res.body.data).toMatchObject({ amount: tiers[0]!.reward, tier_index: 0, replayed: false });
    expect(res.body.data.progress).toMatchObject({
      tier_index: 1,
      challenge: tiers[1] ?? null,
      earned: tiers[0]!.target,
    });

    expect(await challengeEntries(user.uid)).toEqual([
      expect.objectContaining({
        id: `challenge:${today}:0`,
        amount: tiers[0]!.reward,
        description: `Daily challenge 1 of ${tiers.length}`,
      }),
    ]);
    expect(await expectLedgerConsistent(user.uid)).toBe(balance + tiers[0]!.reward);
    expect((await userDoc(user.uid))?.challenge_state).toEqual({ day_key: today, collected: 1 });
    const view = await userView(user);
    if (tiers[1]) expect(view.challenge).toEqual(tiers[1]);
    expect(view.total_coins).toBe(balance + tiers[0]!.reward);
    expect((await progressOf(user)).tier_index).toBe(1);
  });

  it('earnings past two tiers collect one tier per claim', async () => {
    const tiers = await tiersNow();
    expect(tiers.length).toBeGreaterThanOrEqual(2);
    const user = await createUser();
    await earn(user.uid, tiers[1]!.target);

    const first = await claim(user);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ tier_index: 0, amount: tiers[0]!.reward, replayed: false });
    expect(first.body.data.progress).toMatchObject({ tier_index: 1, completed: true, remaining: 0 });

    const second = await claim(user);
    expect(second.status).toBe(200);
    expect(second.body.data).toMatchObject({ tier_index: 1, amount: tiers[1]!.reward, replayed: false });
    expect((await challengeEntries(user.uid)).map((e) => e.amount).sort()).toEqual(
      [tiers[0]!.reward, tiers[1]!.reward].sort(),
    );

    if (tiers[2]) {
      const third = await claim(user);
      expect(third.status).toBe(409);
      expect(third.body).toEqual({
        code: 'daily-challenge/not-reached',
        message: challengeRemainingText(tiers[2].target - tiers[1]!.target),
      });
    }
  });

  it('a tier already collected answers replayed and credits nothing; a later tier is a mismatch', async () => {
    const tiers = await tiersNow();
    const user = await createUser();
    await earn(user.uid, tiers[0]!.target);
    expect((await claim(user, { tier: 0 })).status).toBe(200);
    const before = await storedState(user.uid);

    const again = await claim(user, { tier: 0 });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ amount: tiers[0]!.reward, tier_index: 0, replayed: true });
    expect(again.body.data.progress.tier_index).toBe(1);

    const ahead = await claim(user, { tier: 2 });
    expect(ahead.status).toBe(409);
    expect(ahead.body.code).toBe('daily-challenge/tier-mismatch');
    expect(await storedState(user.uid)).toEqual(before);
  });

  it('all tiers collected: 409 all-done and the user has no challenge', async () => {
    const tiers = await tiersNow();
    const user = await createUser();
    await earn(user.uid, tiers[tiers.length - 1]!.target);
    for (let i = 0; i < tiers.length; i++) expect((await claim(user, { tier: i })).status).toBe(200);
    const before = await storedState(user.uid);

    for (const body of [undefined, { tier: tiers.length }]) {
      const res = await claim(user, body);
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ code: 'daily-challenge/all-done', message: "All of today's challenges are complete" });
    }
    expect(await storedState(user.uid)).toEqual(before);
    const view = await userView(user);
    expect(view).not.toHaveProperty('challenge');
    expect(await progressOf(user)).toMatchObject({
      challenge: null,
      tier_index: tiers.length,
      tiers_total: tiers.length,
      remaining: 0,
      completed: false,
    });
    expect(await challengeEntries(user.uid)).toHaveLength(tiers.length);
  });

  it('30 concurrent claims of tier 0 credit it exactly once', async () => {
    const tiers = await tiersNow();
    const user = await createUser();
    await earn(user.uid, tiers[tiers.length - 1]!.target); // enough for every tier: only one may be taken
    const balance = await expectLedgerConsistent(user.uid);
    const responses = await Promise.all(Array.from({ length: 30 }, () => claim(user, { tier: 0 })));
    for (const res of responses) expect(res.status).toBe(200);
    expect(responses.filter((r) => r.body.data.replayed === false)).toHaveLength(1);
    for (const res of responses) expect(res.body.data).toMatchObject({ tier_index: 0, amount: tiers[0]!.reward });
    expect(await challengeEntries(user.uid)).toHaveLength(1);
    expect(await expectLedgerConsistent(user.uid)).toBe(balance + tiers[0]!.reward);
  });

  it('30 concurrent claims without a tier, only tier 1 reached: credited once, the rest not-reached', async () => {
    const tiers = await tiersNow();
    const user = await createUser();
    await earn(user.uid, tiers[0]!.target);
    const balance = await expectLedgerConsistent(user.uid);
    const responses = await Promise.all(Array.from({ length: 30 }, () => claim(user)));
    const ok = responses.filter((r) => r.status === 200);
    expect(ok).toHaveLength(1);
    expect(ok[0]!.body.data).toMatchObject({ tier_index: 0, replayed: false });
    for (const res of responses.filter((r) => r.status !== 200)) {
      expect(res.status).toBe(409);
      expect(res.body.code).toBe(tiers[1] ? 'daily-challenge/not-reached' : 'daily-challenge/all-done');
    }
    expect(await challengeEntries(user.uid)).toHaveLength(1);
    expect(await expectLedgerConsistent(user.uid)).toBe(balance + tiers[0]!.reward);
  });

  it('challenge rewards do not count toward activity', async () => {
    const tiers = await tiersNow();
    const user = await createUser();
    await earn(user.uid, tiers[0]!.target);
    const earnedBefore: number = (await userDoc(user.uid))?.earned_today.amount;
    expect((await claim(user)).status).toBe(200);
    const doc = await userDoc(user.uid);
    expect(doc?.activity_today.amount).toBe(tiers[0]!.target);
    expect(doc?.earned_today.amount).toBe(earnedBefore + tiers[0]!.reward); // earned, but not activity
    expect((await userView(user)).coins_earned_today_challenge).toBe(tiers[0]!.target);
    expect((await progressOf(user)).earned).toBe(tiers[0]!.target);
  });
});

describe('time zones at the edges', () => {
  for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
    it(`${zone}: yesterday's stored tiers and earnings do not count today`, async () => {
      const tiers = await tiersNow();
      const user = await createUserIn(zone);
      const now = new Date();
      const today = dayKey(now, zone);
      const yesterday = dayKey(lastLocalMidnight(now, zone).getTime() - 1, zone);
      expect(yesterday < today).toBe(true);
      // Yesterday everything was collected and far more than the top target earned.
      await db
        .collection('users')
        .doc(user.uid)
        .update({
          challenge_state: { day_key: yesterday, collected: tiers.length },
          activity_today: { day_key: yesterday, amount: 10_000 },
        });
      expect(await progressOf(user)).toMatchObject({ day_key: today, tier_index: 0, earned: 0, challenge: tiers[0] });
      expect((await userView(user)).challenge).toEqual(tiers[0]);
      const refused = await claim(user, { tier: 0 });
      expect(refused.status).toBe(409);
      expect(refused.body.code).toBe('daily-challenge/not-reached');

      await earn(user.uid, tiers[0]!.target, { timezone: zone });
      const res = await claim(user, { tier: 0 });
      expect(res.status).toBe(200);
      expect((await challengeEntries(user.uid)).map((e) => e.id)).toEqual([`challenge:${today}:0`]);
    });

    it(`${zone}: a tier collected a second before local midnight leaves today's tier 1 open`, async () => {
      const tiers = await tiersNow();
      const user = await createUserIn(zone);
      const midnight = lastLocalMidnight(new Date(), zone);
      const before = new Date(midnight.getTime() - 1000);
      const after = new Date(midnight.getTime() + 1000);
      const [yesterday, today] = [dayKey(before, zone), dayKey(after, zone)];
      expect(yesterday).not.toBe(today);

      await earn(user.uid, tiers[0]!.target, { timezone: zone, now: before });
      const late = await claimChallenge(user.uid, { tier: 0 }, before);
      expect(late).toMatchObject({ replayed: false, tier_index: 0 });
      expect(late.progress).toMatchObject({ day_key: yesterday, tier_index: 1, ends_at: midnight.toISOString() });

      // One second later it is a new day: nothing earned, tier 1 again, and the old claim does not replay.
      expect(await getChallengeProgress(user.uid, after)).toMatchObject({
        day_key: today,
        tier_index: 0,
        earned: 0,
      });
      await expect(claimChallenge(user.uid, { tier: 0 }, after)).rejects.toMatchObject({
        status: 409,
        code: 'daily-challenge/not-reached',
      });
      await earn(user.uid, tiers[0]!.target, { timezone: zone, now: after });
      expect(await claimChallenge(user.uid, { tier: 0 }, after)).toMatchObject({
        replayed: false,
        tier_index: 0,
      });
      expect((await challengeEntries(user.uid)).map((e) => e.id).sort()).toEqual([
        `challenge:${yesterday}:0`,
        `challenge:${today}:0`,
      ]);
    });
  }

  it('a record without a zone counts in UTC, whatever x-timezone says', async () => {
    const user = await createUser();
    await db.collection('users').doc(user.uid).update({ timezone: null });
    const res = await api()
      .get('/api/users/daily-challenge/progress')
      .set(authHeader(user))
      .set('x-timezone', 'Pacific/Kiritimati');
    expect(res.status).toBe(200);
    const serverTime = new Date(res.body.data.serverTime);
    expect(res.body.data.day_key).toBe(dayKey(serverTime, 'UTC'));
    expect(res.body.data.ends_at).toBe(nextLocalMidnight(serverTime, 'UTC').toISOString());
  });
});

describe("POST /users/daily-challenge (start today's challenge)", () => {
  it('reads yesterday\'s figures as zero without writing anything', async () => {
    const tiers = await tiersNow();
    const user = await createUserIn('America/New_York');
    const ref = db.collection('users').doc(user.uid);
    await ref.update({
      challenge_state: { day_key: '2026-01-01', collected: 2 },
      activity_today: { day_key: '2026-01-01', amount: 300 },
      earned_today: { day_key: '2026-01-01', amount: 300 },
      article_coins_today: { day_key: '2026-01-01', amount: 20 },
    });
    const stored = await storedState(user.uid);
    const res = await api().post('/api/users/daily-challenge').set(authHeader(user)).send({});
    expect(res.status).toBe(200);
    const serverTime = new Date(res.body.data.serverTime);
    const today = dayKey(serverTime, 'America/New_York');
    expect(res.body.data).toMatchObject({ day_key: today, tier_index: 0, challenge: tiers[0], earned: 0 });
    expect((await userView(user)).CLAIMED_ARTICLE_COINS).toBe(0);
    expect(await storedState(user.uid)).toEqual(stored);

    const again = await api().post('/api/users/daily-challenge').set(authHeader(user)); // no body at all
    expect(again.status).toBe(200);
    expect(await storedState(user.uid)).toEqual(stored);
  });

  it("keeps today's earnings and collected tiers", async () => {
    const tiers = await tiersNow();
    const user = await createUser();
    await earn(user.uid, tiers[0]!.target + 7);
    expect((await claim(user)).status).toBe(200);
    const before = await storedState(user.uid);
    const res = await api().post('/api/users/daily-challenge').set(authHeader(user)).send({});
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ tier_index: 1, earned: tiers[0]!.target + 7 });
    expect(await storedState(user.uid)).toEqual(before);
  });
});

describe('bad input and sessions', () => {
  const claimCases: Array<[string, unknown, string]> = [
    ['a negative tier', { tier: -1 }, 'tier'],
    ['a fractional tier', { tier: 1.5 }, 'tier'],
    ['a string tier', { tier: '0' }, 'tier'],
    ['a tier beyond any config', { tier: 100 }, 'tier'],
    ['a null tier', { tier: null }, 'tier'],
    ['an unknown field', { tier: 0, bonus: 1000 }, 'bonus'],
    ['only an unknown field', { amount: 1000 }, 'amount'],
    ['an array body', [0], 'body'],
    ['an empty array body', [], 'body'],
    ['a prototype key', JSON.parse('{"__proto__": {"tier": 0}}'), '__proto__'],
  ];
  for (const [name, body, field] of claimCases) {
    it(`claim with ${name}: 400 naming ${field}, nothing changed`, async () => {
      const tiers = await tiersNow();
      const user = await createUser();
      await earn(user.uid, tiers[0]!.target);
      const before = await storedState(user.uid);
      const res = await claim(user, body as object);
      expect(res.status).toBe(400);
      expect(res.body.field).toBe(field);
      expect(res.body.message.startsWith(`${field}:`)).toBe(true);
      expect(await storedState(user.uid)).toEqual(before);
    });
  }

  it('claim with malformed JSON: 400 on body', async () => {
    const user = await createUser();
    const res = await api()
      .post('/api/users/daily-challenge/claim')
      .set(authHeader(user))
      .set('content-type', 'application/json')
      .send('{"tier": ');
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('body');
  });

  it('start with input: 400 naming the field, nothing changed', async () => {
    const user = await createUser();
    const before = await storedState(user.uid);
    for (const [body, field] of [
      [{ tier: 0 }, 'tier'],
      [[1], 'body'],
    ] as const) {
      const res = await api().post('/api/users/daily-challenge').set(authHeader(user)).send(body);
      expect(res.status).toBe(400);
      expect(res.body.field).toBe(field);
    }
    expect(await storedState(user.uid)).toEqual(before);
  });

  it('every endpoint answers 403 Session expired without a valid token', async () => {
    const calls = [
      () => api().get('/api/users/daily-challenge/config'),
      () => api().get('/api/users/daily-challenge/progress'),
      () => api().post('/api/users/daily-challenge').send({}),
      () => api().post('/api/users/daily-challenge/claim').send({ tier: 0 }),
    ];
    for (const call of calls) {
      expectSessionExpired(await call());
      expectSessionExpired(await call().set('authorization', 'Bearer not-a-token'));
    }
  });

  it('a signed-in person without a record gets 404 users/not-found', async () => {
    const user = await createAuthUser();
    for (const res of [
      await api().get('/api/users/daily-challenge/progress').set(authHeader(user)),
      await api().post('/api/users/daily-challenge').set(authHeader(user)).send({}),
      await claim(user, {}),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('users/not-found');
    }
    expect(await userDoc(user.uid)).toBeUndefined();
  });
});
