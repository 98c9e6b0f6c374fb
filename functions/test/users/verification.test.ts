/**
 * POST /users/resend-email-verification: public, answers the same whether or not the address
 * exists, queues one mail with a real verification link, and refuses a second within 60 s.
 */
import { describe, expect, it } from 'vitest';
import { auth } from '../../src/platform/firebase';
import { api, createAuthUser, docsWhere, oobCodesFor, uniqueEmail } from '../support/helpers';

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

  it('refuses a second request within 60 s with 429 rate-limited', async () => {
    const user = await createAuthUser({ verified: false });
    expect((await resend(user.email)).status).toBe(200);
    const second = await resend(user.email);
    expect(second.status).toBe(429);
    expect(second.body.code).toBe('rate-limited');
    expect(typeof second.body.message).toBe('string');
    expect(await docsWhere('mail', 'to', user.email)).toHaveLength(1);
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
