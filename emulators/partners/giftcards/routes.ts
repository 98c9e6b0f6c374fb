/**
 * The gift-card provider simulator under /giftcards: a Tremendous-style API (products, orders
 * idempotent on external_id, an order read back by id, orders listed by external_id), the page a
 * redeem link opens, an index, and a JSON control API for tests (misbehave per recipient, list
 * orders, reset). Errors use the provider's envelope {errors: {message, field?}} so the adapter is
 * tried on the real shape.
 *
 * The list call follows Tremendous's "List orders" (GET /orders; query `external_id`: "Only return
 * results with a matching external_id", `offset`, `limit` up to 500, default 10; answer
 * `{orders, total_count}`, each order with its `rewards`; statuses CANCELED, OPEN, EXECUTED, FAILED,
 * PENDING APPROVAL, ...): the OpenAPI reference their SDK is generated from (github.com/
 * tremendous-rewards/tremendous-node, api.ts, OrdersApi.listOrders). This simulator's own PENDING
 * stands for their OPEN and PENDING states.
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
  pageOfOrders,
  type GiftcardOrder,
} from './orders';
import { indexHtml, redeemNotFoundHtml, redeemPageHtml } from './pages';
import { GIFTCARD_PRODUCTS } from './products';
import { FieldError, externalIdOf, orderRequestOf } from './validate';

export const GIFTCARDS_PREFIX = '/giftcards';
/** The local key (functions/.secret.local); GIFTCARD_API_KEY overrides it. */
const DEFAULT_GIFTCARD_API_KEY = 'local-giftcard-key';

const API_PREFIX = '/giftcards/api/v2/';
const ORDER_PATH = /^\/giftcards\/api\/v2\/orders\/([^/]+)$/;
const REDEEM_PATH = /^\/giftcards\/redeem\/([^/]+)$/;
const INDEX_ORDERS = 20;
/** The list call's page size: Tremendous's default and maximum. */
const LIST_DEFAULT = 10;
const LIST_MAX = 500;

const giftcardApiKey = () => process.env.GIFTCARD_API_KEY || DEFAULT_GIFTCARD_API_KEY;

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

/** An order as the list call shows it: its rewards as a list, as Tremendous's list answers them. */
function listedOrder(order: GiftcardOrder) {
  const { reward, ...rest } = order;
  return { ...rest, rewards: [reward] };
}

/** A look-up that the recipient's behaviour fails (503), as a provider's read API can be down alone. */
function lookupFails(res: ServerResponse, email: string): boolean {
  if (!behaviourFor(email).lookups_fail) return false;
  sendJson(res, 503, { errors: { message: 'Service unavailable' } });
  return true;
}

function wholeParam(params: URLSearchParams, name: string, min: number, max: number, fallback: number): number {
  const raw = params.get(name);
  if (raw === null) return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max)
    throw new FieldError(`${name} must be a whole number from ${min} to ${max}`, name);
  return value;
}

/**
 * GET /giftcards/api/v2/orders?external_id=&offset=&limit= -> {orders, total_count}, newest first.
 * An unknown external_id lists nothing (200, no orders): the provider has no such order.
 */
function listApiOrders(res: ServerResponse, params: URLSearchParams) {
  const externalId = params.get('external_id') ?? undefined;
  const offset = wholeParam(params, 'offset', 0, Number.MAX_SAFE_INTEGER, 0);
  const limit = wholeParam(params, 'limit', 1, LIST_MAX, LIST_DEFAULT);
  const { orders, total } = pageOfOrders({ externalId }, offset, limit);
  // A look-up by external_id is about its recipient; one that finds nothing, about everyone ('*').
  if (lookupFails(res, externalId !== undefined ? (orders[0]?.reward.recipient.email ?? '') : '')) return;
  sendJson(res, 200, { orders: orders.map(listedOrder), total_count: total });
}

/** Answers an order call, or closes the connection without a word when the behaviour loses answers. */
function answerOrder(res: ServerResponse, email: string, answer: () => void) {
  if (behaviourFor(email).lose_answers) res.destroy();
  else answer();
}

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
    const { email } = existing.reward.recipient;
    await wait(behaviourFor(email).delay_ms);
    return answerOrder(res, email, () => sendJson(res, 200, orderAnswer(existing)));
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
  answerOrder(res, email, answer);
}

/** GET /giftcards/_control/orders?email=&external_id= -> {orders} (newest first, at most 500). */
function controlOrders(res: ServerResponse, params: URLSearchParams) {
  const email = params.get('email');
  const externalId = params.get('external_id');
  sendJson(res, 200, {
    orders: listOrders({ email: email ? normaliseEmail(email) : undefined, externalId: externalId || undefined }),
  });
}

async function handleApi(req: IncomingMessage, res: ServerResponse, route: string, url: URL, path: string): Promise<boolean> {
  if (!authorised(req)) throw new FieldError('Unauthorized', undefined, 401);
  switch (route) {
    case 'GET /giftcards/api/v2/products':
      sendJson(res, 200, { products: GIFTCARD_PRODUCTS });
      return true;
    case 'POST /giftcards/api/v2/orders':
      await placeOrder(req, res);
      return true;
    case 'GET /giftcards/api/v2/orders':
      listApiOrders(res, url.searchParams);
      return true;
  }
  const id = req.method === 'GET' ? ORDER_PATH.exec(path)?.[1] : undefined;
  if (id === undefined) return false;
  const order = findOrder(segment(id));
  if (lookupFails(res, order?.reward.recipient.email ?? '')) return true;
  if (!order) throw new FieldError('Order not found', undefined, 404);
  sendJson(res, 200, { order });
  return true;
}

async function dispatch(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
  const path = url.pathname.replace(/\/$/, '');
  const route = `${req.method} ${path}`;
  if (path.startsWith(API_PREFIX)) return handleApi(req, res, route, url, path);
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
