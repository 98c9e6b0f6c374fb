import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPartnersServer } from '../server';

const KEY = 'local-kyc-key';
const SECRET = 'local-kyc-webhook-secret';
const RETURN_TO = 'http://127.0.0.1:5173/cp/rewards/kyc-2?brand=skyway';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let simulator: Server;
let receiver: Server;
let base: string;
let receiverUrl: string;

/** What the stand-in API received: each webhook's path, headers and raw body. */
interface Received {
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}
const received: Received[] = [];
/** The statuses the stand-in answers next, in turn; 200 once they run out. */
const answers: number[] = [];

const listen = (server: Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );

beforeAll(async () => {
  simulator = createPartnersServer();
  base = await listen(simulator);
  // A stand-in for our API's webhook route: keeps the raw body, answers with a JSON body.
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ url: req.url!, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res
        .writeHead(answers.shift() ?? 200, { 'content-type': 'application/json' })
        .end('{"data":{"outcome":"applied"}}');
    });
  });
  receiverUrl = await listen(receiver);
});

afterAll(async () => {
  await new Promise((r) => simulator.close(r));
  await new Promise((r) => receiver.close(r));
});

const hmac = (payload: string, secret = SECRET) => createHmac('sha256', secret).update(payload).digest('hex');

/** Veriff's API under the simulator's base URL (KYC_API_URL = <origin>/kyc). */
const api = (path: string, init: RequestInit = {}, headers: Record<string, string> = { 'x-auth-client': KEY }) =>
  fetch(`${base}/kyc/v1${path}`, { ...init, headers: { 'content-type': 'application/json', ...headers } });

/** GET /v1/sessions/{id}/decision, signed as Veriff requires unless told otherwise. */
const decisionOf = (
  id: string,
  headers: Record<string, string> = { 'x-auth-client': KEY, 'x-hmac-signature': hmac(id) },
) => api(`/sessions/${id}/decision`, {}, headers);

let serial = 0;
const createSession = async (verification: Record<string, unknown> = {}) => {
  const res = await api('/sessions', {
    method: 'POST',
    body: JSON.stringify({ verification: { callback: RETURN_TO, vendorData: `uid-${++serial}`, ...verification } }),
  });
  expect(res.status).toBe(201);
  return (await res.json()).verification;
};

const control = async (path: string, body?: unknown) => {
  const res = await fetch(`${base}/kyc/_control/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
};

/** Checks X-HMAC-SIGNATURE as our API must: hex HMAC-SHA256 of the raw body, constant-time. */
function verifySignature(header: string, rawBody: string): boolean {
  if (!/^[0-9a-f]{64}$/.test(header)) return false;
  return timingSafeEqual(Buffer.from(hmac(rawBody), 'hex'), Buffer.from(header, 'hex'));
}

const submitPage = (id: string, form: Record<string, string>) =>
  fetch(`${base}/kyc/verify/${id}`, { method: 'POST', body: new URLSearchParams(form), redirect: 'manual' });

const until = async (check: () => boolean, ms = 3_000) => {
  const deadline = Date.now() + ms;
  while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  return check();
};

describe("Veriff's API: authentication", () => {
  const body = JSON.stringify({ verification: { callback: RETURN_TO, vendorData: 'u' } });

  it('refuses POST /v1/sessions without our X-AUTH-CLIENT (401 with code 1801 or 1803), and the old contract', async () => {
    const missing = await api('/sessions', { method: 'POST', body }, {});
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({
      status: 'fail',
      code: 1801,
      message: 'Mandatory X-AUTH-CLIENT header containing the API key is missing from the request',
    });
    const wrong = await api('/sessions', { method: 'POST', body }, { 'x-auth-client': 'not-our-key' });
    expect(wrong.status).toBe(401);
    expect((await wrong.json()).code).toBe(1803);
    // The invented contract this replaced: its header and its path.
    expect((await api('/sessions', { method: 'POST', body }, { 'x-api-key': KEY })).status).toBe(401);
    const old = await fetch(`${base}/kyc/api/v1/sessions`, {
      method: 'POST',
      headers: { 'x-api-key': KEY },
      body: '{}',
    });
    expect(old.status).toBe(404);
  });

  it('takes POST /v1/sessions without a signature, and checks one when it is sent (1819)', async () => {
    expect((await api('/sessions', { method: 'POST', body })).status).toBe(201);
    const signed = await api(
      '/sessions',
      { method: 'POST', body },
      { 'x-auth-client': KEY, 'x-hmac-signature': hmac(body) },
    );
    expect(signed.status).toBe(201);
    const forged = await api(
      '/sessions',
      { method: 'POST', body },
      { 'x-auth-client': KEY, 'x-hmac-signature': hmac(body, 'nope') },
    );
    expect(forged.status).toBe(401);
    expect((await forged.json()).code).toBe(1819);
  });

  it('refuses GET /v1/sessions/{id}/decision without the key or the X-HMAC-SIGNATURE of the session id', async () => {
    const { id } = await createSession();
    expect((await (await decisionOf(id, { 'x-hmac-signature': hmac(id) })).json()).code).toBe(1801);
    const unsigned = await decisionOf(id, { 'x-auth-client': KEY });
    expect(unsigned.status).toBe(401);
    expect((await unsigned.json()).code).toBe(1812);
    expect((await (await decisionOf(id, { 'x-auth-client': KEY, 'x-hmac-signature': 'abc' })).json()).code).toBe(1812);
    for (const wrong of [hmac(id, 'not-the-secret'), hmac(`${id}x`), hmac(JSON.stringify({ id }))]) {
      const res = await decisionOf(id, { 'x-auth-client': KEY, 'x-hmac-signature': wrong });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({
        status: 'fail',
        code: 1818,
        message: 'Signature does not match the HMAC-SHA256 of query ID and integration API secret',
      });
    }
    // Hex is hex in either case.
    expect((await decisionOf(id, { 'x-auth-client': KEY, 'x-hmac-signature': hmac(id).toUpperCase() })).status).toBe(
      200,
    );
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await decisionOf(unknown)).status).toBe(404);
  });
});

describe("Veriff's API: sessions and decisions", () => {
  it('creates a session as Veriff answers it (201), with no decision until one is made', async () => {
    const res = await api('/sessions', {
      method: 'POST',
      body: JSON.stringify({
        verification: { callback: RETURN_TO, vendorData: 'member-uid-1', person: { firstName: 'Ada' } },
      }),
    });
    expect(res.status).toBe(201);
    const answer = await res.json();
    expect(Object.keys(answer)).toEqual(['status', 'verification']);
    expect(answer).toEqual({
      status: 'success',
      verification: {
        id: expect.stringMatching(UUID),
        url: `http://127.0.0.1:9400/kyc/verify/${answer.verification.id}`,
        vendorData: 'member-uid-1',
        host: 'http://127.0.0.1:9400/kyc',
        status: 'created',
        sessionToken: expect.stringMatching(/^[A-Za-z0-9_-]{20,}$/),
      },
    });
    const decision = await decisionOf(answer.verification.id);
    expect(decision.status).toBe(200);
    expect(await decision.json()).toEqual({ status: 'success', verification: null });
  });

  it('refuses a bad session request with 400 and Veriff’s code', async () => {
    for (const [verification, code] of [
      [undefined, 1102],
      ['Ada', 1102],
      [{ vendorData: 42 }, 1501],
      [{ vendorData: 'x'.repeat(1001) }, 1500],
      [{ callback: 'http://app.example/auth/kyc' }, 1302],
      [{ callback: 'javascript:alert(1)' }, 1302],
      [{ callback: '/auth/kyc' }, 1104],
      [{ person: 'Ada' }, 1104],
      [{ person: { firstName: 7 } }, 1104],
      [{ endUserId: 'not-a-uuid' }, 1104],
    ] as const) {
      const res = await api('/sessions', {
        method: 'POST',
        body: JSON.stringify(verification === undefined ? {} : { verification }),
      });
      expect(res.status, JSON.stringify(verification)).toBe(400);
      expect(await res.json(), JSON.stringify(verification)).toMatchObject({ status: 'fail', code });
    }
    // HTTPS callbacks, and no callback at all, are fine.
    await createSession({ callback: 'https://app.example/auth/kyc' });
    await createSession({ callback: undefined });
  });
});

describe('the hosted page', () => {
  it('asks for the document and the legal name by label, prefilled and escaped, and cancels to the callback as given', async () => {
    const session = await createSession({ person: { firstName: 'Ada"><script>x()</script>', lastName: 'Lovelace' } });
    const res = await fetch(`${base}/kyc/verify/${session.id}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<legend>Choose your document</legend>');
    for (const doc of ['Passport', "Driver's license", 'ID card'])
      expect(html).toMatch(
        new RegExp(`<label><input type="radio" name="document_type" value="\\w+"( checked)?> ${doc}</label>`),
      );
    for (const [id, label] of [
      ['name_first', 'Legal first name'],
      ['name_last', 'Legal last name'],
      ['birth_date', 'Date of birth'],
      ['document', 'Upload photo of document'],
    ])
      expect(html).toContain(`<label for="${id}">${label}</label>`);
    expect(html).toContain('<button type="submit" name="decision" value="approved">Submit verification</button>');
    expect(html).toContain('value="declined" class="decline">Simulate a declined check</button>');
    expect(html).toContain('value="resubmission_requested" class="decline">Simulate a resubmission request</button>');
    // Veriff returns the member to the callback with nothing added.
    expect(html).toContain(
      'href="http://127.0.0.1:5173/cp/rewards/kyc-2?brand=skyway">Cancel and return to PilotMiles</a>',
    );
    expect(html).toContain('value="Lovelace"');
    expect(html).not.toContain('<script>x()');
    expect((await fetch(`${base}/kyc/verify/nosuchsession`)).status).toBe(404);
  });

  it('approves on submit, sends a signed decision webhook, and returns the member to the callback (303)', async () => {
    process.env.KYC_WEBHOOK_URL = `${receiverUrl}/api/webhooks/kyc`;
    try {
      const session = await createSession({ vendorData: 'member-approve' });
      const before = received.length;
      const res = await submitPage(session.id, {
        document_type: 'passport',
        name_first: 'Ada',
        name_last: 'Lovelace',
        birth_date: '1990-12-10',
        decision: 'approved',
      });
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe(RETURN_TO);

      const [hook, ...more] = received.slice(before);
      expect(more).toEqual([]);
      expect(hook!.url).toBe('/api/webhooks/kyc');
      expect(hook!.headers['content-type']).toBe('application/json');
      expect(hook!.headers['x-auth-client']).toBe(KEY);
      const sig = String(hook!.headers['x-hmac-signature']);
      expect(verifySignature(sig, hook!.body)).toBe(true);
      expect(verifySignature(sig, hook!.body.replace('approved', 'declined'))).toBe(false);
      const payload = JSON.parse(hook!.body);
      expect(Object.keys(payload)).toEqual(['status', 'verification', 'technicalData']);
      expect(payload).toEqual({
        status: 'success',
        verification: {
          id: session.id,
          attemptId: expect.stringMatching(UUID),
          vendorData: 'member-approve',
          endUserId: null,
          status: 'approved',
          code: 9001,
          reason: null,
          reasonCode: null,
          decisionTime: expect.any(String),
          acceptanceTime: expect.any(String),
          person: { firstName: 'Ada', lastName: 'Lovelace', dateOfBirth: '1990-12-10' },
          document: { type: 'PASSPORT', number: null, country: null },
        },
        technicalData: { ip: '127.0.0.1' },
      });

      // The decision endpoint answers the same decision.
      expect(await (await decisionOf(session.id)).json()).toEqual(payload);
      const { webhooks } = (await control('webhooks')).body;
      expect(webhooks.at(-1)).toEqual({
        webhook_id: expect.stringMatching(/^wh_[a-z0-9]{24}$/),
        at: expect.any(String),
        url: `${receiverUrl}/api/webhooks/kyc`,
        session_id: session.id,
        decision: 'approved',
        body: hook!.body,
        signature: sig,
        auth_client: KEY,
        status: 200,
        response: '{"data":{"outcome":"applied"}}',
        attempt: 0,
      });

      // Deciding again changes nothing and sends nothing; the page now says it is done.
      const again = await submitPage(session.id, { decision: 'declined' });
      expect(again.status).toBe(303);
      expect(received.length).toBe(before + 1);
      expect(await (await decisionOf(session.id)).json()).toEqual(payload);
      expect(await (await fetch(`${base}/kyc/verify/${session.id}`)).text()).toContain('Your identity is verified');
    } finally {
      delete process.env.KYC_WEBHOOK_URL;
    }
  });

  it('declines with a documented reason from the decline button, and refuses other posts', async () => {
    process.env.KYC_WEBHOOK_URL = `${receiverUrl}/hook`;
    try {
      const session = await createSession();
      const before = received.length;
      expect((await submitPage(session.id, { decision: 'declined' })).status).toBe(303);
      expect(JSON.parse(received[before]!.body).verification).toMatchObject({
        status: 'declined',
        code: 9102,
        reason: 'Suspected document tampering',
        reasonCode: 102,
      });
      expect((await submitPage(session.id, { decision: 'maybe' })).status).toBe(400);
      expect((await submitPage('nosuchsession', { decision: 'approved' })).status).toBe(404);
    } finally {
      delete process.env.KYC_WEBHOOK_URL;
    }
  });

  it('asks for a resubmission in the same session; the next submission is a new attempt', async () => {
    process.env.KYC_WEBHOOK_URL = `${receiverUrl}/hook`;
    try {
      const session = await createSession();
      const before = received.length;
      expect((await submitPage(session.id, { decision: 'resubmission_requested' })).status).toBe(303);
      const first = JSON.parse(received[before]!.body).verification;
      expect(first).toMatchObject({
        status: 'resubmission_requested',
        code: 9103,
        reason: 'Poor image quality',
        reasonCode: 204,
      });
      // The same page is open again, saying why.
      const page = await (await fetch(`${base}/kyc/verify/${session.id}`)).text();
      expect(page).toContain('Please submit again: Poor image quality.');
      expect((await submitPage(session.id, { decision: 'approved' })).status).toBe(303);
      const second = JSON.parse(received[before + 1]!.body).verification;
      expect(second).toMatchObject({ id: session.id, status: 'approved', code: 9001 });
      expect(second.attemptId).not.toBe(first.attemptId);
    } finally {
      delete process.env.KYC_WEBHOOK_URL;
    }
  });

  it('retries a webhook not answered 200 with the same bytes and signature, until a 200', async () => {
    process.env.KYC_WEBHOOK_URL = `${receiverUrl}/retry`;
    process.env.KYC_WEBHOOK_RETRY_MS = '50';
    try {
      const session = await createSession();
      const before = received.length;
      answers.push(500, 503);
      expect((await submitPage(session.id, { decision: 'approved' })).status).toBe(303);
      expect(await until(() => received.length >= before + 3)).toBe(true);
      await new Promise((r) => setTimeout(r, 300));
      const deliveries = received.slice(before);
      expect(deliveries).toHaveLength(3);
      for (const d of deliveries) {
        expect(d.body).toBe(deliveries[0]!.body);
        expect(d.headers['x-hmac-signature']).toBe(deliveries[0]!.headers['x-hmac-signature']);
      }
      const records = (await control('webhooks')).body.webhooks.filter(
        (w: { session_id: string }) => w.session_id === session.id,
      );
      expect(records.map((w: { attempt: number; status: number }) => [w.attempt, w.status])).toEqual([
        [0, 500],
        [1, 503],
        [2, 200],
      ]);
    } finally {
      delete process.env.KYC_WEBHOOK_URL;
      delete process.env.KYC_WEBHOOK_RETRY_MS;
    }
  });

  it('records a webhook nobody answered, and still returns the member', async () => {
    process.env.KYC_WEBHOOK_URL = 'http://127.0.0.1:1/api/webhooks/kyc';
    try {
      const session = await createSession();
      expect((await submitPage(session.id, { decision: 'approved' })).status).toBe(303);
      const { webhooks } = (await control('webhooks')).body;
      expect(webhooks.at(-1)).toMatchObject({
        url: 'http://127.0.0.1:1/api/webhooks/kyc',
        status: null,
        response: '',
        error: expect.any(String),
      });
    } finally {
      delete process.env.KYC_WEBHOOK_URL;
    }
  });

  it('without a callback, says to close the window', async () => {
    process.env.KYC_WEBHOOK_URL = `${receiverUrl}/hook`;
    try {
      const session = await createSession({ callback: undefined });
      const res = await submitPage(session.id, { decision: 'approved' });
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('You can close this window');
    } finally {
      delete process.env.KYC_WEBHOOK_URL;
    }
  });
});

describe('the control API', () => {
  it('decides to a given webhook_url and replays a webhook byte for byte with its original signature', async () => {
    const session = await createSession({ vendorData: 'member-replay' });
    const before = received.length;
    const decided = await control('decide', {
      session_id: session.id,
      decision: 'declined',
      reason: 'Known fraud',
      reason_code: 106,
      webhook_url: `${receiverUrl}/wh`,
    });
    expect(decided.status).toBe(200);
    expect(decided.body.session).toMatchObject({ id: session.id, status: 'declined' });
    const { sent } = decided.body;
    expect(sent).toMatchObject({ url: `${receiverUrl}/wh`, status: 200, webhook_id: expect.stringMatching(/^wh_/) });
    expect(JSON.parse(sent.body).verification).toMatchObject({
      id: session.id,
      vendorData: 'member-replay',
      status: 'declined',
      reason: 'Known fraud',
      reasonCode: 106,
    });

    const replay = await control('resend', { webhook_id: sent.webhook_id });
    expect(replay.status).toBe(200);
    expect(replay.body.sent).toMatchObject({
      url: sent.url,
      body: sent.body,
      signature: sent.signature,
      status: 200,
      replay: true,
    });
    const [first, second] = received.slice(before);
    expect(second!.body).toBe(first!.body);
    expect(second!.headers['x-hmac-signature']).toBe(first!.headers['x-hmac-signature']);
    expect(verifySignature(String(second!.headers['x-hmac-signature']), second!.body)).toBe(true);

    const elsewhere = await control('resend', { webhook_id: sent.webhook_id, webhook_url: `${receiverUrl}/other` });
    expect(elsewhere.body.sent.url).toBe(`${receiverUrl}/other`);
    expect(received.at(-1)!.url).toBe('/other');

    // Declined for good: nothing changes, nothing is sent.
    const count = received.length;
    const again = await control('decide', {
      session_id: session.id,
      decision: 'approved',
      webhook_url: `${receiverUrl}/wh`,
    });
    expect(again.body).toEqual({ session: decided.body.session, sent: null });
    expect(received.length).toBe(count);
  });

  it('marks a session submitted without a webhook (no decision yet), then reviews and decides it', async () => {
    const session = await createSession();
    const before = received.length;
    const submitted = await control('decide', { session_id: session.id, decision: 'submitted' });
    expect(submitted.body).toMatchObject({
      session: { id: session.id, status: 'submitted', decision: null },
      sent: null,
    });
    expect(await (await decisionOf(session.id)).json()).toEqual({ status: 'success', verification: null });
    expect(await (await fetch(`${base}/kyc/verify/${session.id}`)).text()).toContain(
      'Your documents are being checked',
    );
    const review = await control('decide', {
      session_id: session.id,
      decision: 'review',
      webhook_url: `${receiverUrl}/wh`,
    });
    expect(JSON.parse(review.body.sent.body).verification).toMatchObject({
      status: 'review',
      code: 9121,
      reason: null,
    });
    const approved = await control('decide', {
      session_id: session.id,
      decision: 'approved',
      webhook_url: `${receiverUrl}/wh`,
    });
    expect(approved.body.session.status).toBe('approved');
    expect(received.length).toBe(before + 2);
  });

  it('expires and abandons sessions, with no person or document', async () => {
    for (const decision of ['expired', 'abandoned'] as const) {
      const session = await createSession();
      const { body } = await control('decide', { session_id: session.id, decision, webhook_url: `${receiverUrl}/wh` });
      expect(JSON.parse(body.sent.body).verification).toMatchObject({
        status: decision,
        code: 9104,
        person: null,
        document: null,
      });
    }
  });

  it('lists sessions by vendor_data, newest first', async () => {
    const a = await createSession({ vendorData: 'member-list' });
    const b = await createSession({ vendorData: 'member-list' });
    await createSession({ vendorData: 'member-other' });
    const { sessions } = (await control('sessions?vendor_data=member-list')).body;
    expect(sessions.map((s: { id: string }) => s.id)).toEqual([b.id, a.id]);
    expect(sessions[0]).toMatchObject({ callback: RETURN_TO, vendorData: 'member-list', status: 'created' });
  });

  it('refuses bad control input', async () => {
    const session = await createSession();
    expect((await control('decide', { session_id: 'nosuchsession', decision: 'approved' })).status).toBe(404);
    expect((await control('decide', { session_id: session.id, decision: 'maybe' })).status).toBe(400);
    expect((await control('decide', { session_id: session.id, decision: 'approved', reason: 'why' })).status).toBe(400);
    expect((await control('decide', { session_id: session.id, decision: 'declined', reason_code: 'x' })).status).toBe(
      400,
    );
    expect(
      (await control('decide', { session_id: session.id, decision: 'approved', webhook_url: 'file:///etc/passwd' }))
        .status,
    ).toBe(400);
    expect((await control('resend', { webhook_id: 'wh_nosuchwebhook' })).status).toBe(404);
    expect((await control('resend', {})).status).toBe(400);
    expect(await (await decisionOf(session.id)).json()).toEqual({ status: 'success', verification: null });
  });

  it('shows sessions and webhooks on the index', async () => {
    const session = await createSession();
    const res = await fetch(`${base}/kyc`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(session.id);
    expect(html).toContain('/kyc/_control/decide');
  });
});
