/**
 * POST /users/feature-waitlist (docs/referrals.md "API"): public, one entry per email and feature
 * however often or concurrently it is asked, the same answer whether the email was there or not,
 * bad input 400 naming the field, and a per-IP limit.
 */
import { describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../src/platform/http/rateLimit';
import { waitlistRef } from '../../src/referrals/paths';
import { waitlistId } from '../../src/referrals/waitlist.service';
import {
  api,
  authHeader,
  checkLedgersAfterEachTest,
  createUser,
  emulatorToken,
  randomIp,
  sendBadInput,
  uniqueEmail,
  type BadInput,
} from '../support/helpers';

checkLedgersAfterEachTest();

const join = (body: unknown) => api().post('/api/users/feature-waitlist').send(body as object);
const entryOf = async (email: string) => (await waitlistRef(waitlistId('crew', email)).get()).data();
const JOINED = { data: { joined: true } };

describe('POST /users/feature-waitlist', () => {
  it('puts a visitor on the Crew waitlist: 200 {joined: true}, one entry keyed by the email hash', async () => {
    const email = uniqueEmail('wait');
    const res = await join({ email, feature: 'crew' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(JOINED);
    const id = waitlistId('crew', email);
    expect(id).toMatch(/^crew:[0-9a-f]{64}$/);
    expect(id).not.toContain(email.split('@')[0]);
    expect(await entryOf(email)).toMatchObject({ feature: 'crew', email, uid: null });
  });

  it('is idempotent per email and feature: same answer the second time, in any case and spacing, the entry untouched', async () => {
    const email = uniqueEmail('again');
    const first = await join({ email, feature: 'crew' });
    const stored = await entryOf(email);
    const second = await join({ email: `  ${email.toUpperCase()} `, feature: 'crew' });
    // Nothing in the answer tells whether the address was already there.
    expect(second.status).toBe(first.status);
    expect(second.body).toEqual(first.body);
    expect(await entryOf(email)).toEqual(stored);
  });

  it('creates one entry under 10 concurrent requests for the same email', async () => {
    const email = uniqueEmail('burst');
    const results = await Promise.all(Array.from({ length: 10 }, () => join({ email, feature: 'crew' })));
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    for (const r of results) expect(r.body).toEqual(JOINED);
    expect(await entryOf(email)).toMatchObject({ email, feature: 'crew' });
  });

  it("records the signed-in member who asked; a bad token is a visitor, not an expired session", async () => {
    const member = await createUser();
    const email = uniqueEmail('member');
    const res = await api().post('/api/users/feature-waitlist').set(authHeader(member)).send({ email, feature: 'crew' });
    expect(res.body).toEqual(JOINED);
    expect((await entryOf(email))?.uid).toBe(member.uid);

    const other = uniqueEmail('stale');
    const stale = await api()
      .post('/api/users/feature-waitlist')
      .set(authHeader({ idToken: emulatorToken(member, { exp: 1 }) }))
      .send({ email: other, feature: 'crew' });
    expect(stale.status).toBe(200);
    expect((await entryOf(other))?.uid).toBeNull();
  });

  const bad: BadInput[] = [
    { name: 'no body', field: 'body' },
    { name: 'empty object', field: 'email', json: {} },
    { name: 'an invalid email', field: 'email', json: { email: 'not-an-email', feature: 'crew' } },
    { name: 'a blank email', field: 'email', json: { email: '   ', feature: 'crew' } },
    { name: 'an email as a number', field: 'email', json: { email: 42, feature: 'crew' } },
    { name: 'an email as an object', field: 'email', json: { email: { $gt: '' }, feature: 'crew' } },
    { name: 'a very long email', field: 'email', json: { email: `${'a'.repeat(300)}@pilotmiles.test`, feature: 'crew' } },
    { name: 'no feature', field: 'feature', json: { email: 'someone@pilotmiles.test' } },
    { name: 'an unknown feature', field: 'feature', json: { email: 'someone@pilotmiles.test', feature: '../users' } },
    { name: 'an unknown field', field: 'uid', json: { email: 'someone@pilotmiles.test', feature: 'crew', uid: 'x' } },
    { name: 'a prototype key', field: '__proto__', raw: '{"email":"someone@pilotmiles.test","feature":"crew","__proto__":{"x":1}}' },
    { name: 'broken JSON', field: 'body', raw: '{"email":', code: 'validation/invalid-json' },
  ];
  it.each(bad)('bad input: $name -> 400 naming $field, nothing stored', async (input) => {
    const res = await sendBadInput(api().post('/api/users/feature-waitlist'), input);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(input.code ?? 'validation/invalid-input');
    expect(res.body.message).toMatch(new RegExp(`^${input.field.replace(/[_$]/g, '\\$&')}`));
    expect(await entryOf('someone@pilotmiles.test')).toBeUndefined();
  });

  it(`answers 429 with the error envelope after ${RATE_LIMITS.waitlistJoinsPerIpPerHour} requests from one address`, async () => {
    const ip = randomIp();
    const statuses: number[] = [];
    let refused: { status: number; body: Record<string, unknown>; headers: Record<string, string> } | null = null;
    for (let i = 0; i <= RATE_LIMITS.waitlistJoinsPerIpPerHour; i++) {
      const res = await api()
        .post('/api/users/feature-waitlist')
        .set('x-forwarded-for', ip)
        .send({ email: uniqueEmail('flood'), feature: 'crew' });
      statuses.push(res.status);
      if (res.status === 429) refused = res;
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(RATE_LIMITS.waitlistJoinsPerIpPerHour);
    expect(statuses.at(-1)).toBe(429);
    expect(refused?.body).toMatchObject({ code: 'rate-limited', message: expect.stringMatching(/^Too many requests/) });
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await join({ email: uniqueEmail('other-ip'), feature: 'crew' })).status).toBe(200);
  });
});
