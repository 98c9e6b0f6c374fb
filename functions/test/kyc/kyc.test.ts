/**
 * KYC (docs/rewards.md "KYC"): sessions at the provider simulator, decisions by its signed
 * webhook (sent to this app listening on a local port) or by asking the provider; forged, stale
 * and replayed webhooks change nothing; clients never decide their own status.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signKycWebhook } from '../../src/kyc/kyc.adapter';
import { db } from '../../src/platform/firebase';
import { appUrl } from '../../src/platform/mail';
import { SIMULATOR, api, app, authHeader, checkLedgersAfterEachTest, createUser, expectSessionExpired, uniqueId, type TestUser } from '../support/helpers';
import { makeMember, makeReward, redeemCall } from '../rewards/support';

checkLedgersAfterEachTest();

const SECRET = 'local-kyc-webhook-secret';
let server: Server;
let webhookUrl: string;
beforeAll(async () => {
  server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  webhookUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/webhooks/kyc`;
});
afterAll(() => new Promise((r) => server.close(r)));

const start = (user: TestUser) => api().patch('/api/users/kyc').set(authHeader(user)).send({});
const refresh = (user: TestUser, sessionId: string) => api().patch('/api/users/kyc-json').set(authHeader(user)).send({ session_id: sessionId });
const kycOf = async (uid: string) => (await db.collection('users').doc(uid).get()).get('kyc');

async function decide(sessionId: string, decision: 'approved' | 'declined') {
  const res = await fetch(`${SIMULATOR}/kyc/_control/decide`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ session_id: sessionId, decision, webhook_url: webhookUrl }),
  });
  if (!res.ok) throw new Error(`decide: ${res.status} ${await res.text()}`);
  return (await res.json()) as { sent: { status: number; event_id: string; body: string; signature: string } };
}

/** A webhook as the provider sends it, signed with the shared secret at `t`. */
function webhook(body: object, t?: number, secret = SECRET) {
  const raw = JSON.stringify(body);
  return api().post('/api/webhooks/kyc').set('content-type', 'application/json').set('x-signature', signKycWebhook(raw, secret, t)).send(raw);
}

const event = (uid: string, sessionId: string, status: 'approved' | 'declined') => ({
  id: uniqueId('evt').replace(/[^A-Za-z0-9_-]/g, ''),
  type: `session.${status}`,
  created_at: new Date().toISOString(),
  data: { session_id: sessionId, reference_id: uid, status, reason: status === 'declined' ? 'Blurry photo' : null },
});

describe('PATCH /users/kyc', () => {
  it('starts a session at the provider, resumes it on a second call, and the signed webhook approves it', async () => {
    const user = await makeMember();
    const first = await start(user);
    expect(first.status).toBe(200);
    expect(first.body.data.kyc).toMatchObject({ status: 'pending', session_id: expect.stringMatching(/^kys_/) });
    expect(first.body.data.session_url).toBe(`${SIMULATOR}/kyc/verify/${first.body.data.kyc.session_id}`);
    const again = await start(user);
    expect(again.body.data.kyc.session_id).toBe(first.body.data.kyc.session_id);

    const { sent } = await decide(first.body.data.kyc.session_id, 'approved');
    expect(sent.status).toBe(200);
    expect(await kycOf(user.uid)).toMatchObject({ status: 'approved' });
    const view = await api().get('/api/users').set(authHeader(user));
    expect(view.body.data.kyc_status).toBe('approved');
    const done = await start(user);
    expect(done.body.data).toMatchObject({ kyc: { status: 'approved' }, session_url: null });
  });

  it('starts pressed in several tabs at once all answer one session to complete', async () => {
    const user = await makeMember();
    const responses = await Promise.all([1, 2, 3].map(() => start(user)));
    const ids = new Set(responses.map((r) => r.body.data.kyc.session_id));
    expect(ids.size).toBe(1);
    for (const r of responses) expect(r.body.data.session_url).toBe(`${SIMULATOR}/kyc/verify/${[...ids][0]}`);
    expect(await kycOf(user.uid)).toMatchObject({ status: 'pending', session_id: [...ids][0] });
  });

  it('a declined check can be tried again with a new session', async () => {
    const user = await makeMember();
    const session = (await start(user)).body.data.kyc.session_id;
    await decide(session, 'declined');
    expect(await kycOf(user.uid)).toMatchObject({ status: 'declined', reason: expect.any(String) });
    const retry = await start(user);
    expect(retry.body.data.kyc).toMatchObject({ status: 'pending' });
    expect(retry.body.data.kyc.session_id).not.toBe(session);
  });

  it('is for verified members with a session', async () => {
    const unverified = await createUser({ verified: false });
    const res = await start(unverified);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('auth/email-not-verified');
    expectSessionExpired(await api().patch('/api/users/kyc').send({}));
    const member = await makeMember();
    expect((await api().patch('/api/users/kyc').set(authHeader(member)).send({ status: 'approved' })).body.field).toBe('status');
    expect(await kycOf(member.uid)).toBeUndefined();
  });
});

describe('PATCH /users/kyc return_path', () => {
  const redirectOf = async (uid: string) => {
    const res = await fetch(`${SIMULATOR}/kyc/_control/sessions?reference_id=${encodeURIComponent(uid)}`);
    const { sessions } = (await res.json()) as { sessions: { redirect_url: string }[] };
    return sessions[0]?.redirect_url;
  };

  it('returns the member to /auth/kyc by default, and to the partner portal’s kyc-2 (with its brand) when it started there', async () => {
    const classic = await makeMember();
    expect((await start(classic)).status).toBe(200);
    expect(await redirectOf(classic.uid)).toBe(`${appUrl()}/auth/kyc`);

    const portal = await makeMember();
    const res = await api().patch('/api/users/kyc').set(authHeader(portal)).send({ return_path: '/cp/rewards/kyc-2?brand=skyway' });
    expect(res.status).toBe(200);
    expect(res.body.data.kyc).toMatchObject({ status: 'pending' });
    expect(await redirectOf(portal.uid)).toBe(`${appUrl()}/cp/rewards/kyc-2?brand=skyway`);
  });

  it('refuses any other return (another site, protocol-relative, traversal, other pages): 400 naming return_path, no session', async () => {
    const member = await makeMember();
    const hostile = [
      'https://evil.example/cp/rewards/kyc-2',
      '//evil.example/cp/rewards/kyc-2',
      '/\\evil.example',
      '/cp/rewards/kyc-2/../../rewards',
      '/cp/rewards/kyc-2?brand=skyway&next=https://evil.example',
      '/cp/rewards/kyc-2?brand=Not_A_Slug',
      '/rewards',
      'cp/rewards/kyc-2',
      '',
      42,
    ];
    for (const return_path of hostile) {
      const res = await api().patch('/api/users/kyc').set(authHeader(member)).send({ return_path });
      expect(res.status, String(return_path)).toBe(400);
      expect(res.body.field).toBe('return_path');
    }
    expect(await kycOf(member.uid)).toBeUndefined();
    expect(await redirectOf(member.uid)).toBeUndefined();
  });
});

describe('PATCH /users/kyc-json', () => {
  it('asks the provider about the member’s session, so a decision shows before the webhook lands', async () => {
    const user = await makeMember();
    const session = (await start(user)).body.data.kyc.session_id;
    // Decided at the provider, with the webhook sent nowhere that answers.
    await fetch(`${SIMULATOR}/kyc/_control/decide`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ session_id: session, decision: 'approved', webhook_url: 'http://127.0.0.1:9/nowhere' }),
    });
    expect(await kycOf(user.uid)).toMatchObject({ status: 'pending' });
    const res = await refresh(user, session);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'approved', session_id: session });
  });

  it('refuses a session that is not the member’s (404), and bad input (400)', async () => {
    const owner = await makeMember();
    const session = (await start(owner)).body.data.kyc.session_id;
    const thief = await makeMember();
    await start(thief);
    const res = await refresh(thief, session);
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('kyc/unknown-session');
    expect((await api().patch('/api/users/kyc-json').set(authHeader(thief)).send({ session_id: '../x' })).body.field).toBe('session_id');
    expectSessionExpired(await api().patch('/api/users/kyc-json').send({ session_id: session }));
    const unverified = await createUser({ verified: false });
    expect((await refresh(unverified, session)).body.code).toBe('auth/email-not-verified');
    expect(await kycOf(owner.uid)).toMatchObject({ status: 'pending', session_id: session });
  });
});

describe('POST /webhooks/kyc', () => {
  async function pendingMember() {
    const user = await makeMember();
    const session = (await start(user)).body.data.kyc.session_id as string;
    return { user, session };
  }

  it('a forged signature changes nothing (401) and the call is kept for audit', async () => {
    const { user, session } = await pendingMember();
    const body = event(user.uid, session, 'approved');
    const res = await webhook(body, undefined, 'not-the-secret');
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('webhooks/invalid-signature');
    expect(await kycOf(user.uid)).toMatchObject({ status: 'pending' });
    const raw = JSON.stringify(body);
    const unsigned = await api().post('/api/webhooks/kyc').set('content-type', 'application/json').send(raw);
    expect(unsigned.status).toBe(401);
    const calls = await db.collection('webhookCalls').where('partner', '==', 'kyc').where('http_status', '==', 401).limit(5).get();
    expect(calls.size).toBeGreaterThan(0);
  });

  it('a body altered after signing changes nothing', async () => {
    const { user, session } = await pendingMember();
    const declined = JSON.stringify(event(user.uid, session, 'declined'));
    const header = signKycWebhook(declined, SECRET);
    const altered = declined.replace('"declined"', '"approved"').replace('session.declined', 'session.approved');
    const res = await api().post('/api/webhooks/kyc').set('content-type', 'application/json').set('x-signature', header).send(altered);
    expect(res.status).toBe(401);
    expect(await kycOf(user.uid)).toMatchObject({ status: 'pending' });
  });

  it('a correctly signed but stale webhook (10 minutes old) changes nothing', async () => {
    const { user, session } = await pendingMember();
    const res = await webhook(event(user.uid, session, 'approved'), Math.floor(Date.now() / 1000) - 600);
    expect(res.status).toBe(401);
    expect(res.body.message).toContain('stale');
    expect(await kycOf(user.uid)).toMatchObject({ status: 'pending' });
  });

  it('a replayed webhook changes nothing: the simulator resends a decline byte for byte after a new session began', async () => {
    const { user, session } = await pendingMember();
    const { sent } = await decide(session, 'declined');
    expect(await kycOf(user.uid)).toMatchObject({ status: 'declined' });
    const second = (await start(user)).body.data.kyc.session_id;
    const replay = await api().post('/api/webhooks/kyc').set('content-type', 'application/json').set('x-signature', sent.signature).send(sent.body);
    expect(replay.status).toBe(200);
    expect(replay.body.data.outcome).toBe('duplicate');
    expect(await kycOf(user.uid)).toMatchObject({ status: 'pending', session_id: second });
    // A fresh event about the old session is not about the member's current check either.
    const stale = await webhook(event(user.uid, session, 'declined'));
    expect(stale.body.data.outcome).toBe('stale-session');
    expect(await kycOf(user.uid)).toMatchObject({ status: 'pending', session_id: second });
  });

  it('the same event twice at once applies once', async () => {
    const { user, session } = await pendingMember();
    const body = event(user.uid, session, 'approved');
    const raw = JSON.stringify(body);
    const header = signKycWebhook(raw, SECRET);
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => api().post('/api/webhooks/kyc').set('content-type', 'application/json').set('x-signature', header).send(raw)),
    );
    expect(responses.map((r) => r.body.data.outcome).sort()).toEqual(['applied', 'duplicate', 'duplicate', 'duplicate', 'duplicate']);
  });

  it('malformed but signed bodies are 400 and change nothing', async () => {
    const { user } = await pendingMember();
    const raw = '{"id":"evt_x"}';
    const res = await api().post('/api/webhooks/kyc').set('content-type', 'application/json').set('x-signature', signKycWebhook(raw, SECRET)).send(raw);
    expect(res.status).toBe(400);
    expect(await kycOf(user.uid)).toMatchObject({ status: 'pending' });
  });
});

describe('KYC and cash', () => {
  it('a cash redemption needs KYC; once the provider approves, it goes through', async () => {
    const paypal = await makeReward({ category: 'cash', delivery: 'paypal', provider_product_id: 'PAYPAL', denominations: { kind: 'range', min: 5, max: 500, step: 5 } });
    const user = await makeMember({ balance: 3_000 });
    expect((await redeemCall(user, { reward_id: paypal.id, value: 10 })).body.code).toBe('rewards/kyc-required');
    const session = (await start(user)).body.data.kyc.session_id;
    await decide(session, 'approved');
    const res = await redeemCall(user, { reward_id: paypal.id, value: 10 });
    expect(res.status).toBe(201);
    expect(res.body.data.payout.status).toBe('fulfilled');
  });
});
