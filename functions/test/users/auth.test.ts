/**
 * The auth middleware and the admin guard (docs/api.md "Sessions"): every kind of bad session
 * answers 403 'Session expired' and writes nothing; admin routes read the custom claim fresh on
 * every call.
 */
import type { Test } from 'supertest';
import { describe, expect, it } from 'vitest';
import { measure } from '../../../emulators/bench/callCounter';
import { auth } from '../../src/platform/firebase';
import {
  api,
  authHeader,
  checkLedgersAfterEachTest,
  createAuthUser,
  createUser,
  emulatorToken,
  expectSessionExpired,
  signIn,
  storedState,
  userDoc,
  uniqueId,
  type TestUser,
} from '../support/helpers';

checkLedgersAfterEachTest();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const b64url = (text: string) => Buffer.from(text).toString('base64url');
const nowS = () => Math.floor(Date.now() / 1000);

/** Every route that needs a session, with a request that would change something if let through. */
const protectedCalls: Array<[string, (headers: Record<string, string>) => Test]> = [
  ['POST /users', (h) => api().post('/api/users').set(h).send({ additionalData: { displayName: 'Intruder' } })],
  ['GET /users', (h) => api().get('/api/users').set(h)],
  ['PATCH /users', (h) => api().patch('/api/users').set(h).send({ display_name: 'Intruder' })],
  ['PATCH /users/login', (h) => api().patch('/api/users/login').set(h).send({ locationCity: 'Nowhere' })],
  ['GET /users/transactions-history', (h) => api().get('/api/users/transactions-history').set(h)],
  ['GET /users/dashboard/v2', (h) => api().get('/api/users/dashboard/v2').set(h)],
  ['GET /admin/dashboard', (h) => api().get('/api/admin/dashboard').set(h)],
];

/** Ways a caller can present a session that must not count; each gets a fresh user with a record. */
const badSessions: Array<[string, (user: TestUser) => Promise<Record<string, string>> | Record<string, string>]> = [
  ['no Authorization header', () => ({})],
  ['a token without the Bearer scheme', (u) => ({ authorization: u.idToken })],
  ['Basic credentials', () => ({ authorization: `Basic ${b64url('someone:secret')}` })],
  ['an empty bearer', () => ({ authorization: 'Bearer ' })],
  ['two tokens in one header', (u) => ({ authorization: `Bearer ${u.idToken} ${u.idToken}` })],
  ['a garbage token', () => ({ authorization: 'Bearer not-a-jwt' })],
  ['a token whose payload is not JSON', () => ({ authorization: `Bearer ${b64url('{"alg":"none"}')}.${b64url('nope')}.` })],
  ['a signature appended to an unsigned token', (u) => ({ authorization: `Bearer ${u.idToken}${b64url('forged-signature')}` })],
  [
    'an RS256 header with a made-up signature',
    (u) => {
      const [, payload] = u.idToken.split('.');
      return { authorization: `Bearer ${b64url('{"alg":"RS256","kid":"x","typ":"JWT"}')}.${payload}.${b64url('sig')}` };
    },
  ],
  [
    "another project's token",
    (u) => ({
      authorization: `Bearer ${emulatorToken(u, { aud: 'other-project', iss: 'https://securetoken.google.com/other-project' })}`,
    }),
  ],
  ['a token for an account that does not exist', (u) => ({ authorization: `Bearer ${emulatorToken({ ...u, uid: uniqueId('ghost') })}` })],
  [
    'an expired token',
    (u) => ({ authorization: `Bearer ${emulatorToken(u, { auth_time: nowS() - 7200, iat: nowS() - 7200, exp: nowS() - 3600 })}` }),
  ],
  [
    'a revoked token',
    async (u) => {
      // Revocation has one-second resolution: revoke in a later second than the sign-in.
      await sleep(1100);
      await auth.revokeRefreshTokens(u.uid);
      return authHeader(u);
    },
  ],
  [
    'a disabled account',
    async (u) => {
      await auth.updateUser(u.uid, { disabled: true });
      return authHeader(u);
    },
  ],
  [
    'a deleted account',
    async (u) => {
      await auth.deleteUser(u.uid);
      return authHeader(u);
    },
  ],
];

describe('auth middleware', () => {
  it.each(protectedCalls)('%s without a token answers 403 Session expired', async (_name, call) => {
    expectSessionExpired(await call({}));
  });

  it.each(badSessions)('%s: 403 Session expired and nothing written', async (_name, present) => {
    const user = await createUser();
    const headers = await present(user);
    const before = await storedState(user.uid);

    expectSessionExpired(await api().patch('/api/users').set(headers).send({ display_name: 'Intruder' }));
    expectSessionExpired(await api().patch('/api/users/login').set(headers).send({ locationCity: 'Nowhere' }));
    expectSessionExpired(await api().get('/api/users').set(headers).set('x-timezone', 'Asia/Tokyo'));

    expect(await storedState(user.uid)).toEqual(before);
  });

  it('a bad session cannot create a record', async () => {
    const user = await createAuthUser();
    await auth.updateUser(user.uid, { disabled: true });
    expectSessionExpired(await api().post('/api/users').set(authHeader(user)).send({}));
    expect(await userDoc(user.uid)).toBeUndefined();
  });

  // Controls: the crafted and re-issued tokens above fail for the stated reason, not by accident.
  it('accepts an unexpired emulator-format token for the same account', async () => {
    const user = await createUser();
    const res = await api().get('/api/users').set({ authorization: `Bearer ${emulatorToken(user)}` });
    expect(res.status).toBe(200);
    expect(res.body.data.uid).toBe(user.uid);
  });

  it('accepts the scheme in any case and a token issued after a revocation', async () => {
    const user = await createUser();
    await sleep(1100);
    await auth.revokeRefreshTokens(user.uid);
    await sleep(1100);
    const fresh = await signIn(user.email, user.password);
    const res = await api().get('/api/users').set({ authorization: `bearer ${fresh}` });
    expect(res.status).toBe(200);
  });
});

describe('admin guard', () => {
  const expectFigures = (data: Record<string, unknown>) => {
    for (const key of ['users_total', 'users_verified', 'users_new_7d', 'admins', 'pm_outstanding', 'pm_lifetime_earned'])
      expect(typeof data[key], key).toBe('number');
    expect(Array.isArray(data.recent_users)).toBe(true);
    for (const row of data.recent_users as Array<Record<string, unknown>>)
      expect(Object.keys(row).sort()).toEqual(['created_at', 'display_name', 'email', 'total_coins', 'uid']);
  };

  it('refuses a normal user with 403', async () => {
    const user = await createUser();
    const res = await api().get('/api/admin/dashboard').set(authHeader(user));
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: 'Admins only', code: 'auth/forbidden' });
  });

  it('serves an admin the dashboard figures', async () => {
    const admin = await createUser({ admin: true });
    const res = await api().get('/api/admin/dashboard').set(authHeader(admin));
    expect(res.status).toBe(200);
    expectFigures(res.body.data);
    expect(res.body.data.users_total).toBeGreaterThanOrEqual(res.body.data.users_verified);
    expect(res.body.data.admins).toBeGreaterThanOrEqual(1);
  });

  it('counts a claim granted after the token was issued', async () => {
    const user = await createUser();
    await auth.setCustomUserClaims(user.uid, { admin: true });
    const res = await api().get('/api/admin/dashboard').set(authHeader(user));
    expect(res.status).toBe(200);
    expectFigures(res.body.data);
    // The role mirror on the record follows on the next user fetch.
    const me = await api().get('/api/users').set(authHeader(user));
    expect(me.body.data.role).toBe('admin');
    expect((await userDoc(user.uid))?.role).toBe('admin');
  });

  it('drops a claim removed after the token was issued', async () => {
    const admin = await createUser({ admin: true });
    await auth.setCustomUserClaims(admin.uid, {});
    const res = await api().get('/api/admin/dashboard').set(authHeader(admin));
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('auth/forbidden');
  });

  it('ignores an admin claim the caller writes into an emulator token', async () => {
    const user = await createUser();
    const res = await api().get('/api/admin/dashboard').set({ authorization: `Bearer ${emulatorToken(user, { admin: true })}` });
    expect(res.status).toBe(403);
  });
});

describe('calls sent at once', () => {
  // A member's page sends its calls together, and a double click sends one twice: they share one
  // read of the Auth record instead of one each (each is a round trip to Auth). A money call
  // always reads it fresh, so two at once read it twice unless they share.
  it('share one fresh Auth lookup on a call that moves money', async () => {
    const user = await createUser();
    const { result, counts } = await measure(
      () => Promise.all([0, 1].map(() => api().post('/api/users/daily-bonus').set(authHeader(user)).set('x-timezone', 'UTC'))),
      { settle: true },
    );
    expect(result.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(counts.authLookups).toBe(1);
  });
});
