/**
 * The member's country is the server's (docs/rewards.md "Country"): decided from the request's
 * address at sign-up and at each login, never from what the client says; the sign-up body's
 * location is kept as the member's claim only. Country-restricted rewards and the country-mismatch
 * review flag use the server's countries; a member with none stored (signed up before the server
 * decided, or from an address with no country) takes the first one the server sees, and until then
 * no country-restricted reward. Callers' addresses are real ones the bundled database places
 * (X-Forwarded-For, trusted one hop as behind Hosting).
 */
import { describe, expect, it } from 'vitest';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { db } from '../../src/platform/firebase';
import { runQueuedTasks } from '../../src/platform/tasks';
import { api, authHeader, checkLedgersAfterEachTest, createAuthUser, userDoc, type TestUser } from '../support/helpers';
import { grant, makeReward, payoutDoc } from '../rewards/support';

checkLedgersAfterEachTest();

/** Addresses the bundled GeoLite2 database places in these countries (functions/test/geo/geo.test.ts checks US). */
const IP = { US: '8.8.8.8', GB: '81.2.69.160', NG: '41.58.0.1', DE: '5.9.0.1' } as const;
/** A benchmarking address (RFC 2544): the database finds no country for it. */
const UNKNOWN_IP = '198.18.0.7';

const from = <T extends { set(name: string, value: string): T }>(req: T, ip: string) => req.set('x-forwarded-for', ip);

/** Signs up through POST /users from `ip`, the body claiming `location` if given. */
async function signUpFrom(ip: string, location?: { country: string; city?: string }) {
  const user = await createAuthUser();
  const res = await from(api().post('/api/users').set(authHeader(user)), ip).send(location ? { location } : {});
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { user, view: res.body.data };
}

/** A trusted member (an old account with a payout delivered before, 5,000 PM): a small payout is approved unless a flag is raised. */
async function trusted(user: TestUser) {
  await grant(user.uid, 4_500);
  await db
    .collection('users')
    .doc(user.uid)
    .update({ payouts_fulfilled: 1, created_at: Timestamp.fromMillis(Date.now() - 90 * 86_400_000) });
  return user;
}

const login = (user: TestUser, ip: string, body: object) => from(api().patch('/api/users/login').set(authHeader(user)), ip).send(body);
const redeemFrom = (user: TestUser, ip: string, body: object) => from(api().post('/api/rewards/redeem').set(authHeader(user)), ip).send(body);

describe('sign-up', () => {
  it('without a location, the country is the one of the address', async () => {
    const { user, view } = await signUpFrom(IP.GB);
    expect(view.country).toBe('GB');
    expect(await userDoc(user.uid)).toMatchObject({ country: 'GB', country_source: 'sign-up', location: null });
  });

  it('with a lying location, the country is still the address; the claim is kept apart', async () => {
    const { user, view } = await signUpFrom(IP.NG, { country: 'US', city: 'Austin' });
    expect(view.country).toBe('NG');
    const stored = await userDoc(user.uid);
    expect(stored).toMatchObject({ country: 'NG', location: { country: 'US', city: 'Austin' } });
    expect((await api().get('/api/users').set(authHeader(user))).body.data.country).toBe('NG');
  });

  it('from an address with no country, none is stored; the first login with one decides it, and later ones do not move it', async () => {
    const { user, view } = await signUpFrom(UNKNOWN_IP, { country: 'US' });
    expect(view.country).toBeNull();
    expect(await userDoc(user.uid)).toMatchObject({ country: null });

    expect((await login(user, IP.DE, { locationCountry: 'US' })).status).toBe(200);
    expect(await userDoc(user.uid)).toMatchObject({ country: 'DE', country_source: 'login', login_country: 'DE' });
    expect((await login(user, IP.GB, {})).status).toBe(200);
    expect(await userDoc(user.uid)).toMatchObject({ country: 'DE', login_country: 'GB' });
    // A login from an address with no country leaves the last known login country.
    expect((await login(user, UNKNOWN_IP, { locationCountry: 'DE' })).status).toBe(200);
    expect(await userDoc(user.uid)).toMatchObject({ country: 'DE', login_country: 'GB' });
  });
});

describe('country-restricted rewards', () => {
  it('are refused to a member whose address is in another country, whatever their sign-up claimed', async () => {
    const usOnly = await makeReward({ countries: ['US'] });
    const anywhere = await makeReward();
    const { user } = await signUpFrom(IP.NG, { country: 'US' });
    await trusted(user);

    const refused = await redeemFrom(user, IP.US, { reward_id: usOnly.id, value: 5 });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'rewards/not-available-in-country', field: 'reward_id' });
    expect(refused.body.message).toContain('NG');
    expect((await userDoc(user.uid))?.total_coins).toBe(5_000);
    // What the balance buys lists only what the member may redeem.
    const redeemable = await api().get('/api/users/redeemable-conversions').set(authHeader(user));
    const ids = redeemable.body.data.items.map((i: { reward: { id: string } }) => i.reward.id);
    expect(ids).toContain(anywhere.id);
    expect(ids).not.toContain(usOnly.id);

    expect((await redeemFrom(user, IP.NG, { reward_id: anywhere.id, value: 5 })).status).toBe(201);
  });

  it('are refused while the member has no country (never "allowed everywhere"); the redemption from a known address decides it', async () => {
    const gbOnly = await makeReward({ countries: ['GB'] });
    const anywhere = await makeReward();
    const { user } = await signUpFrom(UNKNOWN_IP);
    await trusted(user);

    const unknown = await redeemFrom(user, UNKNOWN_IP, { reward_id: gbOnly.id, value: 5 });
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe('rewards/not-available-in-country');
    expect((await redeemFrom(user, UNKNOWN_IP, { reward_id: anywhere.id, value: 5 })).status).toBe(201);

    const seen = await redeemFrom(user, IP.GB, { reward_id: gbOnly.id, value: 5 });
    expect(seen.status, JSON.stringify(seen.body)).toBe(201);
    expect(await userDoc(user.uid)).toMatchObject({ country: 'GB', country_source: 'redemption' });
  });

  it('a member who signed up before the server decided (only a claimed location) gets the first country the server sees', async () => {
    const usOnly = await makeReward({ countries: ['US'] });
    const { user } = await signUpFrom(UNKNOWN_IP);
    await trusted(user);
    // As stored before: the client's location and login report, no server country at all.
    await db
      .collection('users')
      .doc(user.uid)
      .update({ location: { country: 'US', city: null, ip: null }, login: { locationCountry: 'US' }, country: FieldValue.delete(), country_source: FieldValue.delete() });
    expect((await api().get('/api/users').set(authHeader(user))).body.data.country).toBeNull();
    expect((await redeemFrom(user, UNKNOWN_IP, { reward_id: usOnly.id, value: 5 })).body.code).toBe('rewards/not-available-in-country');

    expect((await login(user, IP.DE, { locationCountry: 'US' })).status).toBe(200);
    expect(await userDoc(user.uid)).toMatchObject({ country: 'DE', country_source: 'login' });
    expect((await redeemFrom(user, IP.US, { reward_id: usOnly.id, value: 5 })).body.code).toBe('rewards/not-available-in-country');
  });
});

describe('the country-mismatch review flag', () => {
  it('is raised by a login from another country even when the body says the sign-up country', async () => {
    const reward = await makeReward();
    const { user } = await signUpFrom(IP.US, { country: 'US' });
    await trusted(user);
    expect((await login(user, IP.NG, { locationCountry: 'US', locationCity: 'Austin' })).status).toBe(200);
    expect(await userDoc(user.uid)).toMatchObject({ country: 'US', login_country: 'NG', login: { locationCountry: 'US' } });

    const res = await redeemFrom(user, IP.US, { reward_id: reward.id, value: 5 });
    expect(res.status).toBe(201);
    expect((await payoutDoc(res.body.data.payout.id))?.review_reasons).toEqual(['country-mismatch']);
  });

  it('is raised by a redemption from another country, login or not, and not by a body that lies about a mismatch', async () => {
    const reward = await makeReward();
    const { user } = await signUpFrom(IP.US);
    await trusted(user);
    // The body claims another country; the server sees the sign-up country: no flag.
    expect((await login(user, IP.US, { locationCountry: 'NG' })).status).toBe(200);
    const home = await redeemFrom(user, IP.US, { reward_id: reward.id, value: 5 });
    expect(home.body.data.payout.status).toBe('approved');
    await runQueuedTasks();
    expect((await db.collection('payouts').doc(home.body.data.payout.id).get()).get('status')).toBe('fulfilled');

    const abroad = await redeemFrom(user, IP.GB, { reward_id: reward.id, value: 5 });
    expect(abroad.status).toBe(201);
    expect((await payoutDoc(abroad.body.data.payout.id))?.review_reasons).toEqual(['country-mismatch']);
  });
});
