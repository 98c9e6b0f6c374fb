/**
 * POST /users/resend-email-verification: public, answers the same whether the address is
 * unknown, verified, real or throttled (so it cannot probe accounts), queues one mail a minute with
 * a real verification link, and is rate-limited per IP.
 */
import { describe, expect, it } from 'vitest';
import { auth } from '../../src/platform/firebase';
import { RATE_LIMITS } from '../../src/platform/http/rateLimit';
import { api, createAuthUser, docsWhere, oobCodesFor, randomIp, uniqueEmail } from '../support/helpers';

const resend = (email: string) => api().post('/api/users/resend-email-verification').send({ email });

describe('POST /users/resend-email-verification', () => {
  it('answers sent:true for an unknown address and sends nothing', async () => {
    const email = uniqueEmail('nobody');
    const res = await resend(email);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { sent: true } });
    expect(await docsWhere('mail', 'to', email)).toEqual([]);
    expect(await oobCodesFor(email)).toEqual([]);
  });

  it('queues a verification mail whose link is the one the Auth emulator issued', async () => {
    const user = await createAuthUser({ verified: false });
    // No session needed: the caller is typically stuck on 'Email already in use'.
    const res = await resend(user.email.toUpperCase());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { sent: true } });

    const mails = await docsWhere('mail', 'to', user.email);
    expect(mails).toHaveLength(1);
    const codes = (await oobCodesFor(user.email)).filter((c) => c.requestType === 'VERIFY_EMAIL');
    expect(codes).toHaveLength(1);
    const oobCode = new URL(codes[0]!.oobLink).searchParams.get('oobCode')!;
    expect(mails[0]!.message.subject).toBe('Verify your PilotMiles email');
    expect(mails[0]!.message.text).toContain(oobCode);
    expect(mails[0]!.message.html).toContain(oobCode);
  });

  it('answers a second request within 60 s exactly like any other, and sends no second mail', async () => {
    const user = await createAuthUser({ verified: false });
    const first = await resend(user.email);
    const second = await resend(user.email);
    const unknown = await resend(uniqueEmail('nobody'));
    const verified = await resend((await createAuthUser()).email);
    for (const res of [first, second, unknown, verified]) {
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ data: { sent: true } });
    }
    expect(await docsWhere('mail', 'to', user.email)).toHaveLength(1);
  });

  it('limits each IP, whatever the addresses, with the same 429 for real and unknown ones', async () => {
    const ip = randomIp();
    const from = (email: string) => api().post('/api/users/resend-email-verification').set('x-forwarded-for', ip).send({ email });
    const real = await createAuthUser({ verified: false });
    for (let i = 0; i < RATE_LIMITS.resendVerificationPerIpPer15Min; i++)
      expect((await from(uniqueEmail('probe'))).status).toBe(200);
    const [refusedReal, refusedUnknown] = [await from(real.email), await from(uniqueEmail('nobody'))];
    for (const res of [refusedReal, refusedUnknown]) {
      expect(res.status).toBe(429);
      expect(res.body).toMatchObject({ code: 'rate-limited', retry_after: expect.any(Number) });
      expect(res.body.message).toMatch(/^Too many requests/);
    }
    expect(refusedReal.body.retry_after).toBeGreaterThan(0);
    expect(await docsWhere('mail', 'to', real.email)).toEqual([]);
    // Another IP still gets through.
    expect((await resend(real.email)).status).toBe(200);
  });

  it('sends nothing to a verified or a disabled account', async () => {
    const verified = await createAuthUser();
    const disabled = await createAuthUser({ verified: false });
    await auth.updateUser(disabled.uid, { disabled: true });
    for (const user of [verified, disabled]) {
      const res = await resend(user.email);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ data: { sent: true } });
      expect(await docsWhere('mail', 'to', user.email)).toEqual([]);
    }
  });

  it('ignores a bad session: the endpoint is public', async () => {
    const email = uniqueEmail('nobody');
    const res = await api()
      .post('/api/users/resend-email-verification')
      .set('authorization', 'Bearer garbage')
      .send({ email });
    expect(res.status).toBe(200);
  });
});
