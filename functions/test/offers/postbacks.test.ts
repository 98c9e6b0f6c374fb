/**
 * Starting offers and crediting them from Swaarm's postbacks (docs/offers.md): the key,
 * bad input, unknown clicks and events, replays and concurrent duplicates, multi-step offers,
 * holds and the job that releases them, reversals into debt and rejections. Every test ends with
 * total_coins == sum(ledger) for each member it made.
 */
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { txId } from '@pilotmiles/core';
import { db } from '../../src/platform/firebase';
import { post } from '../../src/platform/ledger';
import { runHoldJob, runHoldJobTwiceAtOnce } from '../conversions/support';
import {
  SIMULATOR,
  api,
  app,
  authHeader,
  checkLedgersAfterEachTest,
  createUser,
  expectSessionExpired,
  ledger,
  storedState,
  userDoc,
} from '../support/helpers';
import { MULTI_STEP, conversion, makeOffer, postback, startOffer, storedPostbacks } from './support';

checkLedgersAfterEachTest();

const DAY_MS = 24 * 60 * 60 * 1000;
const offerEntries = async (uid: string) => (await ledger(uid)).filter((e) => e.type.startsWith('offer'));

describe('POST /swaarm/offers/{id}/click', () => {
  it('records a click with a 128-bit id, the rewards promised and the caller, and returns the tracking link with it', async () => {
    const member = await createUser();
    const offerId = await makeOffer();
    const res = await api()
      .post(`/api/swaarm/offers/${offerId}/click`)
      .set(authHeader(member))
      .set('user-agent', 'Mozilla/5.0 (iPhone)')
      .set('x-forwarded-for', '198.51.100.7');
    expect(res.status).toBe(201);
    const { click_id, tracking_url } = res.body.data;
    expect(click_id).toMatch(/^[a-f0-9]{32}$/);
    const url = new URL(tracking_url);
    expect(url.searchParams.get('pub_click_id')).toBe(click_id);
    expect(url.searchParams.get('offer_id')).toBe(offerId);
    const click = (await db.collection('offerClicks').doc(click_id).get()).data()!;
    expect(click).toMatchObject({ uid: member.uid, offer_id: offerId, ip: '198.51.100.7', user_agent: 'Mozilla/5.0 (iPhone)' });
    expect(click.events).toEqual(MULTI_STEP);
  });

  it('gives each start its own click id', async () => {
    const member = await createUser();
    const offerId = await makeOffer();
    const ids = await Promise.all([startOffer(member, offerId), startOffer(member, offerId)]);
    expect(new Set(ids).size).toBe(2);
  });

  it('limits a member to 20 starts a minute (each writes a click), without touching anyone else', async () => {
    const member = await createUser();
    const other = await createUser();
    const offerId = await makeOffer();
    const starts = await Promise.all(
      Array.from({ length: 22 }, () => api().post(`/api/swaarm/offers/${offerId}/click`).set(authHeader(member))),
    );
    expect(starts.filter((r) => r.status === 201)).toHaveLength(20);
    const refused = starts.filter((r) => r.status === 429);
    expect(refused).toHaveLength(2);
    expect(refused[0]!.body.code).toBe('rate-limited');
    expect((await db.collection('offerClicks').where('uid', '==', member.uid).get()).size).toBe(20);
    expect((await api().post(`/api/swaarm/offers/${offerId}/click`).set(authHeader(other))).status).toBe(201);
  });

  it('refuses an unverified member, an anonymous caller, an unknown or inactive offer and a malformed id', async () => {
    const unverified = await createUser({ verified: false });
    const member = await createUser();
    const offerId = await makeOffer();
    const inactive = await makeOffer(MULTI_STEP, { active: false });

    const refused = await api().post(`/api/swaarm/offers/${offerId}/click`).set(authHeader(unverified));
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('auth/email-not-verified');
    expect((await db.collection('offerClicks').where('uid', '==', unverified.uid).get()).size).toBe(0);

    expectSessionExpired(await api().post(`/api/swaarm/offers/${offerId}/click`));
    for (const id of ['no-such-offer', inactive]) {
      const res = await api().post(`/api/swaarm/offers/${id}/click`).set(authHeader(member));
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('offers/not-found');
    }
    // Firestore reserves ids like __proto__ and answers them with an error, which was a 500.
    for (const id of ['bad%20id!', '__proto__', '__name__']) {
      const bad = await api().post(`/api/swaarm/offers/${id}/click`).set(authHeader(member));
      expect(bad.status, id).toBe(400);
      expect(bad.body.field).toBe('id');
    }
  });
});

describe('GET /postbacks/swaarm: who may call', () => {
  it('answers 403 for a missing or wrong key and credits nothing, keeping the call (without the key) for audit', async () => {
    const member = await createUser();
    const clickId = await startOffer(member, await makeOffer());
    const before = await storedState(member.uid);
    for (const key of [undefined, '', 'wrong-secret', `${'local-postback-secret'}x`]) {
      const params = { click_id: clickId, event_id: 'install', ...(key === undefined ? {} : { key }) };
      const req = key === undefined ? api().get('/api/postbacks/swaarm').query({ ...params, payout: '1', status: 'approved' }) : postback(params);
      const res = await req;
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('postbacks/forbidden');
    }
    expect(await storedState(member.uid)).toEqual(before);
    const stored = await storedPostbacks(clickId);
    expect(stored).toHaveLength(4);
    for (const p of stored) {
      expect(p.http_status).toBe(403);
      expect(JSON.stringify(p.query)).not.toContain('wrong-secret');
    }
  });

  it('keeps a call whose parameter names Firestore cannot store (empty, reserved, too long) for audit without them, never a 500', async () => {
    const clickId = randomBytes(16).toString('hex');
    const odd = ['=x', '__name__=x', '__proto__=x', `${'k'.repeat(1600)}=x`];
    for (const extra of odd) {
      const res = await api().get(`/api/postbacks/swaarm?click_id=${clickId}&event_id=install&payout=1&status=approved&key=wrong&${extra}`);
      expect(res.status, extra.slice(0, 20)).toBe(403);
      expect(res.body).toEqual({ message: expect.any(String), code: 'postbacks/forbidden' });
    }
    const stored = await storedPostbacks(clickId);
    expect(stored).toHaveLength(odd.length);
    for (const p of stored) expect(Object.keys(p.query).sort()).toEqual(['click_id', 'event_id', 'key', 'payout', 'status']);
  });

  it('accepts only the allow-listed addresses when an allow-list is configured', async () => {
    const member = await createUser();
    const clickId = await startOffer(member, await makeOffer());
    // Deploy configuration (SWAARM_POSTBACK_IPS), read on each call; this test file has its own process.
    process.env.SWAARM_POSTBACK_IPS = '203.0.113.9, 203.0.113.10';
    try {
      const outside = await postback({ click_id: clickId, event_id: 'install' }, '198.51.100.1');
      expect(outside.status).toBe(403);
      expect(await offerEntries(member.uid)).toEqual([]);
      const inside = await postback({ click_id: clickId, event_id: 'install' }, '203.0.113.9');
      expect(inside.status).toBe(200);
    } finally {
      delete process.env.SWAARM_POSTBACK_IPS;
    }
    expect((await offerEntries(member.uid)).map((e) => e.amount)).toEqual([70]);
  });
});

describe('GET /postbacks/swaarm: bad input', () => {
  const click = '0123456789abcdef0123456789abcdef';
  const table: Array<[string, Record<string, string | number>, string]> = [
    ['no click id', { event_id: 'install' }, 'click_id'],
    ['a click id that is not ours', { click_id: 'abc', event_id: 'install' }, 'click_id'],
    ['no event', { click_id: click }, 'event_id'],
    ['an event id with spaces', { click_id: click, event_id: 'a b' }, 'event_id'],
    ['an unknown status', { click_id: click, event_id: 'install', status: 'paid' }, 'status'],
    // Swaarm's states are APPROVED, PENDING and REJECTED; a take-back arrives as REJECTED.
    ['our own word reversed', { click_id: click, event_id: 'install', status: 'reversed' }, 'status'],
    ['a chargeback', { click_id: click, event_id: 'install', status: 'chargeback' }, 'status'],
    ['a payout that is not a number', { click_id: click, event_id: 'install', payout: 'lots' }, 'payout'],
    ['a negative payout', { click_id: click, event_id: 'install', payout: -1 }, 'payout'],
  ];
  it.each(table)('%s -> 400 naming the field', async (_name, params, field) => {
    const res = await postback(params);
    expect(res.status).toBe(400);
    expect(res.body.field).toBe(field);
  });

  it('answers 404 for a click nobody made and for an event the offer does not have', async () => {
    const member = await createUser();
    const clickId = await startOffer(member, await makeOffer());
    const unknownClick = await postback({ click_id: 'f'.repeat(32), event_id: 'install' });
    expect(unknownClick.status).toBe(404);
    expect(unknownClick.body.code).toBe('offers/unknown-click');
    const unknownEvent = await postback({ click_id: clickId, event_id: 'level_99' });
    expect(unknownEvent.status).toBe(404);
    expect(unknownEvent.body.code).toBe('offers/unknown-event');
    expect(await offerEntries(member.uid)).toEqual([]);
  });
});

describe('GET /postbacks/swaarm: crediting', () => {
  it('credits an approved event once, for the amount the click promised (not the payout), and answers replays with 200', async () => {
    const member = await createUser();
    const clickId = await startOffer(member, await makeOffer());
    const first = await postback({ click_id: clickId, event_id: 'level_10', payout: '999.99' });
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ outcome: 'credited', status: 'confirmed' });
    const replay = await postback({ click_id: clickId, event_id: 'level_10', payout: '999.99' });
    expect(replay.status).toBe(200);
    expect(replay.body.data.outcome).toBe('duplicate');

    const entries = await offerEntries(member.uid);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ id: txId.offer('swaarm', clickId, 'level_10'), amount: 350, type: 'offer' });
    expect(await conversion(clickId, 'level_10')).toMatchObject({ status: 'confirmed', pilot_miles: 350, payout_usd: 999.99 });
  });

  it('30 identical postbacks at once credit once', async () => {
    const member = await createUser();
    const clickId = await startOffer(member, await makeOffer());
    const results = await Promise.all(
      Array.from({ length: 30 }, () => postback({ click_id: clickId, event_id: 'install' })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(30).fill(200));
    expect(results.filter((r) => r.body.data.outcome === 'credited')).toHaveLength(1);
    expect((await offerEntries(member.uid)).map((e) => e.amount)).toEqual([70]);
    expect((await userDoc(member.uid))!.total_coins).toBe(500 + 70);
  });

  it('credits each step of a multi-step offer once, whatever order and however often they arrive', async () => {
    const member = await createUser();
    const clickId = await startOffer(member, await makeOffer());
    const steps = ['level_30', 'install', 'level_10', 'install', 'level_30'];
    await Promise.all(steps.map((event_id) => postback({ click_id: clickId, event_id })));
    const entries = await offerEntries(member.uid);
    // Level 30 (6,300 PM) is above the first hold rule: approved, it waits like a pending report.
    expect(entries.map((e) => e.amount).sort((a, b) => a - b)).toEqual([70, 350]);
    expect(await conversion(clickId, 'level_30')).toMatchObject({ status: 'pending', credit_tx: null });
  });

  it('a second start of the same offer earns again (its own click), and another member cannot use my click', async () => {
    const member = await createUser();
    const other = await createUser();
    const offerId = await makeOffer();
    const first = await startOffer(member, offerId);
    const second = await startOffer(member, offerId);
    await postback({ click_id: first, event_id: 'install' });
    await postback({ click_id: second, event_id: 'install' });
    expect(await offerEntries(member.uid)).toHaveLength(2);
    expect(await offerEntries(other.uid)).toEqual([]);
  });
});

describe('pending, holds and the job', () => {
  it('a pending report of a small reward is credited at once (no hold applies)', async () => {
    const member = await createUser();
    const clickId = await startOffer(member, await makeOffer());
    const res = await postback({ click_id: clickId, event_id: 'level_10', status: 'pending' });
    expect(res.body.data).toEqual({ outcome: 'credited', status: 'confirmed' });
    expect((await offerEntries(member.uid)).map((e) => e.amount)).toEqual([350]);
  });

  it('a pending report above 5,000 PM waits 7 days, shows as pending, and the job credits it once when due', async () => {
    const member = await createUser();
    const clickId = await startOffer(member, await makeOffer());
    const reported = Date.now();
    const res = await postback({ click_id: clickId, event_id: 'level_30', status: 'pending' });
    expect(res.body.data).toEqual({ outcome: 'held', status: 'pending' });
    expect(await offerEntries(member.uid)).toEqual([]);
    const held = (await conversion(clickId, 'level_30'))!;
    expect(held.status).toBe('pending');
    const releaseMs = held.release_at.toMillis();
    expect(Math.abs(releaseMs - (reported + 7 * DAY_MS))).toBeLessThan(60_000);

    const history = await api().get('/api/users/transactions-history').set(authHeader(member));
    expect(history.body.data.pending).toEqual([
      expect.objectContaining({ amount: 6_300, type: 'offer', confirms_at: new Date(releaseMs).toISOString() }),
    ]);
    // A pending report again changes nothing; the job before the date credits nothing.
    await postback({ click_id: clickId, event_id: 'level_30', status: 'pending' });
    await runHoldJob(new Date(reported + 6 * DAY_MS));
    expect(await offerEntries(member.uid)).toEqual([]);

    // Two runs at once (a retried tick): its page is enqueued, and credited, once.
    const runs = await runHoldJobTwiceAtOnce(new Date(releaseMs + 1000));
    expect(runs.every((r) => r.due >= 1)).toBe(true);
    expect((await offerEntries(member.uid)).map((e) => e.amount)).toEqual([6_300]);
    expect((await conversion(clickId, 'level_30'))!.status).toBe('confirmed');
    const after = await api().get('/api/users/transactions-history').set(authHeader(member));
    expect(after.body.data.pending).toEqual([]);
  });

  it('a due conversion the job cannot confirm is skipped and logged; the others are still credited', async () => {
    const [broken, fine] = await Promise.all([createUser(), createUser()]);
    const offerId = await makeOffer();
    const [brokenClick, fineClick] = await Promise.all([startOffer(broken, offerId), startOffer(fine, offerId)]);
    await postback({ click_id: brokenClick, event_id: 'level_30', status: 'pending' });
    await postback({ click_id: fineClick, event_id: 'level_30', status: 'pending' });
    // Its member's record is gone (say, an account deleted meanwhile): there is no one to credit.
    await db.recursiveDelete(db.collection('users').doc(broken.uid));
    // The failure is the conversion's, not its page's: the task does not fail (and is not retried).
    const run = await runHoldJob(new Date(Date.now() + 8 * DAY_MS));
    expect(run.tasks.failed).toBe(0);
    expect((await offerEntries(fine.uid)).map((e) => e.amount)).toEqual([6_300]);
    expect(await offerEntries(broken.uid)).toEqual([]);
    expect((await conversion(brokenClick, 'level_30'))!.status).toBe('pending');
    // Not left for every later run of the job on this shared emulator.
    await db.collection('conversions').doc(`swaarm:${brokenClick}:level_30`).delete();
  });

  it('an approved report during the hold credits at once, and the job then finds nothing', async () => {
    const member = await createUser();
    const clickId = await startOffer(member, await makeOffer());
    await postback({ click_id: clickId, event_id: 'level_30', status: 'pending' });
    await postback({ click_id: clickId, event_id: 'level_30', status: 'approved' });
    await runHoldJob(new Date(Date.now() + 8 * DAY_MS));
    expect((await offerEntries(member.uid)).map((e) => e.amount)).toEqual([6_300]);
  });

  it('pending then rejected credits nothing, ever', async () => {
    const member = await createUser();
    const clickId = await startOffer(member, await makeOffer());
    await postback({ click_id: clickId, event_id: 'level_30', status: 'pending' });
    const rejected = await postback({ click_id: clickId, event_id: 'level_30', status: 'rejected' });
    expect(rejected.body.data).toEqual({ outcome: 'rejected', status: 'rejected' });
    await runHoldJob(new Date(Date.now() + 31 * DAY_MS));
    await postback({ click_id: clickId, event_id: 'level_30', status: 'approved' });
    expect(await offerEntries(member.uid)).toEqual([]);
    expect((await conversion(clickId, 'level_30'))!.status).toBe('rejected');
  });
});

describe('rejections and reversals', () => {
  it('rejected before any credit: nothing is credited, and a later approval changes nothing', async () => {
    const member = await createUser();
    const clickId = await startOffer(member, await makeOffer());
    const before = await storedState(member.uid);
    expect((await postback({ click_id: clickId, event_id: 'install', status: 'rejected' })).status).toBe(200);
    expect((await postback({ click_id: clickId, event_id: 'install', status: 'REJECTED' })).body.data.outcome).toBe('duplicate');
    expect((await postback({ click_id: clickId, event_id: 'install', status: 'approved' })).body.data.outcome).toBe('duplicate');
    expect(await storedState(member.uid)).toEqual(before);
  });

  it('rejected after credit (Swaarm\'s REJECTED): one debit referencing the credit, which may take the balance below zero; spending is then refused', async () => {
    const member = await createUser();
    // Below the hold rules, so its approval credits at once.
    const clickId = await startOffer(member, await makeOffer([{ id: 'level_30', name: 'Reach level 30', pilot_miles: 4_900 }]));
    await postback({ click_id: clickId, event_id: 'level_30' });
    // The member spends most of it (a redemption, as the redeem issue will post it).
    await post(member.uid, { id: 'test-spend', type: 'redemption', amount: -4_800, description: 'Gift card' }, { day: '2026-11-23' });
    const reversals = await Promise.all(
      Array.from({ length: 5 }, () => postback({ click_id: clickId, event_id: 'level_30', status: 'REJECTED' })),
    );
    expect(reversals.filter((r) => r.body.data.outcome === 'reversed')).toHaveLength(1);

    const creditId = txId.offer('swaarm', clickId, 'level_30');
    const debit = (await ledger(member.uid)).find((e) => e.type === 'offer-reversal')!;
    expect(debit).toMatchObject({ id: txId.reversal(creditId), amount: -4_900, meta: { original: creditId } });
    const balance = (await userDoc(member.uid))!.total_coins;
    expect(balance).toBe(500 + 4_900 - 4_800 - 4_900);
    expect(balance).toBeLessThan(0);

    await expect(
      post(member.uid, { id: 'test-spend-2', type: 'redemption', amount: -1, description: 'Gift card' }, { day: '2026-11-23' }),
    ).rejects.toMatchObject({ status: 409, code: 'ledger/negative-balance' });
    expect((await conversion(clickId, 'level_30'))!.status).toBe('reversed');
  });

  it('an ordinary debit never takes a balance below zero', async () => {
    const member = await createUser();
    await expect(
      post(member.uid, { id: 'too-much', type: 'redemption', amount: -501, description: 'Gift card' }, { day: '2026-11-23' }),
    ).rejects.toMatchObject({ status: 409, code: 'ledger/insufficient-funds' });
  });
});

describe("Swaarm's documented postback template, sent by the simulator", () => {
  // docs/offers.md: the template pasted at Swaarm, its macros as Swaarm documents them.
  const template = (port: number) =>
    `http://127.0.0.1:${port}/api/postbacks/swaarm?click_id=#{click.publisher.clickId}&event_id=#{offer.eventTypeId}` +
    '&payout=#{payout.theyGetInDollars}&status=#{status.state}&key=local-postback-secret';

  const fire = (body: Record<string, unknown>) =>
    fetch(`${SIMULATOR}/swaarm/_control/postback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then(async (r) => ({ status: r.status, body: (await r.json()) as { sent: Array<{ url: string; status: number | null; body: string }> } }));

  it('credits on APPROVED and takes it back on a later REJECTED, upper case as Swaarm fills #{status.state}', async () => {
    const server = createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const port = (server.address() as AddressInfo).port;
      const member = await createUser();
      const clickId = await startOffer(member, await makeOffer());
      // Any of the simulator's offers with an install step: the postback names only our click and the event.
      const common = { click_id: clickId, offer_id: '10234', event_id: 'install', template: template(port) };
      const approved = await fire({ ...common, status: 'approved' });
      expect(approved.status).toBe(200);
      expect(approved.body.sent[0]!.url).toContain('&status=APPROVED&');
      expect(approved.body.sent[0]!.status).toBe(200);
      expect(JSON.parse(approved.body.sent[0]!.body).data).toEqual({ outcome: 'credited', status: 'confirmed' });
      expect(await conversion(clickId, 'install')).toMatchObject({ status: 'confirmed', pilot_miles: 70 });

      const rejected = await fire({ ...common, status: 'rejected' });
      expect(rejected.body.sent[0]!.url).toContain('&status=REJECTED&');
      expect(JSON.parse(rejected.body.sent[0]!.body).data.outcome).toBe('reversed');
      expect((await offerEntries(member.uid)).map((e) => e.amount)).toEqual(expect.arrayContaining([70, -70]));
    } finally {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    }
  });
});
