/**
 * The gift-card provider simulator under /giftcards: a Tremendous-style API (products, orders
 * idempotent on external_id), the page a redeem link opens, an index, and a JSON control API for
 * tests (misbehave per recipient, list orders, reset). Errors use the provider's envelope
 * {errors: {message, field?}} so the adapter is tried on the real shape.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { BadRequest, readJson, sendHtml, sendJson } from '../http';
import {
  behaviourFor,
  clearBehaviours,
  currentBehaviours,
  normaliseEmail,
  setBehaviour,
  takeFailure,
} from './behaviours';
import {
  clearOrders,
  createOrder,
  findOrder,
  findOrderByExternalId,
  findOrderByRewardId,
  listOrders,
  type GiftcardOrder,
} from './orders';
import { indexHtml, redeemNotFoundHtml, redeemPageHtml } from './pages';
import { GIFTCARD_PRODUCTS } from './products';
import { FieldError, externalIdOf, orderRequestOf } from './validate';

export const GIFTCARDS_PREFIX = '/giftcards';
/** The local key (functions/.secret.local); GIFTCARD_API_KEY overrides it. */
export const DEFAULT_GIFTCARD_API_KEY = 'local-giftcard-key';

const API_PREFIX = '/giftcards/api/v2/';
const ORDER_PATH = /^\/giftcards\/api\/v2\/orders\/([^/]+)$/;
const REDEEM_PATH = /^\/giftcards\/redeem\/([^/]+)$/;
const INDEX_ORDERS = 20;

export const giftcardApiKey = () => process.env.GIFTCARD_API_KEY || DEFAULT_GIFTCARD_API_KEY;

const authorised = (req: IncomingMessage) => req.headers.authorization === `Bearer ${giftcardApiKey()}`;

/** A path segment as written; a malformed escape is left as it is (it then matches nothing). */
function segment(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const orderAnswer = (order: GiftcardOrder) => ({ order: findOrder(order.id) ?? order });

/**
 * POST /giftcards/api/v2/orders. A known external_id answers its order (200) before anything else is
 * checked, even while the first call is still held by delay_ms, so a retry never orders twice. A new
 * order is decided and recorded at once and only the answer waits out the delay; a transient
 * failure (503) records nothing, so a retry with the same external_id creates the order.
 */
async function placeOrder(req: IncomingMessage, res: ServerResponse) {
  const body = await readJson(req);
  const existing = findOrderByExternalId(externalIdOf(body));
  if (existing) {
    await wait(behaviourFor(existing.reward.recipient.email).delay_ms);
    return sendJson(res, 200, orderAnswer(existing));
  }
  const request = orderRequestOf(body);
  const email = normaliseEmail(request.recipient.email);
  const behaviour = behaviourFor(email);
  let answer: () => void;
  if (behaviour.fail_permanently) {
    answer = () => {
      throw new FieldError('Recipient is blocked', 'reward.recipient.email');
    };
  } else if (takeFailure(email)) {
    answer = () => sendJson(res, 503, { errors: { message: 'Service unavailable' } });
  } else {
    const order = createOrder(request, email, { pendingMs: behaviour.pending_ms, settlesTo: behaviour.pending_result });
    console.log(
      `[giftcards] order ${order.id} ${order.reward.product_id} $${request.denomination} ${order.status} for ${email}`,
    );
    answer = () => sendJson(res, 200, orderAnswer(order));
  }
  await wait(behaviour.delay_ms);
  answer();
}

/** GET /giftcards/_control/orders?email=&external_id= -> {orders} (newest first, at most 500). */
function controlOrders(res: ServerResponse, params: URLSearchParams) {
  const email = params.get('email');
  const externalId = params.get('external_id');
  sendJson(res, 200, {
    orders: listOrders({ email: email ? normaliseEmail(email) : undefined, externalId: externalId || undefined }),
  });
}

async function handleApi(req: IncomingMessage, res: ServerResponse, route: string, path: string): Promise<boolean> {
  if (!authorised(req)) throw new FieldError('Unauthorized', undefined, 401);
  switch (route) {
    case 'GET /giftcards/api/v2/products':
      sendJson(res, 200, { products: GIFTCARD_PRODUCTS });
      return true;
    case 'POST /giftcards/api/v2/orders':
      await placeOrder(req, res);
      return true;
  }
  const id = req.method === 'GET' ? ORDER_PATH.exec(path)?.[1] : undefined;
  if (id === undefined) return false;
  const order = findOrder(segment(id));
  if (!order) throw new FieldError('Order not found', undefined, 404);
  sendJson(res, 200, { order });
  return true;
}

async function dispatch(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
  const path = url.pathname.replace(/\/$/, '');
  const route = `${req.method} ${path}`;
  if (path.startsWith(API_PREFIX)) return handleApi(req, res, route, path);
  switch (route) {
    case 'GET /giftcards':
      sendHtml(res, 200, indexHtml(listOrders({}, INDEX_ORDERS), currentBehaviours()));
      return true;
    case 'POST /giftcards/_control/behaviour':
      sendJson(res, 200, { behaviour: setBehaviour(await readJson(req)) });
      return true;
    case 'GET /giftcards/_control/orders':
      controlOrders(res, url.searchParams);
      return true;
    case 'POST /giftcards/_control/reset':
      clearOrders();
      clearBehaviours();
      sendJson(res, 200, { ok: true });
      return true;
  }
  const rewardId = req.method === 'GET' ? REDEEM_PATH.exec(path)?.[1] : undefined;
  if (rewardId === undefined) return false;
  const order = findOrderByRewardId(segment(rewardId));
  if (order) sendHtml(res, 200, redeemPageHtml(order));
  else sendHtml(res, 404, redeemNotFoundHtml(segment(rewardId)));
  return true;
}

/** Answers a /giftcards request; false when no route matches. */
export async function handleGiftcards(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
  try {
    return await dispatch(req, res, url);
  } catch (err) {
    if (!(err instanceof BadRequest)) throw err;
    const field = err instanceof FieldError ? err.field : undefined;
    sendJson(res, err.status, { errors: field ? { message: err.message, field } : { message: err.message } });
    return true;
  }
}
