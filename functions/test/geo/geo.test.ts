/**
 * The server's geo check (docs/api.md "Geo"): sign-up and every earning call refuse a country
 * that config/geo does not serve (the emulator's test header stands for the caller's country) and
 * nothing is written; an allowed country passes; a config change applies; ?bypass_geo=true works
 * for staff, and in the emulator, but never for a member of a deployed function; partner postbacks
 * are never checked; GET /service/geo answers.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_GEO_CONFIG, GEO_BLOCKED_MESSAGE, GEO_TEST_COUNTRY_HEADER, isCountryServed } from '@pilotmiles/core';
import { db } from '../../src/platform/firebase';
import { forgetConfigs } from '../../src/platform/configCache';
import { countryOf, countryOfIp, geoRuntime } from '../../src/platform/geo';
import { GEO_GUARDED_ROUTES, mayBypassGeo } from '../../src/platform/http/geo';
import {
  api,
  authHeader,
  checkLedgersAfterEachTest,
  createAuthUser,
  createUser,
  storedState,
  userDoc,
  type TestUser,
} from '../support/helpers';
import { conversion, makeOffer, postback, startOffer } from '../offers/support';
import { makeReward } from '../rewards/support';

checkLedgersAfterEachTest();

/** An address the bundled database places in North Korea (blocked by default). */
const KP_IP = '175.45.176.1';
const BLOCKED = { message: GEO_BLOCKED_MESSAGE, code: 'geo/blocked' };

/** A guarded route with its parameters filled in. */
const urlOf = (path: string) => `/api${path.replace(':id', 'some-id').replace(':brand', 'some-brand')}`;
const call = (method: 'get' | 'post' | 'patch', path: string, user: TestUser, country?: string) => {
  const req = api()[method](urlOf(path)).set(authHeader(user));
  return country ? req.set(GEO_TEST_COUNTRY_HEADER, country) : req;
};

async function saveGeoConfig(admin: TestUser, config: { blocked: string[]; allowed: string[] }) {
  const res = await api().post('/api/admin/geo-config').set(authHeader(admin)).send(config);
  expect(res.status).toBe(200);
  return res.body.data;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('countryOfIp (the bundled GeoLite2 country database)', () => {
  it('finds the country of public addresses, v4 and v6', () => {
    expect(countryOfIp('8.8.8.8')).toBe('US');
    expect(countryOfIp('::ffff:8.8.8.8')).toBe('US');
    expect(countryOfIp('2001:4860:4860::8888')).toBe('US');
    expect(countryOfIp(KP_IP)).toBe('KP');
  });

  it('gives null (served) for private, loopback, documentation, missing and malformed addresses', () => {
    for (const ip of ['10.0.0.1', '192.168.1.1', '127.0.0.1', '::1', '198.51.100.7', '', null, undefined, 'not-an-ip'])
      expect(countryOfIp(ip)).toBeNull();
    expect(isCountryServed(DEFAULT_GEO_CONFIG, countryOfIp('10.0.0.1'))).toBe(true);
  });
});

describe('mayBypassGeo', () => {
  it('only when asked, and only for staff or in the emulator', () => {
    expect(mayBypassGeo({ requested: true, emulator: false, staff: false })).toBe(false);
    expect(mayBypassGeo({ requested: true, emulator: false, staff: true })).toBe(true);
    expect(mayBypassGeo({ requested: true, emulator: true, staff: false })).toBe(true);
    expect(mayBypassGeo({ requested: false, emulator: true, staff: true })).toBe(false);
  });
});

describe('the geo guard', () => {
  it('refuses sign-up from a blocked country and creates no record', async () => {
    const visitor = await createAuthUser();
    const res = await api().post('/api/users').set(authHeader(visitor)).set(GEO_TEST_COUNTRY_HEADER, 'KP').send({});
    expect(res.status).toBe(403);
    expect(res.body).toEqual(BLOCKED);
    expect(await userDoc(visitor.uid)).toBeUndefined();

    const allowed = await api().post('/api/users').set(authHeader(visitor)).set(GEO_TEST_COUNTRY_HEADER, 'US').send({});
    expect(allowed.status).toBe(201);
  });

  it('refuses every earning call from a blocked country, changing nothing', async () => {
    const member = await createUser();
    const before = await storedState(member.uid);
    for (const [method, path] of GEO_GUARDED_ROUTES) {
      const res = await call(method, path, member, 'kp').send({});
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body, `${method} ${path}`).toEqual(BLOCKED);
    }
    expect(await storedState(member.uid)).toEqual(before);
    expect((await db.collection('offerClicks').where('uid', '==', member.uid).get()).size).toBe(0);
  });

  it('refuses cash-out and claims from a blocked address like earning: redemption, KYC start, missing credit and cashback', async () => {
    const member = await createUser();
    const reward = await makeReward();
    const before = await storedState(member.uid);
    const calls = {
      redemption: () => api().post('/api/rewards/redeem').send({ reward_id: reward.id, value: 5 }),
      'KYC start': () => api().patch('/api/users/kyc').send({}),
      'missing credit': () =>
        api().post('/api/swaarm/offers/missing-credit').send({ click_id: 'a'.repeat(32), event_id: 'install', note: 'I installed it yesterday' }),
      'missing cashback': () => api().post('/api/shopping/claims').send({ brand_id: 'some-brand', order_id: 'A-1', order_date: '2024-01-01', amount: 10 }),
    };
    for (const [name, send] of Object.entries(calls)) {
      const res = await send().set(authHeader(member)).set('x-forwarded-for', KP_IP);
      expect(res.status, name).toBe(403);
      expect(res.body, name).toEqual(BLOCKED);
    }
    expect(await storedState(member.uid)).toEqual(before);
    expect((await db.collection('payouts').where('uid', '==', member.uid).get()).size).toBe(0);
  });

  it('lets an allowed country (or an unknown one) through to the call itself', async () => {
    const member = await createUser();
    // A real earning from an allowed country: the daily bonus credits.
    const claim = await call('post', '/users/daily-bonus', member, 'FR').send({});
    expect(claim.status, JSON.stringify(claim.body)).toBe(200);
    expect(claim.body.data.amount).toBe(1);
    for (const country of ['US', undefined])
      for (const [method, path] of GEO_GUARDED_ROUTES) {
        const res = await call(method, path, member, country).send({});
        expect(res.body.code, `${method} ${path} from ${country}`).not.toBe('geo/blocked');
      }
  });

  it('applies a saved config: an allow-list refuses everyone else, and the defaults come back', async () => {
    const member = await createUser();
    const admin = await createUser({ admin: true });
    try {
      const saved = await saveGeoConfig(admin, { allowed: ['us', 'CA'], blocked: [] });
      expect(saved).toEqual({ allowed: ['US', 'CA'], blocked: [] });
      expect((await call('post', '/users/daily-bonus', member, 'FR').send({})).body).toEqual(BLOCKED);
      expect((await call('post', '/users/daily-bonus', member, 'KP').send({})).body).toEqual(BLOCKED);
      const us = await call('post', '/users/daily-bonus', member, 'US').send({});
      expect(us.status, JSON.stringify(us.body)).toBe(200);
      expect((await api().get('/api/service/geo').set(GEO_TEST_COUNTRY_HEADER, 'FR')).body.data).toEqual({ country: 'FR', served: false });
      expect((await api().get('/api/service/geo').set(GEO_TEST_COUNTRY_HEADER, 'CA')).body.data).toEqual({ country: 'CA', served: true });
    } finally {
      await saveGeoConfig(admin, DEFAULT_GEO_CONFIG);
    }
    expect((await call('get', '/surveys/wall', member, 'FR').send({})).status).toBe(200);
    expect((await call('get', '/surveys/wall', member, 'KP').send({})).body).toEqual(BLOCKED);
  });

  it('keeps the geo config staff-only and refuses bad input naming the field', async () => {
    const member = await createUser();
    const admin = await createUser({ admin: true });
    expect((await api().get('/api/admin/geo-config').set(authHeader(member))).status).toBe(403);
    expect((await api().post('/api/admin/geo-config').set(authHeader(member)).send({ blocked: [] })).status).toBe(403);
    const bad = await api().post('/api/admin/geo-config').set(authHeader(admin)).send({ blocked: ['North Korea'] });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toMatch(/^blocked/);
    const read = await api().get('/api/admin/geo-config').set(authHeader(admin));
    expect(read.status).toBe(200);
    expect(read.body.data).toHaveProperty('blocked');
    const audit = await db.collection('adminLogs').where('target', '==', 'config/geo').limit(1).get();
    expect(audit.size).toBe(1);
  });

  it('never checks partner postbacks: a conversion from a "blocked" caller is credited', async () => {
    const member = await createUser();
    const offerId = await makeOffer();
    const clickId = await startOffer(member, offerId);
    const res = await postback({ click_id: clickId, event_id: 'install' }).set(GEO_TEST_COUNTRY_HEADER, 'KP');
    expect(res.status).toBe(200);
    expect(await conversion(clickId, 'install')).toBeDefined();
  });
});

describe('bypass_geo=true', () => {
  it('in the emulator, skips the check', async () => {
    const member = await createUser();
    const res = await api().post('/api/users/daily-bonus?bypass_geo=true').set(authHeader(member)).set(GEO_TEST_COUNTRY_HEADER, 'KP').send({});
    expect(res.status).toBe(200);
  });

  it('deployed (no emulator): the test header means nothing, a member cannot bypass, staff can', async () => {
    const member = await createUser();
    const staff = await createAuthUser({ admin: true });
    forgetConfigs();
    vi.spyOn(geoRuntime, 'emulator').mockReturnValue(false);
    const from = (ip: string, path: string, user: TestUser, country?: string) => {
      const req = api().post(path).set(authHeader(user)).set('x-forwarded-for', ip);
      return (country ? req.set(GEO_TEST_COUNTRY_HEADER, country) : req).send({});
    };

    // A North Korean address: the header cannot make it American, the member's bypass is ignored.
    expect((await from(KP_IP, '/api/users/daily-bonus', member, 'US')).body).toEqual(BLOCKED);
    expect((await from(KP_IP, '/api/users/daily-bonus?bypass_geo=true', member)).body).toEqual(BLOCKED);
    // and a public American address is served without any header.
    expect((await from('8.8.8.8', '/api/users/daily-bonus', member)).status).toBe(200);

    // Staff skip the check only when they ask.
    expect((await from(KP_IP, '/api/users', staff)).body).toEqual(BLOCKED);
    expect((await from(KP_IP, '/api/users?bypass_geo=true', staff)).status).toBe(201);
    // A forged or missing token is no staff.
    const forged = await api().post('/api/users?bypass_geo=true').set('x-forwarded-for', KP_IP).set('authorization', 'Bearer junk').send({});
    expect(forged.body).toEqual(BLOCKED);
  });
});

describe('GET /service/geo', () => {
  it('in the emulator, a caller on this machine counts as GEO_LOCAL_COUNTRY (the local stack); deployed, it has no country', async () => {
    vi.stubEnv('GEO_LOCAL_COUNTRY', 'us');
    try {
      const local = () => api().get('/api/service/geo').set('x-forwarded-for', '127.0.0.1');
      expect((await local()).body.data).toEqual({ country: 'US', served: true });
      expect((await api().get('/api/service/geo').set('x-forwarded-for', '::1')).body.data.country).toBe('US');
      // The Functions emulator hands requests over a local socket: no address at all is local too.
      expect(countryOf({ ip: undefined, get: () => undefined })).toBe('US');
      // Only local callers: an address with no country elsewhere stays unknown.
      expect((await api().get('/api/service/geo').set('x-forwarded-for', '198.51.100.7')).body.data.country).toBeNull();
      vi.spyOn(geoRuntime, 'emulator').mockReturnValue(false);
      expect((await local()).body.data.country).toBeNull();
      expect(countryOf({ ip: undefined, get: () => undefined })).toBeNull();
    } finally {
      vi.unstubAllEnvs();
    }
  });


  it('answers the country and whether it is served, without a session', async () => {
    expect((await api().get('/api/service/geo').set(GEO_TEST_COUNTRY_HEADER, 'KP')).body).toEqual({ data: { country: 'KP', served: false } });
    expect((await api().get('/api/service/geo').set(GEO_TEST_COUNTRY_HEADER, 'us')).body).toEqual({ data: { country: 'US', served: true } });
    // A documentation address (RFC 5737) is unknown, so served; a public one is looked up.
    expect((await api().get('/api/service/geo').set('x-forwarded-for', '198.51.100.7')).body).toEqual({ data: { country: null, served: true } });
    expect((await api().get('/api/service/geo').set('x-forwarded-for', '8.8.8.8')).body.data).toEqual({ country: 'US', served: true });
    // A malformed header is ignored.
    const junk = await api().get('/api/service/geo').set('x-forwarded-for', KP_IP).set(GEO_TEST_COUNTRY_HEADER, 'Korea');
    expect(junk.body.data).toEqual({ country: 'KP', served: false });
  });
});
