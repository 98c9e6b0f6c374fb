/**
 * KYC with Veriff (docs/kyc.md): sessions at the Veriff simulator, decisions by its signed decision
 * webhook (sent to this app listening on a local port) or by asking Veriff; forged and replayed
 * webhooks change nothing; clients never decide their own status.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kycProvider, KycProviderError, veriffSignature } from '../../src/kyc/kyc.adapter';
import { db } from '../../src/platform/firebase';
import { runQueuedTasks } from '../../src/platform/tasks';
import { appUrl } from '../../src/platform/mail';
import { SIMULATOR, api, app, authHeader, checkLedgersAfterEachTest, createUser, expectSessionExpired, type TestUser } from '../support/helpers';
import { makeMember, makeReward, redeemCall } from '../rewards/support';

checkLedgersAfterEachTest();

/** functions/.secret.local: the integration's API key and shared secret key. */
const KEY = 'local-kyc-key';
const SECRET = 'local-kyc-webhook-secret';
/** functions/.env.demo-pilotmiles KYC_API_URL: the simulator's base URL. */
const VERIFF = `${SIMULATOR}/kyc`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let server: Server;
let webhookUrl: string;
beforeAll(async () => {
  server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  webhookUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/webhooks/kyc`;
});
afterAll(() => new Promise((r) => server.close(r)));

const start = (user: TestUser, body: object = {}) => api().patch('/api/users/kyc').set(authHeader(user)).send(body);
const refresh = (user: TestUser, body: object = {}) => api().patch('/api/users/kyc-json').set(authHeader(user)).send(body);
const kycOf = async (uid: string) => (await db.collection('users').doc(uid).get()).get('kyc');

type Decision = 'approved' | 'declined' | 'resubmission_requested' | 'expired' | 'abandoned' | 'review';

/** Decides a session at the simulator, its webhook sent to this app (or `to`). */
async function decide(sessionId: string, decision: Decision, to = webhookUrl) {
  const res = await fetch(`${SIMULATOR}/kyc/_control/decide`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ session_id: sessionId, decision, webhook_url: to }),
  });
  if (!res.ok) throw new Error(`decide: ${res.status} ${await res.text()}`);
  return (await res.json()) as { sent: { status: number; webhook_id: string; body: string; signature: string; response: string } };
}

/** A decision webhook as Veriff sends it, signed with the shared secret key. */
function webhook(body: object | string, secret = SECRET) {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  return api().post('/api/webhooks/kyc').set('content-type', 'application/json').set('x-auth-client', KEY).set('x-hmac-signature', veriffSignature(raw, secret)).send(raw);
}

const CODES: Record<Decision, number> = { approved: 9001, declined: 9102, resubmission_requested: 9103, expired: 9104, abandoned: 9104, review: 9121 };
/** Veriff's decision webhook body (https://devdocs.veriff.com/docs/decision-webhook). */
const decisionBody = (uid: string, sessionId: string, status: Decision, over: Record<string, unknown> = {}) => ({
  status: 'success',
  verification: {
    id: sessionId,
    attemptId: randomUUID(),
    vendorData: uid,
    endUserId: null,
    status,
    code: CODES[status],
    reason: status === 'declined' ? 'Known fraud' : null,
    reasonCode: status === 'declined' ? 106 : null,
    decisionTime: new Date().toISOString(),
    acceptanceTime: new Date().toISOString(),
    person: { firstName: 'ADA', lastName: 'LOVELACE', dateOfBirth: '1990-12-10' },
    document: { type: 'PASSPORT', number: 'X1234567', country: 'GB' },
    ...over,
  },
  technicalData: { ip: '198.18.0.1' },
});

/** The sessions the simulator holds for a member (vendorData = uid), newest first. */
async function sessionsAt(uid: string) {
  const res = await fetch(`${SIMULATOR}/kyc/_control/sessions?vendor_data=${encodeURIComponent(uid)}`);
  return ((await res.json()) as { sessions: Array<{ id: string; callback: string; vendorData: string }> }).sessions;
}

describe('the Veriff adapter against the simulator', () => {
  it('creates a session with X-AUTH-CLIENT and reads its decision with the X-HMAC-SIGNATURE of the session id', async () => {
    const veriff = kycProvider(VERIFF, KEY, SECRET);
    const session = await veriff.createSession({ vendorData: 'adapter-uid', callback: `${appUrl()}/auth/kyc` });
    expect(session).toEqual({ id: expect.stringMatching(UUID), url: `${SIMULATOR}/kyc/verify/${session.id}` });
    expect(await veriff.getDecision(session.id)).toEqual({ kind: 'undecided' });
    await decide(session.id, 'approved', 'http://127.0.0.1:9/nowhere');
    expect(await veriff.getDecision(session.id)).toEqual({
      kind: 'decided',
      decision: expect.objectContaining({ id: session.id, status: 'approved', vendorData: 'adapter-uid', code: 9001 }),
    });
    expect(await veriff.getDecision(randomUUID())).toEqual({ kind: 'unknown' });
  });

  it('is refused by Veriff with the wrong key or the wrong shared secret', async () => {
    const session = await kycProvider(VERIFF, KEY, SECRET).createSession({ vendorData: 'adapter-uid', callback: `${appUrl()}/auth/kyc` });
    await expect(kycProvider(VERIFF, 'not-our-key', SECRET).createSession({ vendorData: 'u', callback: `${appUrl()}/auth/kyc` })).rejects.toThrow(
      new KycProviderError('provider 401'),
    );
    await expect(kycProvider(VERIFF, KEY, 'not-the-secret').getDecision(session.id)).rejects.toThrow(new KycProviderError('provider 401'));
  });
});

describe('PATCH /users/kyc', () => {
  it('starts a session at Veriff, resumes it on a second call, and the signed decision webhook approves it', async () => {
    const user = await makeMember();
    const first = await start(user);
    expect(first.status).toBe(200);
    const sessionId = first.body.data.kyc.session_id;
    expect(first.body.data.kyc).toMatchObject({ status: 'pending', session_id: expect.stringMatching(UUID) });
    expect(first.body.data.session_url).toBe(`${SIMULATOR}/kyc/verify/${sessionId}`);
    expect(await sessionsAt(user.uid)).toEqual([expect.objectContaining({ id: sessionId, vendorData: user.uid, callback: `${appUrl()}/auth/kyc` })]);
    const again = await start(user);
    expect(again.body.data).toEqual({ kyc: first.body.data.kyc, session_url: first.body.data.session_url });
    expect(await sessionsAt(user.uid)).toHaveLength(1);

    const { sent } = await decide(sessionId, 'approved');
    expect(sent.status).toBe(200);
    expect(JSON.parse(sent.response)).toEqual({ data: { outcome: 'applied' } });
    expect(await kycOf(user.uid)).toMatchObject({ status: 'approved', provider_status: 'approved', reason: null });
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

  it('a declined check can be tried again with a new session; the member reads no fraud signal', async () => {
    const user = await makeMember();
    const session = (await start(user)).body.data.kyc.session_id;
    await decide(session, 'declined');
    expect(await kycOf(user.uid)).toMatchObject({
      status: 'declined',
      reason: 'Our verification partner could not confirm your identity.',
      provider_reason: 'Suspected document tampering',
    });
    const retry = await start(user);
    expect(retry.body.data.kyc).toMatchObject({ status: 'pending' });
    expect(retry.body.data.kyc.session_id).not.toBe(session);
  });

  it('a resubmission request reopens the same session, where the member submits again', async () => {
    const user = await makeMember();
    const first = (await start(user)).body.data;
    await decide(first.kyc.session_id, 'resubmission_requested');
    expect(await kycOf(user.uid)).toMatchObject({
      status: 'declined',
      provider_status: 'resubmission_requested',
      reason: 'Our verification partner needs you to submit again: Poor image quality.',
    });
    const again = await start(user);
    expect(again.body.data).toMatchObject({ kyc: { status: 'declined', session_id: first.kyc.session_id }, session_url: first.session_url });
    expect(await sessionsAt(user.uid)).toHaveLength(1);
    await decide(first.kyc.session_id, 'approved');
    expect(await kycOf(user.uid)).toMatchObject({ status: 'approved', session_id: first.kyc.session_id });
  });

  it('in review the member waits (no page to open); expired and abandoned sessions start over', async () => {
    const reviewed = await makeMember();
    const session = (await start(reviewed)).body.data.kyc.session_id;
    await decide(session, 'review');
    expect(await kycOf(reviewed.uid)).toMatchObject({ status: 'pending', provider_status: 'review' });
    expect((await start(reviewed)).body.data).toMatchObject({ kyc: { status: 'pending', session_id: session }, session_url: null });

    for (const decision of ['expired', 'abandoned'] as const) {
      const user = await makeMember();
      const old = (await start(user)).body.data.kyc.session_id;
      await decide(old, decision);
      expect(await kycOf(user.uid)).toMatchObject({ status: 'none', provider_status: decision, session_id: old });
      const next = await start(user);
      expect(next.body.data.kyc).toMatchObject({ status: 'pending' });
      expect(next.body.data.kyc.session_id).not.toBe(old);
    }
  });

  it('is for verified members with a session', async () => {
    const unverified = await createUser({ verified: false });
    const res = await start(unverified);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('auth/email-not-verified');
    expectSessionExpired(await api().patch('/api/users/kyc').send({}));
    const member = await makeMember();
    expect((await start(member, { status: 'approved' })).body.field).toBe('status');
    expect(await kycOf(member.uid)).toBeUndefined();
  });
});

describe('PATCH /users/kyc return_path', () => {
  it('Veriff returns the member to /auth/kyc by default, and to the partner portal’s kyc-2 (with its brand) when it started there', async () => {
    const classic = await makeMember();
    expect((await start(classic)).status).toBe(200);
    expect((await sessionsAt(classic.uid))[0]?.callback).toBe(`${appUrl()}/auth/kyc`);

    const portal = await makeMember();
    const res = await start(portal, { return_path: '/cp/rewards/kyc-2?brand=skyway' });
    expect(res.status).toBe(200);
    expect(res.body.data.kyc).toMatchObject({ status: 'pending' });
    expect((await sessionsAt(portal.uid))[0]?.callback).toBe(`${appUrl()}/cp/rewards/kyc-2?brand=skyway`);
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
      const res = await start(member, { return_path });
      expect(res.status, String(return_path)).toBe(400);
      expect(res.body.field).toBe('return_path');
    }
    expect(await kycOf(member.uid)).toBeUndefined();
    expect(await sessionsAt(member.uid)).toEqual([]);
  });
});

describe('PATCH /users/kyc-json', () => {
  it('asks Veriff about the member’s current session (no id needed), so a decision shows before the webhook lands', async () => {
    const user = await makeMember();
    const session = (await start(user)).body.data.kyc.session_id;
    const undecided = await refresh(user);
    expect(undecided.status).toBe(200);
    expect(undecided.body.data).toMatchObject({ status: 'pending', session_id: session });
    // Decided at Veriff, with the webhook sent nowhere that answers.
    await decide(session, 'approved', 'http://127.0.0.1:9/nowhere');
    expect(await kycOf(user.uid)).toMatchObject({ status: 'pending' });
    const res = await refresh(user);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'approved', session_id: session });
    expect((await refresh(user, { session_id: session })).body.data).toMatchObject({ status: 'approved' });
  });

  it('refuses a session that is not the member’s, or no session (404), and bad input (400)', async () => {
    const owner = await makeMember();
    const session = (await start(owner)).body.data.kyc.session_id;
    const thief = await makeMember();
    expect((await refresh(thief)).body.code).toBe('kyc/unknown-session');
    await start(thief);
    const res = await refresh(thief, { session_id: session });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('kyc/unknown-session');
    expect((await refresh(thief, { session_id: '../x' })).body.field).toBe('session_id');
    expectSessionExpired(await api().patch('/api/users/kyc-json').send({}));
    const unverified = await createUser({ verified: false });
    expect((await refresh(unverified)).body.code).toBe('auth/email-not-verified');
    expect(await kycOf(owner.uid)).toMatchObject({ status: 'pending', session_id: session });
  });
});

describe('POST /webhooks/kyc', () => {
  async function pendingMember() {
    const user = await makeMember();
    const session = (await start(user)).body.data.kyc.session_id as string;
    return { user, session };
  }

  it('a forged, unsigned or old-style signed webhook changes nothing (401) and the call is kept for audit', async () => {
    const { user, session } = await pendingMember();
    const body = decisionBody(user.uid, session, 'approved');
    const forged = await webhook(body, 'not-the-secret');
    expect(forged.status).toBe(401);
    expect(forged.body.code).toBe('webhooks/invalid-signature');
    const raw = JSON.stringify(body);
    const unsigned = await api().post('/api/webhooks/kyc').set('content-type', 'application/json').set('x-auth-client', KEY).send(raw);
    expect(unsigned.status).toBe(401);
    // The contract this replaced: X-Signature: t=<unix s>,v1=<hex HMAC of "<t>.<body>">.
    const t = Math.floor(Date.now() / 1000);
    const oldStyle = await api()
      .post('/api/webhooks/kyc')
      .set('content-type', 'application/json')
      .set('x-signature', `t=${t},v1=${veriffSignature(`${t}.${raw}`, SECRET)}`)
      .send(raw);
    expect(oldStyle.status).toBe(401);
    expect(await kycOf(user.uid)).toMatchObject({ status: 'pending' });
    const calls = await db.collection('webhookCalls').where('body_sha256', '==', createHash('sha256').update(raw).digest('hex')).get();
    expect(calls.docs.map((d) => [d.get('partner'), d.get('http_status'), d.get('signature_ok')])).toEqual([
      ['kyc', 401, false],
      ['kyc', 401, false],
      ['kyc', 401, false],
    ]);
  });

  it('a body altered after signing changes nothing', async () => {
    const { user, session } = await pendingMember();
    const declined = JSON.stringify(decisionBody(user.uid, session, 'declined'));
    const altered = declined.replace('"declined"', '"approved"');
    const res = await api().post('/api/webhooks/kyc').set('content-type', 'application/json').set('x-hmac-signature', veriffSignature(declined, SECRET)).send(altered);
    expect(res.status).toBe(401);
    expect(await kycOf(user.uid)).toMatchObject({ status: 'pending' });
  });

  it('a replayed webhook changes nothing: the simulator resends a decline byte for byte after a new session began', async () => {
    const { user, session } = await pendingMember();
    const { sent } = await decide(session, 'declined');
    expect(await kycOf(user.uid)).toMatchObject({ status: 'declined' });
    const second = (await start(user)).body.data.kyc.session_id;
    const replay = await api().post('/api/webhooks/kyc').set('content-type', 'application/json').set('x-hmac-signature', sent.signature).send(sent.body);
    expect(replay.status).toBe(200);
    expect(replay.body.data.outcome).toBe('duplicate');
    expect(await kycOf(user.uid)).toMatchObject({ status: 'pending', session_id: second });
    // A fresh decision about the old session is not about the member's current check either.
    const stale = await webhook(decisionBody(user.uid, session, 'approved'));
    expect(stale.body.data.outcome).toBe('stale-session');
    expect(await kycOf(user.uid)).toMatchObject({ status: 'pending', session_id: second });
  });

  it('Veriff’s retry of a delivered decision is a duplicate; the same decision many times at once applies once', async () => {
    const { user, session } = await pendingMember();
    const body = decisionBody(user.uid, session, 'approved');
    const raw = JSON.stringify(body);
    const sig = veriffSignature(raw, SECRET);
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => api().post('/api/webhooks/kyc').set('content-type', 'application/json').set('x-hmac-signature', sig).send(raw)),
    );
    expect(responses.map((r) => [r.status, r.body.data.outcome]).sort()).toEqual([
      [200, 'applied'],
      [200, 'duplicate'],
      [200, 'duplicate'],
      [200, 'duplicate'],
      [200, 'duplicate'],
    ]);
    const notice = await db.collection('users').doc(user.uid).collection('notifications').doc(`kyc:${session}`).get();
    expect(notice.get('type')).toBe('kyc-approved');
  });

  it('an older decision landing after a newer one (a late retry) changes nothing; an approval stands', async () => {
    const { user, session } = await pendingMember();
    const now = Date.now();
    expect((await webhook(decisionBody(user.uid, session, 'declined', { decisionTime: new Date(now).toISOString() }))).body.data.outcome).toBe('applied');
    const late = await webhook(decisionBody(user.uid, session, 'review', { decisionTime: new Date(now - 60_000).toISOString() }));
    expect(late.body.data.outcome).toBe('older-decision');
    expect(await kycOf(user.uid)).toMatchObject({ status: 'declined' });

    const other = await pendingMember();
    expect((await webhook(decisionBody(other.user.uid, other.session, 'approved'))).body.data.outcome).toBe('applied');
    expect((await webhook(decisionBody(other.user.uid, other.session, 'declined'))).body.data.outcome).toBe('unchanged');
    expect(await kycOf(other.user.uid)).toMatchObject({ status: 'approved' });
  });

  it('a decision for another member, or for no member of ours, changes nothing', async () => {
    const { user, session } = await pendingMember();
    const stranger = await makeMember();
    expect((await webhook(decisionBody(stranger.uid, session, 'approved'))).body.data.outcome).toBe('stale-session');
    for (const vendorData of [null, 'no/such/uid', 'x'.repeat(200)])
      expect((await webhook(decisionBody('u', session, 'approved', { vendorData }))).body.data.outcome).toBe('unknown-member');
    expect(await kycOf(user.uid)).toMatchObject({ status: 'pending' });
    expect(await kycOf(stranger.uid)).toBeUndefined();
  });

  it('keeps a decision’s own fields for audit, not the person’s name, birth date or document', async () => {
    const { user, session } = await pendingMember();
    const raw = JSON.stringify(decisionBody(user.uid, session, 'approved'));
    expect((await webhook(raw)).status).toBe(200);
    const calls = await db.collection('webhookCalls').where('body_sha256', '==', createHash('sha256').update(raw).digest('hex')).get();
    expect(calls.size).toBe(1);
    const call = calls.docs[0]!.data();
    expect(call).toMatchObject({ partner: 'kyc', signature_ok: true, http_status: 200, outcome: 'applied', event_id: expect.stringContaining(`${session}_`) });
    expect(JSON.parse(call.body)).toEqual({
      status: 'success',
      verification: expect.objectContaining({ id: session, vendorData: user.uid, status: 'approved', code: 9001 }),
    });
    expect(call.body).not.toContain('LOVELACE');
    expect(call.body).not.toContain('X1234567');
  });

  it('a signed decision we cannot read is 400 (Veriff retries it); another kind of signed webhook is 200 and ignored', async () => {
    const { user, session } = await pendingMember();
    for (const raw of ['{"status":"success","verification":{"id":"x"}}', 'not json', JSON.stringify(decisionBody(user.uid, session, 'approved', { status: 'maybe' }))]) {
      const res = await webhook(raw);
      expect(res.status, raw).toBe(400);
    }
    // Veriff's event webhook (started, submitted…) carries no decision.
    const event = await webhook({ id: session, attemptId: randomUUID(), feature: 'selfid', code: 7002, action: 'submitted', vendorData: user.uid });
    expect(event.status).toBe(200);
    expect(event.body.data.outcome).toBe('ignored');
    expect(await kycOf(user.uid)).toMatchObject({ status: 'pending' });
  });
});

describe('KYC and cash', () => {
  it('a cash redemption needs KYC; once Veriff approves, it goes through', async () => {
    const paypal = await makeReward({ category: 'cash', delivery: 'paypal', provider_product_id: 'PAYPAL', denominations: { kind: 'range', min: 5, max: 500, step: 5 } });
    const user = await makeMember({ balance: 3_000 });
    expect((await redeemCall(user, { reward_id: paypal.id, value: 10 })).body.code).toBe('rewards/kyc-required');
    const session = (await start(user)).body.data.kyc.session_id;
    await decide(session, 'approved');
    const res = await redeemCall(user, { reward_id: paypal.id, value: 10 });
    expect(res.status).toBe(201);
    expect(res.body.data.payout.status).toBe('approved');
    await runQueuedTasks();
    expect((await db.collection('payouts').doc(res.body.data.payout.id).get()).get('status')).toBe('fulfilled');
  });
});
