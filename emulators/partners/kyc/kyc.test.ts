import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPartnersServer } from '../server';

const KEY = 'local-kyc-key';
const SECRET = 'local-kyc-webhook-secret';
const RETURN_TO = 'http://127.0.0.1:5173/auth/kyc?from=payout';

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

const listen = (server: Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );

beforeAll(async () => {
  simulator = createPartnersServer();
  base = await listen(simulator);
  // A stand-in for our API's webhook route: keeps the raw body, answers 200 with a JSON body.
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ url: req.url!, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":{"outcome":"applied"}}');
    });
  });
  receiverUrl = await listen(receiver);
});

afterAll(async () => {
  await new Promise((r) => simulator.close(r));
  await new Promise((r) => receiver.close(r));
});

const api = (path: string, init: RequestInit = {}, key: string | null = KEY) =>
  fetch(`${base}/kyc/api/v1${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...(key === null ? {} : { 'x-api-key': key }) },
  });

let serial = 0;
const createSession = async (body: Record<string, unknown> = {}) => {
  const res = await api('/sessions', {
    method: 'POST',
    body: JSON.stringify({ reference_id: `uid-${++serial}`, redirect_url: RETURN_TO, ...body }),
  });
  expect(res.status).toBe(201);
  return (await res.json()).session;
};

const control = async (path: string, body?: unknown) => {
  const res = await fetch(`${base}/kyc/_control/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
};

/** Checks an X-Signature header as our API must: HMAC-SHA256 of "<t>.<raw body>", constant-time. */
function verifySignature(header: string, rawBody: string): boolean {
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header);
  if (!match) return false;
  const expected = createHmac('sha256', SECRET).update(`${match[1]}.${rawBody}`).digest();
  const age = Math.abs(Date.now() / 1000 - Number(match[1]));
  return age < 300 && timingSafeEqual(expected, Buffer.from(match[2]!, 'hex'));
}

const submitPage = (id: string, form: Record<string, string>) =>
  fetch(`${base}/kyc/verify/${id}`, { method: 'POST', body: new URLSearchParams(form), redirect: 'manual' });

describe('the sessions API', () => {
  it('refuses a missing or wrong key with 401', async () => {
    for (const key of [null, 'nope']) {
      expect(
        (
          await api(
            '/sessions',
            { method: 'POST', body: JSON.stringify({ reference_id: 'u', redirect_url: RETURN_TO }) },
            key,
          )
        ).status,
      ).toBe(401);
      expect((await api('/sessions/kys_x', {}, key)).status).toBe(401);
    }
    const res = await fetch(`${base}/kyc/api/v1/sessions/kys_x`, { headers: { authorization: `Bearer ${KEY}` } });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: 'Unauthorized' });
  });

  it('creates a session and answers it by id', async () => {
    const session = await createSession({
      reference_id: 'member-uid-1',
      fields: { name_first: 'Ada', name_last: 'Lovelace', email: 'ada@example.test' },
    });
    expect(session).toEqual({
      id: expect.stringMatching(/^kys_[a-z0-9]{24}$/),
      reference_id: 'member-uid-1',
      status: 'created',
      url: `http://127.0.0.1:9400/kyc/verify/${session.id}`,
      redirect_url: RETURN_TO,
      created_at: expect.any(String),
      decided_at: null,
      reason: null,
    });
    expect(new Date(session.created_at).toISOString()).toBe(session.created_at);
    expect(await (await api(`/sessions/${session.id}`)).json()).toEqual({ session });
    expect((await api('/sessions/kys_000000000000000000000000')).status).toBe(404);
  });

  it('refuses a bad session request', async () => {
    for (const body of [
      { redirect_url: RETURN_TO },
      { reference_id: '', redirect_url: RETURN_TO },
      { reference_id: 'u' },
      { reference_id: 'u', redirect_url: 'javascript:alert(1)' },
      { reference_id: 'u', redirect_url: '/auth/kyc' },
      { reference_id: 'u', redirect_url: RETURN_TO, fields: 'Ada' },
      { reference_id: 'u', redirect_url: RETURN_TO, fields: { name_first: 7 } },
    ])
      expect(
        (await api('/sessions', { method: 'POST', body: JSON.stringify(body) })).status,
        JSON.stringify(body),
      ).toBe(400);
  });
});

describe('the hosted page', () => {
  it('asks for the document and the legal name by label, prefilled and escaped', async () => {
    const session = await createSession({ fields: { name_first: 'Ada"><script>x()</script>', name_last: 'Lovelace' } });
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
    expect(html).toContain('id="document" name="document"');
    expect(html).toContain('<button type="submit" name="decision" value="approved">Submit verification</button>');
    expect(html).toContain('value="declined" class="decline">Simulate a declined check</button>');
    expect(html).toContain(
      `href="http://127.0.0.1:5173/auth/kyc?from=payout&#38;session_id=${session.id}&#38;cancelled=1">Cancel and return to PilotMiles</a>`,
    );
    expect(html).toContain('value="Lovelace"');
    expect(html).not.toContain('<script>x()');
    expect((await fetch(`${base}/kyc/verify/kys_nosuchsession`)).status).toBe(404);
  });

  it('approves on submit, sends a signed webhook, and returns the member with a 303', async () => {
    process.env.KYC_WEBHOOK_URL = `${receiverUrl}/api/webhooks/kyc`;
    try {
      const session = await createSession({ reference_id: 'member-approve' });
      const before = received.length;
      const res = await submitPage(session.id, {
        document_type: 'passport',
        name_first: 'Ada',
        name_last: 'Lovelace',
        birth_date: '1990-12-10',
        decision: 'approved',
      });
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe(`http://127.0.0.1:5173/auth/kyc?from=payout&session_id=${session.id}`);

      const [hook, ...more] = received.slice(before);
      expect(more).toEqual([]);
      expect(hook!.url).toBe('/api/webhooks/kyc');
      expect(hook!.headers['content-type']).toBe('application/json');
      expect(verifySignature(String(hook!.headers['x-signature']), hook!.body)).toBe(true);
      expect(verifySignature(String(hook!.headers['x-signature']), hook!.body.replace('approved', 'declined'))).toBe(
        false,
      );
      const event = JSON.parse(hook!.body);
      expect(Object.keys(event)).toEqual(['id', 'type', 'created_at', 'data']);
      expect(Object.keys(event.data)).toEqual(['session_id', 'reference_id', 'status', 'reason']);
      expect(event).toEqual({
        id: expect.stringMatching(/^evt_[a-z0-9]{24}$/),
        type: 'session.approved',
        created_at: expect.any(String),
        data: { session_id: session.id, reference_id: 'member-approve', status: 'approved', reason: null },
      });

      const { session: decided } = await (await api(`/sessions/${session.id}`)).json();
      expect(decided).toMatchObject({ status: 'approved', reason: null, decided_at: event.created_at });
      const { webhooks } = (await control('webhooks')).body;
      expect(webhooks.at(-1)).toEqual({
        at: expect.any(String),
        url: `${receiverUrl}/api/webhooks/kyc`,
        event_id: event.id,
        body: hook!.body,
        signature: hook!.headers['x-signature'],
        status: 200,
        response: '{"data":{"outcome":"applied"}}',
      });

      // Deciding again changes nothing and sends nothing; the page now says it is done.
      const again = await submitPage(session.id, { decision: 'declined' });
      expect(again.status).toBe(303);
      expect(received.length).toBe(before + 1);
      expect((await (await api(`/sessions/${session.id}`)).json()).session).toEqual(decided);
      expect(await (await fetch(`${base}/kyc/verify/${session.id}`)).text()).toContain('Your identity is verified');
    } finally {
      delete process.env.KYC_WEBHOOK_URL;
    }
  });

  it('declines with the default reason from the decline button', async () => {
    process.env.KYC_WEBHOOK_URL = `${receiverUrl}/hook`;
    try {
      const session = await createSession();
      const before = received.length;
      expect((await submitPage(session.id, { decision: 'declined' })).status).toBe(303);
      const event = JSON.parse(received[before]!.body);
      expect(event).toMatchObject({
        type: 'session.declined',
        data: { status: 'declined', reason: 'Document could not be verified' },
      });
      expect((await (await api(`/sessions/${session.id}`)).json()).session).toMatchObject({
        status: 'declined',
        reason: 'Document could not be verified',
      });
      expect((await submitPage(session.id, { decision: 'maybe' })).status).toBe(400);
      expect((await submitPage('kys_nosuchsession', { decision: 'approved' })).status).toBe(404);
    } finally {
      delete process.env.KYC_WEBHOOK_URL;
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
});

describe('the control API', () => {
  it('decides to a given webhook_url and replays a webhook byte for byte with its original signature', async () => {
    const session = await createSession({ reference_id: 'member-replay' });
    const before = received.length;
    const decided = await control('decide', {
      session_id: session.id,
      decision: 'declined',
      reason: 'Expired document',
      webhook_url: `${receiverUrl}/wh`,
    });
    expect(decided.status).toBe(200);
    expect(decided.body.session).toMatchObject({ id: session.id, status: 'declined', reason: 'Expired document' });
    const { sent } = decided.body;
    expect(sent).toMatchObject({ url: `${receiverUrl}/wh`, status: 200, event_id: expect.stringMatching(/^evt_/) });
    expect(JSON.parse(sent.body).data).toEqual({
      session_id: session.id,
      reference_id: 'member-replay',
      status: 'declined',
      reason: 'Expired document',
    });

    const replay = await control('resend', { event_id: sent.event_id });
    expect(replay.status).toBe(200);
    expect(replay.body.sent).toMatchObject({
      url: sent.url,
      event_id: sent.event_id,
      body: sent.body,
      signature: sent.signature,
      status: 200,
      replay: true,
    });
    const [first, second] = received.slice(before);
    expect(second!.body).toBe(first!.body);
    expect(second!.headers['x-signature']).toBe(first!.headers['x-signature']);
    expect(verifySignature(String(second!.headers['x-signature']), second!.body)).toBe(true);

    const elsewhere = await control('resend', { event_id: sent.event_id, webhook_url: `${receiverUrl}/other` });
    expect(elsewhere.body.sent.url).toBe(`${receiverUrl}/other`);
    expect(received.at(-1)!.url).toBe('/other');

    // Already decided: nothing changes, nothing is sent.
    const count = received.length;
    expect(
      (await control('decide', { session_id: session.id, decision: 'approved', webhook_url: `${receiverUrl}/wh` }))
        .body,
    ).toEqual({
      session: decided.body.session,
      sent: null,
    });
    expect(received.length).toBe(count);
  });

  it('marks a session submitted without a webhook, then decides it', async () => {
    const session = await createSession();
    const before = received.length;
    expect((await control('decide', { session_id: session.id, decision: 'submitted' })).body).toEqual({
      session: { ...session, status: 'submitted' },
      sent: null,
    });
    expect(await (await fetch(`${base}/kyc/verify/${session.id}`)).text()).toContain(
      'Your documents are being checked',
    );
    const { body } = await control('decide', {
      session_id: session.id,
      decision: 'approved',
      webhook_url: `${receiverUrl}/wh`,
    });
    expect(body.session.status).toBe('approved');
    expect(received.length).toBe(before + 1);
  });

  it('lists sessions by reference_id, newest first', async () => {
    const a = await createSession({ reference_id: 'member-list' });
    const b = await createSession({ reference_id: 'member-list' });
    await createSession({ reference_id: 'member-other' });
    expect((await control('sessions?reference_id=member-list')).body.sessions.map((s: { id: string }) => s.id)).toEqual(
      [b.id, a.id],
    );
  });

  it('refuses bad control input', async () => {
    const session = await createSession();
    expect((await control('decide', { session_id: 'kys_nosuchsession', decision: 'approved' })).status).toBe(404);
    expect((await control('decide', { session_id: session.id, decision: 'maybe' })).status).toBe(400);
    expect((await control('decide', { session_id: session.id, decision: 'approved', reason: 'why' })).status).toBe(400);
    expect(
      (await control('decide', { session_id: session.id, decision: 'approved', webhook_url: 'file:///etc/passwd' }))
        .status,
    ).toBe(400);
    expect((await control('resend', { event_id: 'evt_nosuchevent' })).status).toBe(404);
    expect((await control('resend', {})).status).toBe(400);
    expect((await api(`/sessions/${session.id}`).then((r) => r.json())).session.status).toBe('created');
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
