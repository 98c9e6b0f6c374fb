/**
 * The KYC provider simulator under /kyc: a Persona/Veriff-style sessions API, the hosted page the
 * member completes (its form post decides the session, sends the signed webhook and returns the
 * member to us), an index, and a JSON control API for tests (decide, replay a webhook, list).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { BadRequest, readForm, readJson, send, sendHtml, sendJson } from '../http';
import { decidedPageHtml, errorPageHtml, indexHtml, verifyPageHtml } from './pages';
import {
  DECISIONS,
  REASON_MAX,
  createSession,
  decideSession,
  findSession,
  httpUrl,
  isDecided,
  listSessions,
  prefillOfSession,
  returnUrl,
  submitSession,
  type Decision,
  type KycSession,
} from './sessions';
import { kycWebhookUrl, recentWebhooks, resendWebhook, sendDecision, type SentWebhook } from './webhooks';

export const KYC_PREFIX = '/kyc';
/** The local key (functions/.secret.local); KYC_API_KEY overrides it. */
const DEFAULT_KYC_API_KEY = 'local-kyc-key';

const API_PREFIX = '/kyc/api/v1/';
const SESSION_PATH = /^\/kyc\/api\/v1\/sessions\/([^/]+)$/;
const VERIFY_PATH = /^\/kyc\/verify\/([^/]+)$/;
const INDEX_ROWS = 20;

const kycApiKey = () => process.env.KYC_API_KEY || DEFAULT_KYC_API_KEY;

/** A path segment as written; a malformed escape is left as it is (it then matches nothing). */
function segment(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

const isDecision = (value: unknown): value is Decision => DECISIONS.includes(value as Decision);

/**
 * Decides an open session and sends its webhook (to `webhookUrl`, else KYC_WEBHOOK_URL); null when
 * the session was decided before, which changes nothing and sends nothing.
 */
async function decide(
  session: KycSession,
  decision: Decision,
  reason?: string,
  webhookUrl?: string,
): Promise<SentWebhook | null> {
  if (!decideSession(session, decision, reason)) return null;
  console.log(`[kyc] session ${session.id} ${decision} for ${session.reference_id}`);
  return sendDecision(session, webhookUrl);
}

/** POST /kyc/verify/{id}: the hosted page's buttons. Decide, send the webhook, return the member with a 303. */
async function submitPage(req: IncomingMessage, res: ServerResponse, session: KycSession) {
  const decision = (await readForm(req)).get('decision');
  if (!isDecision(decision))
    return sendHtml(res, 400, errorPageHtml('Bad submission', `decision must be one of ${DECISIONS.join(', ')}.`));
  await decide(session, decision);
  send(res, 303, 'text/plain; charset=utf-8', '', { location: returnUrl(session) });
}

/**
 * POST /kyc/_control/decide {session_id, decision: approved|declined|submitted, reason?, webhook_url?}
 * -> {session, sent}. `sent` is the webhook record, null when nothing was sent (already decided, or
 * `submitted`, which has no webhook). `reason` is for declines; `webhook_url` overrides the target.
 */
async function controlDecide(req: IncomingMessage, res: ServerResponse) {
  const body = await readJson(req);
  const session = typeof body.session_id === 'string' ? findSession(body.session_id) : undefined;
  if (!session) throw new BadRequest(`unknown session_id ${JSON.stringify(body.session_id ?? null)}`, 404);
  const webhookUrl = body.webhook_url === undefined ? undefined : httpUrl(body.webhook_url, 'webhook_url');
  if (
    body.reason !== undefined &&
    (body.decision !== 'declined' || typeof body.reason !== 'string' || !body.reason || body.reason.length > REASON_MAX)
  )
    throw new BadRequest(`reason is text of 1 to ${REASON_MAX} characters, for a declined decision only`);
  if (body.decision === 'submitted') {
    submitSession(session);
    return sendJson(res, 200, { session, sent: null });
  }
  if (!isDecision(body.decision))
    throw new BadRequest(`decision must be one of ${[...DECISIONS, 'submitted'].join(', ')}`);
  const sent = await decide(session, body.decision, body.reason as string | undefined, webhookUrl);
  sendJson(res, 200, { session, sent });
}

/** POST /kyc/_control/resend {event_id, webhook_url?} -> {sent}: the same bytes and signature again. */
async function controlResend(req: IncomingMessage, res: ServerResponse) {
  const body = await readJson(req);
  if (typeof body.event_id !== 'string' || !body.event_id) throw new BadRequest('event_id is required');
  const webhookUrl = body.webhook_url === undefined ? undefined : httpUrl(body.webhook_url, 'webhook_url');
  const sending = resendWebhook(body.event_id, webhookUrl);
  if (!sending) throw new BadRequest(`no webhook ${body.event_id} is kept (the last 200 are)`, 404);
  sendJson(res, 200, { sent: await sending });
}

async function handleApi(req: IncomingMessage, res: ServerResponse, route: string, path: string): Promise<boolean> {
  if (req.headers['x-api-key'] !== kycApiKey()) throw new BadRequest('Unauthorized', 401);
  if (route === 'POST /kyc/api/v1/sessions') {
    sendJson(res, 201, { session: createSession(await readJson(req)) });
    return true;
  }
  const id = req.method === 'GET' ? SESSION_PATH.exec(path)?.[1] : undefined;
  if (id === undefined) return false;
  const session = findSession(segment(id));
  if (!session) throw new BadRequest('Session not found', 404);
  sendJson(res, 200, { session });
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
  const open = !isDecided(session) && session.status !== 'submitted';
  sendHtml(res, 200, open ? verifyPageHtml(session, prefillOfSession(session.id)) : decidedPageHtml(session));
}

async function dispatch(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
  const path = url.pathname.replace(/\/$/, '');
  const route = `${req.method} ${path}`;
  if (path.startsWith(API_PREFIX)) return handleApi(req, res, route, path);
  switch (route) {
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
      sendJson(res, 200, { sessions: listSessions(url.searchParams.get('reference_id') || undefined) });
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
    if (!(err instanceof BadRequest)) throw err;
    sendJson(res, err.status, { error: err.message });
    return true;
  }
}
