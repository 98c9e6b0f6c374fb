/**
 * A member's offer activity (GET /swaarm/offers_events) and missing-credit claims
 * (POST /swaarm/offers/missing-credit): only their own, the 24 h to 30 days window, one claim per
 * member, offer and step whatever the start, never for a step already credited or pending.
 */
import { describe, expect, it } from 'vitest';
import { api, authHeader, checkLedgersAfterEachTest, createUser, docsWhere, expectSessionExpired } from '../support/helpers';
import { backdateClick, makeOffer, postback, startOffer } from './support';

checkLedgersAfterEachTest();

const activityOf = async (user: Awaited<ReturnType<typeof createUser>>) => {
  const res = await api().get('/api/swaarm/offers_events').set(authHeader(user));
  expect(res.status).toBe(200);
  return res.body.data as Array<Record<string, any>>;
};

describe('GET /swaarm/offers_events', () => {
  it('lists each started offer once with its events: confirmed, pending with its date, rejected, not reported', async () => {
    const member = await createUser();
    const offerId = await makeOffer([
      { id: 'install', name: 'Install', pilot_miles: 70 },
      { id: 'level_10', name: 'Reach level 10', pilot_miles: 350 },
      { id: 'level_30', name: 'Reach level 30', pilot_miles: 6_300 },
      { id: 'level_50', name: 'Reach level 50', pilot_miles: 900 },
    ]);
    await startOffer(member, offerId);
    const clickId = await startOffer(member, offerId);
    await postback({ click_id: clickId, event_id: 'install' });
    await postback({ click_id: clickId, event_id: 'level_30', status: 'pending' });
    await postback({ click_id: clickId, event_id: 'level_50', status: 'rejected' });

    const activity = await activityOf(member);
    expect(activity).toHaveLength(1);
    const [offer] = activity;
    expect(offer).toMatchObject({ offer_id: offerId, click_id: clickId, earned_pilot_miles: 70, pending_pilot_miles: 6_300, can_claim_missing: false, claim: null });
    const byId = Object.fromEntries(offer!.events.map((e: { id: string }) => [e.id, e]));
    expect(byId.install).toMatchObject({ status: 'confirmed', confirms_at: null });
    expect(byId.level_10).toMatchObject({ status: null, pilot_miles: 350 });
    expect(byId.level_30.status).toBe('pending');
    expect(Date.parse(byId.level_30.confirms_at)).toBeGreaterThan(Date.now() + 6 * 24 * 3600 * 1000);
    expect(byId.level_50.status).toBe('rejected');
  });

  it("shows nobody else's activity, and needs a session", async () => {
    const member = await createUser();
    const other = await createUser();
    await startOffer(member, await makeOffer());
    expect(await activityOf(other)).toEqual([]);
    expectSessionExpired(await api().get('/api/swaarm/offers_events'));
  });
});

describe('POST /swaarm/offers/missing-credit', () => {
  const claim = (user: Awaited<ReturnType<typeof createUser>>, body: object) =>
    api().post('/api/swaarm/offers/missing-credit').set(authHeader(user)).send(body);
  const note = 'I reached level 10 yesterday evening';

  it('opens a claim 24 h after the start, once per step, and the activity shows it', async () => {
    const member = await createUser();
    const clickId = await startOffer(member, await makeOffer());

    const early = await claim(member, { click_id: clickId, event_id: 'level_10', note });
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('offers/claim-window');

    await backdateClick(clickId, 25);
    expect((await activityOf(member))[0]!.can_claim_missing).toBe(true);
    const opened = await claim(member, { click_id: clickId, event_id: 'level_10', note });
    expect(opened.status).toBe(201);
    expect(opened.body.data).toMatchObject({ status: 'open', event_name: 'Reach level 10', pilot_miles: 350, email: member.email });

    const again = await claim(member, { click_id: clickId, event_id: 'level_10', note });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('offers/claim-exists');
    expect((await activityOf(member))[0]!.claim).toMatchObject({ id: opened.body.data.id, status: 'open' });
  });

  it('needs a session and a verified email, and two claims at once open one', async () => {
    const member = await createUser();
    const unverified = await createUser({ verified: false });
    const clickId = await startOffer(member, await makeOffer());
    await backdateClick(clickId, 25);
    const body = { click_id: clickId, event_id: 'level_10', note };
    expectSessionExpired(await api().post('/api/swaarm/offers/missing-credit').send(body));
    const refused = await claim(unverified, body);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('auth/email-not-verified');
    const both = await Promise.all([claim(member, body), claim(member, body)]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
  });

  it('refuses a step already credited or pending, a start over 30 days old, and an unknown event', async () => {
    const member = await createUser();
    const clickId = await startOffer(member, await makeOffer());
    await postback({ click_id: clickId, event_id: 'install' });
    await postback({ click_id: clickId, event_id: 'level_30', status: 'pending' });
    await backdateClick(clickId, 48);
    for (const event_id of ['install', 'level_30']) {
      const res = await claim(member, { click_id: clickId, event_id, note });
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('offers/already-tracked');
    }
    const unknown = await claim(member, { click_id: clickId, event_id: 'level_99', note });
    expect(unknown.status).toBe(404);

    await backdateClick(clickId, 31 * 24);
    const late = await claim(member, { click_id: clickId, event_id: 'level_10', note });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('offers/claim-window');
  });

  it('opens one claim per member, offer and step whatever the start: a new start is refused, naming the claim', async () => {
    const member = await createUser();
    const offerId = await makeOffer();
    const first = await startOffer(member, offerId);
    await backdateClick(first, 25);
    const opened = await claim(member, { click_id: first, event_id: 'level_10', note });
    expect(opened.status).toBe(201);

    // Starting the offer again gives a new click, not a second claim for the same step.
    const second = await startOffer(member, offerId);
    await backdateClick(second, 25);
    const again = await claim(member, { click_id: second, event_id: 'level_10', note });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('offers/claim-exists');
    expect(again.body.message).toContain(opened.body.data.id);
    expect(again.body.message).toContain('Reach level 10');
    expect((await docsWhere('offerClaims', 'uid', member.uid)).length).toBe(1);
    // Another step of the offer can still be claimed, from either start, and the activity shows the claim.
    expect((await claim(member, { click_id: second, event_id: 'level_30', note })).status).toBe(201);
    expect((await activityOf(member))[0]!.claim).not.toBeNull();
    // A step credited through one start is tracked for every start.
    await postback({ click_id: first, event_id: 'install' });
    const credited = await claim(member, { click_id: second, event_id: 'install', note });
    expect(credited.status).toBe(409);
    expect(credited.body.code).toBe('offers/already-tracked');
  });

  it('ten claims at once for one step, each from its own start, open one', async () => {
    const member = await createUser();
    const offerId = await makeOffer();
    const clicks: string[] = [];
    for (let i = 0; i < 10; i++) clicks.push(await startOffer(member, offerId));
    await Promise.all(clicks.map((c) => backdateClick(c, 25)));
    const results = await Promise.all(clicks.map((click_id) => claim(member, { click_id, event_id: 'level_10', note })));
    expect(results.map((r) => r.status).sort()).toEqual([201, ...Array(9).fill(409)]);
    expect(results.filter((r) => r.status === 409).every((r) => r.body.code === 'offers/claim-exists')).toBe(true);
    expect((await docsWhere('offerClaims', 'uid', member.uid)).length).toBe(1);
  });

  it("treats someone else's click as unknown", async () => {
    const member = await createUser();
    const other = await createUser();
    const clickId = await startOffer(member, await makeOffer());
    await backdateClick(clickId, 30);
    const res = await claim(other, { click_id: clickId, event_id: 'level_10', note });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('offers/unknown-click');
  });

  it.each([
    ['no body', undefined, 'body'],
    ['a bad click id', { click_id: 'x', event_id: 'install', note }, 'click_id'],
    ['no event', { click_id: 'a'.repeat(32), note }, 'event_id'],
    // The event id goes into the claim's document id: a '/' made it a path, which was a 500.
    ['an event id with a slash', { click_id: 'a'.repeat(32), event_id: 'install/x', note }, 'event_id'],
    ['an event id with a space', { click_id: 'a'.repeat(32), event_id: 'level 10', note }, 'event_id'],
    ['a note too short', { click_id: 'a'.repeat(32), event_id: 'install', note: 'hi' }, 'note'],
    ['an unknown field', { click_id: 'a'.repeat(32), event_id: 'install', note, amount: 5000 }, 'amount'],
  ])('%s -> 400 naming the field', async (_name, body, field) => {
    const member = await createUser();
    const req = api().post('/api/swaarm/offers/missing-credit').set(authHeader(member));
    const res = await (body === undefined ? req : req.send(body));
    expect(res.status).toBe(400);
    expect(res.body.field).toBe(field);
  });
});
