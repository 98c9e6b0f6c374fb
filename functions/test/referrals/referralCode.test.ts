/**
 * GET /users/referral-codes/{code} (docs/referrals.md "API"): the sign-up page's check of a friend's
 * code. Public, answers only whether the code invites anyone and who as 'Jo D.' (never a uid, an
 * email or a full name), refuses a code of the wrong shape before any read, and shares the per-IP
 * bucket of the public reads.
 */
import { describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../src/platform/http/rateLimit';
import { userRef } from '../../src/platform/paths';
import { api, randomIp } from '../support/helpers';
import { signUp } from './support';

const check = (code: string) => api().get(`/api/users/referral-codes/${encodeURIComponent(code)}`);

describe('GET /users/referral-codes/{code}', () => {
  it("confirms a member's code by first name and initial, in any case and spacing, and nothing else", async () => {
    const friend = await signUp({ name: 'Joanna Doe' });
    for (const typed of [friend.code, friend.code.toLowerCase(), ` ${friend.code} `]) {
      const res = await check(typed);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ data: { valid: true, inviter: 'Joanna D.' } });
    }
    const text = JSON.stringify((await check(friend.code)).body);
    expect(text).not.toContain(friend.uid);
    expect(text).not.toContain(friend.email);
    expect(text).not.toContain('Doe');
  });

  it('says a well-formed code nobody has is not valid (200, no name)', async () => {
    const res = await check('ZZZZ9999');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { valid: false } });
  });

  it("reads a suspended member's code as unknown: their referrals never pay", async () => {
    const friend = await signUp({ name: 'Suspended Sam' });
    await userRef(friend.uid).update({ status: 'suspended' });
    expect((await check(friend.code)).body).toEqual({ data: { valid: false } });
  });

  it.each(['BOGUS', 'BOGUS1234', 'ABC-1234', 'ABCD 234', '        ', 'A'.repeat(40), 'ÄBCD2345'])(
    'refuses the malformed code %j: 400 naming code',
    async (code) => {
      const res = await check(code);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'validation/invalid-input', message: expect.stringMatching(/^code/) });
    },
  );

  it(`shares the per-IP public limit (${RATE_LIMITS.publicReadsPerIpPerMinute} a minute); beyond it, 429 with the envelope`, async () => {
    const ip = randomIp();
    const from = (path: string) => api().get(path).set('x-forwarded-for', ip);
    const remaining = (res: { headers: Record<string, string> }) =>
      Number(/r=(\d+)/.exec(res.headers.ratelimit ?? '')?.[1]);
    // Counted before the code is even read: malformed guesses spend the budget too (and cost no read).
    const first = await from('/api/users/referral-codes/x');
    expect(first.status).toBe(400);
    const left = remaining(first);
    expect(left).toBe(RATE_LIMITS.publicReadsPerIpPerMinute - 1);
    for (let i = 0; i < left; i++) expect((await from('/api/users/referral-codes/x')).status).toBe(400);
    const refused = await from('/api/users/referral-codes/ABCD2345');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'rate-limited', message: expect.stringMatching(/^Too many requests/) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The same bucket as the catalogue reads.
    expect((await from('/api/swaarm/offers?limit=1')).status).toBe(429);
    // Another address is not affected.
    expect((await check('ABCD2345')).status).toBe(200);
  });
});
