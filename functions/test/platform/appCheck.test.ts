/**
 * App Check on the calls that earn or spend (platform/http/appCheck.ts). The emulator has no App
 * Check service, so the check is off there (every other test relies on that); here it is switched
 * on as in a deployed project, with a stand-in for Firebase's token verification.
 */
import { logger } from 'firebase-functions';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { APP_CHECK_HEADER, ERROR_CODES, MSG } from '@pilotmiles/core';
import { appCheckRuntime } from '../../src/platform/http/appCheck';
import { api, authHeader, checkLedgersAfterEachTest, createUser, ledger, type TestUser } from '../support/helpers';

checkLedgersAfterEachTest();

const GOOD = 'token-from-recaptcha-enterprise';
const BONUS = '/api/users/daily-bonus';

/** As deployed: App Check on, tokens checked (only GOOD passes), enforced unless told otherwise. */
function asDeployed(enforce = true) {
  vi.spyOn(appCheckRuntime, 'active').mockReturnValue(true);
  vi.spyOn(appCheckRuntime, 'enforce').mockReturnValue(enforce);
  vi.spyOn(appCheckRuntime, 'verify').mockImplementation(async (token) => {
    if (token !== GOOD) throw new Error('Decoding App Check token failed');
  });
}

describe('App Check on earning and spending calls', () => {
  let member: TestUser;
  beforeAll(async () => {
    member = await createUser();
    await api().post('/api/users').set(authHeader(member)).send({ display_name: 'App Check' });
  });
  afterEach(() => vi.restoreAllMocks());

  it('refuses a claim without a token, or with one Firebase does not accept, and credits nothing', async () => {
    asDeployed();
    const missing = await api().post(BONUS).set(authHeader(member)).send({});
    expect(missing.status).toBe(401);
    expect(missing.body).toEqual({ message: MSG.appCheckFailed, code: ERROR_CODES.appCheckFailed });
    const forged = await api().post(BONUS).set(authHeader(member)).set(APP_CHECK_HEADER, 'made-up').send({});
    expect(forged.status).toBe(401);
    const search = await api().post('/api/web-search').set(authHeader(member)).send({ q: 'cheap flights to lisbon' });
    expect(search.status).toBe(401);
    expect((await ledger(member.uid)).filter((e) => e.type === 'daily-bonus')).toEqual([]);
  });

  it('lets a call with a valid token through, and leaves reads alone', async () => {
    asDeployed();
    const claimed = await api().post(BONUS).set(authHeader(member)).set(APP_CHECK_HEADER, GOOD).send({});
    expect(claimed.status).not.toBe(401);
    expect(claimed.body.code).not.toBe(ERROR_CODES.appCheckFailed);
    const status = await api().get(`${BONUS}/status`).set(authHeader(member));
    expect(status.status).toBe(200);
  });

  it('only logs a missing token while APP_CHECK_ENFORCE=false (a first rollout)', async () => {
    asDeployed(false);
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const other = await createUser();
    await api().post('/api/users').set(authHeader(other)).send({ display_name: 'Rollout' });
    const res = await api().post(BONUS).set(authHeader(other)).send({});
    expect(res.body.code).not.toBe(ERROR_CODES.appCheckFailed);
    expect(warn).toHaveBeenCalledWith('app check: no token (not enforced)', expect.objectContaining({ uid: other.uid }));
  });

  it('is off in the emulator, which has no App Check service', async () => {
    const res = await api().get('/api/users').set(authHeader(member));
    expect(res.status).toBe(200);
    expect(appCheckRuntime.active()).toBe(false);
  });
});
