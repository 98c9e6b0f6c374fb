/**
 * The Veriff simulator under /kyc (KYC_API_URL is its base, http://127.0.0.1:9400/kyc):
 * - Veriff's API: POST /kyc/v1/sessions and GET /kyc/v1/sessions/{id}/decision, refused as Veriff
 *   refuses (401 with its codes) without the right X-AUTH-CLIENT, or for the decision without the
 *   X-HMAC-SIGNATURE of the session id (https://devdocs.veriff.com/docs/credentials-and-authorization-codes-table).
 * - The hosted page the member completes (its buttons decide the session, send the signed webhook
 *   and return the member to the callback URL as given: Veriff adds nothing to it).
 * - An index, and a JSON control API for tests (decide, replay a webhook, list).
 */
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { BadRequest, readBody, readForm, readJson, send, sendHtml, sendJson } from '../http';
import { closePageHtml, decidedPageHtml, errorPageHtml, indexHtml, verifyPageHtml } from './pages';
import {
  DECISIONS,
  REASON_MAX,
  VeriffFail,
  createSession,
  createdAnswer,
  decideSession,
  findSession,
  httpUrl,
  isOpen,
  listSessions,
  prefillOfSession,
  submitSession,
  type Decision,
  type KycSession,
  type Submitted,
} from './sessions';
import {
  kycApiKey,
  kycSharedSecret,
  kycWebhookUrl,
  recentWebhooks,
  resendWebhook,
  sendDecision,
  signature,
  type SentWebhook,
} from './webhooks';

export const KYC_PREFIX = '/kyc';

const API_PREFIX = '/kyc/v1/';
const DECISION_PATH = /^\/kyc\/v1\/sessions\/([^/]+)\/decision$/;
const VERIFY_PATH = /^\/kyc\/verify\/([^/]+)$/;
const INDEX_ROWS = 20;
/** The page's buttons: Submit (approved) and the two a tester simulates. */
const PAGE_DECISIONS = ['approved', 'declined', 'resubmission_requested'] as const;
const DOCUMENT_TYPES: Readonly<Record<string, string>> = {
  passport: 'PASSPORT',
  drivers_license: 'DRIVERS_LICENSE',
  id_card: 'ID_CARD',
};

/** A path segment as written; a malformed escape is left as it is (it then matches nothing). */
function segment(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

const isDecision = (value: unknown): value is Decision => DECISIONS.includes(value as Decision);

/** Hex strings compared in constant time (same length first: timingSafeEqual needs it). */
function sameHex(given: string, expected: string): boolean {
  const a = Buffer.from(given.toLowerCase(), 'hex');
  const b = Buffer.from(expected, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** X-AUTH-CLIENT: missing 1801, not our integration's key 1803. */
function checkAuthClient(req: IncomingMessage) {
  const key = req.headers['x-auth-client'];
  if (typeof key !== 'string' || !key)
    throw new VeriffFail(
      401,
      1801,
      'Mandatory X-AUTH-CLIENT header containing the API key is missing from the request',
    );
  if (key !== kycApiKey()) throw new VeriffFail(401, 1803, 'Integration with the API key was not found');
}

/** X-HMAC-SIGNATURE of `payload`: not a SHA256 hex 1812, not ours `mismatchCode` (1818 query ID, 1819 body). */
function checkSignature(req: IncomingMessage, payload: string, mismatchCode: 1818 | 1819) {
  const given = req.headers['x-hmac-signature'];
  if (typeof given !== 'string' || !/^[0-9a-fA-F]{64}$/.test(given))
    throw new VeriffFail(401, 1812, 'Signature is not a valid SHA256 hash');
  if (!sameHex(given, signature(payload, kycSharedSecret())))
    throw new VeriffFail(
      401,
      mismatchCode,
      mismatchCode === 1818
        ? 'Signature does not match the HMAC-SHA256 of query ID and integration API secret'
        : 'Signature does not match the HMAC-SHA256 of request body and integration API secret',
    );
}

/**
 * Decides a session and sends its webhook (to `webhookUrl`, else KYC_WEBHOOK_URL); null when the
 * decision changes nothing (decided for good before), which sends nothing.
 */
async function decide(
  session: KycSession,
  decision: Decision,
  options: { reason?: string; reasonCode?: number; submitted?: Submitted; webhookUrl?: string } = {},
): Promise<SentWebhook | null> {
  if (!decideSession(session, decision, options)) return null;
  console.log(`[kyc] session ${session.id} ${decision} for ${session.vendorData}`);
  return sendDecision(session, options.webhookUrl);
}

/** Where the member goes once done: the callback as given, or a page saying to close it (no callback). */
function leave(res: ServerResponse, session: KycSession) {
  if (session.callback) return send(res, 303, 'text/plain; charset=utf-8', '', { location: session.callback });
  sendHtml(res, 200, closePageHtml(session));
}

/** POST /kyc/verify/{id}: the hosted page's buttons. Decide, send the webhook, return the member with a 303. */
async function submitPage(req: IncomingMessage, res: ServerResponse, session: KycSession) {
  const form = await readForm(req);
  const decision = form.get('decision');
  if (!PAGE_DECISIONS.includes(decision as (typeof PAGE_DECISIONS)[number]))
    return sendHtml(res, 400, errorPageHtml('Bad submission', `decision must be one of ${PAGE_DECISIONS.join(', ')}.`));
  if (isOpen(session)) {
    const text = (name: string) => form.get(name)?.trim() || undefined;
    await decide(session, decision as Decision, {
      submitted: {
        person: { firstName: text('name_first'), lastName: text('name_last'), dateOfBirth: text('birth_date') },
        documentType: DOCUMENT_TYPES[form.get('document_type') ?? ''] ?? null,
      },
    });
  }
  leave(res, session);
}

/**
 * POST /kyc/_control/decide {session_id, decision, reason?, reason_code?, webhook_url?} -> {session, sent}.
 * `decision`: one of Veriff's decisions, or `submitted` (the member is done; no decision, no
 * webhook). `sent` is the webhook record, null when nothing was sent. `reason`/`reason_code` are
 * for declined and resubmission_requested; `webhook_url` overrides the target.
 */
async function controlDecide(req: IncomingMessage, res: ServerResponse) {
  const body = await readJson(req);
  const session = typeof body.session_id === 'string' ? findSession(body.session_id) : undefined;
  if (!session) throw new BadRequest(`unknown session_id ${JSON.stringify(body.session_id ?? null)}`, 404);
  const webhookUrl = body.webhook_url === undefined ? undefined : httpUrl(body.webhook_url, 'webhook_url');
  const withReason = body.decision === 'declined' || body.decision === 'resubmission_requested';
  if (
    body.reason !== undefined &&
    (!withReason || typeof body.reason !== 'string' || !body.reason || body.reason.length > REASON_MAX)
  )
    throw new BadRequest(
      `reason is text of 1 to ${REASON_MAX} characters, for declined or resubmission_requested only`,
    );
  if (body.reason_code !== undefined && (!withReason || !Number.isInteger(body.reason_code)))
    throw new BadRequest('reason_code is a whole number, for declined or resubmission_requested only');
  if (body.decision === 'submitted') {
    submitSession(session);
    return sendJson(res, 200, { session, sent: null });
  }
  if (!isDecision(body.decision))
    throw new BadRequest(`decision must be one of ${[...DECISIONS, 'submitted'].join(', ')}`);
  const sent = await decide(session, body.decision, {
    reason: body.reason as string | undefined,
    reasonCode: body.reason_code as number | undefined,
    webhookUrl,
  });
  sendJson(res, 200, { session, sent });
}

/** POST /kyc/_control/resend {webhook_id, webhook_url?} -> {sent}: the same bytes and signature again. */
async function controlResend(req: IncomingMessage, res: ServerResponse) {
  const body = await readJson(req);
  if (typeof body.webhook_id !== 'string' || !body.webhook_id) throw new BadRequest('webhook_id is required');
  const webhookUrl = body.webhook_url === undefined ? undefined : httpUrl(body.webhook_url, 'webhook_url');
  const sending = resendWebhook(body.webhook_id, webhookUrl);
  if (!sending) throw new BadRequest(`no webhook ${body.webhook_id} is kept (the last 200 are)`, 404);
  sendJson(res, 200, { sent: await sending });
}

/** Veriff's API: every call needs X-AUTH-CLIENT; the decision also the signature of the session id. */
async function handleApi(req: IncomingMessage, res: ServerResponse, path: string): Promise<boolean> {
  if (req.method === 'POST' && path === '/kyc/v1/sessions') {
    checkAuthClient(req);
    const raw = await readBody(req);
    // Not required on POST /sessions (only X-AUTH-CLIENT is), but checked when sent.
    if (req.headers['x-hmac-signature'] !== undefined) checkSignature(req, raw, 1819);
    let body: unknown;
    try {
      body = JSON.parse(raw || '{}');
    } catch {
      throw new VeriffFail(400, 1104, 'Request includes invalid parameters.');
    }
    if (!body || typeof body !== 'object' || Array.isArray(body))
      throw new VeriffFail(400, 1102, 'Mandatory parameters are missing from the request.');
    sendJson(res, 201, createdAnswer(createSession(body as Record<string, unknown>)));
    return true;
  }
  const id = req.method === 'GET' ? DECISION_PATH.exec(path)?.[1] : undefined;
  if (id === undefined) return false;
  checkAuthClient(req);
  const sessionId = segment(id);
  checkSignature(req, sessionId, 1818);
  const session = findSession(sessionId);
  if (!session) throw new VeriffFail(404, null, 'Session not found');
  // `verification` is null until a decision is made (https://devdocs.veriff.com/apidocs/v1sessionsiddecision-1).
  sendJson(
    res,
    200,
    session.decision
      ? { status: 'success', verification: session.decision, technicalData: { ip: '127.0.0.1' } }
      : { status: 'success', verification: null },
  );
  return true;
}

/** GET and POST /kyc/verify/{id}. */
async function verify(req: IncomingMessage, res: ServerResponse, id: string) {
  const session = findSession(id);
  if (!session)
    return sendHtml(
      res,
      404,
      errorPageHtml(
        'Unknown session',
        'This verification link is wrong or expired (the simulator keeps sessions in memory).',
      ),
    );
  if (req.method === 'POST') return submitPage(req, res, session);
  sendHtml(
    res,
    200,
    isOpen(session) ? verifyPageHtml(session, prefillOfSession(session.id)) : decidedPageHtml(session),
  );
}

async function dispatch(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
  const path = url.pathname.replace(/\/$/, '');
  if (path.startsWith(API_PREFIX)) return handleApi(req, res, path);
  switch (`${req.method} ${path}`) {
    case 'GET /kyc':
      sendHtml(
        res,
        200,
        indexHtml(
          listSessions(undefined, INDEX_ROWS),
          [...recentWebhooks()].reverse().slice(0, INDEX_ROWS),
          kycWebhookUrl(),
        ),
      );
      return true;
    case 'POST /kyc/_control/decide':
      await controlDecide(req, res);
      return true;
    case 'POST /kyc/_control/resend':
      await controlResend(req, res);
      return true;
    case 'GET /kyc/_control/webhooks':
      sendJson(res, 200, { webhooks: recentWebhooks() });
      return true;
    case 'GET /kyc/_control/sessions':
      sendJson(res, 200, { sessions: listSessions(url.searchParams.get('vendor_data') || undefined) });
      return true;
  }
  const id = req.method === 'GET' || req.method === 'POST' ? VERIFY_PATH.exec(path)?.[1] : undefined;
  if (id === undefined) return false;
  await verify(req, res, segment(id));
  return true;
}

/** Answers a /kyc request; false when no route matches. */
export async function handleKyc(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
  try {
    return await dispatch(req, res, url);
  } catch (err) {
    if (err instanceof VeriffFail) {
      sendJson(res, err.status, {
        status: 'fail',
        ...(err.code === null ? {} : { code: err.code }),
        message: err.message,
      });
      return true;
    }
    if (!(err instanceof BadRequest)) throw err;
    sendJson(res, err.status, { error: err.message });
    return true;
  }
}
