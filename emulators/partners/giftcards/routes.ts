/**
 * The gift-card provider simulator under /giftcards: Tremendous's API v2 (base .../api/v2, bearer
 * key): products; POST /orders, idempotent on external_id (a new order 200; the same external_id
 * with the same order 201 and the order already made; with other parameters 409); an order read
 * back by id or external_id; orders listed by external_id; a reward's link generated again
 * (POST /rewards/{id}/generate_link); the page a redeem link opens; an index; and a JSON control
 * API for tests (misbehave per recipient, list orders, reset). Errors use Tremendous's envelope
 * {errors: {message, payload?}} so the adapter is tried on the real shape. Everything here follows
 * the OpenAPI reference Tremendous's SDK is generated from (github.com/tremendous-rewards/
 * tremendous-node, api.ts: OrdersApi.createOrder / getOrder / listOrders, RewardsApi.generateRewardLink,
 * ProductsApi.listProducts, ErrorModel).
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
  apiOrder,
  clearOrders,
  createOrder,
  findOrder,
  findOrderByExternalId,
  findOrderByRewardId,
  listOrders,
  pageOfOrders,
  redeemLink,
  type GiftcardOrder,
} from './orders';
import { indexHtml, redeemNotFoundHtml, redeemPageHtml } from './pages';
import { GIFTCARD_PRODUCTS, type GiftcardProduct } from './products';
import { FieldError, orderRequestOf, sameOrder } from './validate';

export const GIFTCARDS_PREFIX = '/giftcards';
/** The local key (functions/.secret.local); GIFTCARD_API_KEY overrides it. */
const DEFAULT_GIFTCARD_API_KEY = 'local-giftcard-key';

const API_PREFIX = '/giftcards/api/v2/';
const ORDER_PATH = /^\/giftcards\/api\/v2\/orders\/([^/]+)$/;
const GENERATE_LINK_PATH = /^\/giftcards\/api\/v2\/rewards\/([^/]+)\/generate_link$/;
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

/** The answer to POST /orders: the order, with a LINK reward's link. */
const orderAnswer = (order: GiftcardOrder) => ({ order: apiOrder(findOrder(order.id) ?? order, { withLink: true }) });

/** A product as Tremendous's product list shows it (its `skus` are the value range). */
const apiProduct = (p: GiftcardProduct) => ({
  id: p.id,
  name: p.name,
  description: `${p.name} (simulator)`,
  category: p.delivery_method === 'PAYPAL' ? 'paypal' : 'merchant_card',
  disclosure: '',
  currency_codes: [p.currency],
  countries: [{ abbr: 'US' }],
  images: [],
  skus: [{ min: p.min_value, max: p.max_value }],
});

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
  sendJson(res, 200, { orders: orders.map((o) => apiOrder(o, { withLink: false })), total_count: total });
}

/** Answers an order call, or closes the connection without a word when the behaviour loses answers. */
function answerOrder(res: ServerResponse, email: string, answer: () => void) {
  if (behaviourFor(email).lose_answers) res.destroy();
  else answer();
}

/**
 * POST /giftcards/api/v2/orders. A known external_id answers its order (201, as Tremendous answers
 * a repeated external_id) even while the first call is still held by delay_ms, so a retry never
 * orders twice; the same external_id with another product, value or recipient is a 409 (Tremendous:
 * "a conflicting resource"). A new order (200) is decided and recorded at once and only the answer
 * waits out the delay; a transient failure (503) records nothing, so a retry with the same
 * external_id creates the order.
 */
async function placeOrder(req: IncomingMessage, res: ServerResponse) {
  const body = await readJson(req);
  const request = orderRequestOf(body);
  const existing = findOrderByExternalId(request.externalId);
  if (existing) {
    const { email } = existing.reward.recipient;
    await wait(behaviourFor(email).delay_ms);
    const { product_id, value } = existing.reward;
    if (!sameOrder(request, { product_id, denomination: value.denomination, email }))
      return answerOrder(res, email, () =>
        sendJson(res, 409, new FieldError(`An order with external_id ${request.externalId} exists with other parameters`, 'external_id').body()),
      );
    return answerOrder(res, email, () => sendJson(res, 201, orderAnswer(existing)));
  }
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
      sendJson(res, 200, { products: GIFTCARD_PRODUCTS.map(apiProduct) });
      return true;
    case 'POST /giftcards/api/v2/orders':
      await placeOrder(req, res);
      return true;
    case 'GET /giftcards/api/v2/orders':
      listApiOrders(res, url.searchParams);
      return true;
  }
  const rewardId = req.method === 'POST' ? GENERATE_LINK_PATH.exec(path)?.[1] : undefined;
  if (rewardId !== undefined) return generateLink(res, segment(rewardId));
  const id = req.method === 'GET' ? ORDER_PATH.exec(path)?.[1] : undefined;
  if (id === undefined) return false;
  // "In case the order has an external_id ... it's possible to use it instead" of the id.
  const order = findOrder(segment(id)) ?? findOrderByExternalId(segment(id));
  if (lookupFails(res, order?.reward.recipient.email ?? '')) return true;
  if (!order) throw new FieldError('Order not found', undefined, 404);
  sendJson(res, 200, { order: apiOrder(order, { withLink: false }) });
  return true;
}

/**
 * POST /giftcards/api/v2/rewards/{id}/generate_link -> {reward: {id, link}}: the link of a reward
 * delivered by LINK. A reward not yet delivered has no link to give: 403 (a status Tremendous's
 * reference lists for this call; its wording for the case is not documented).
 */
function generateLink(res: ServerResponse, rewardId: string): true {
  const order = findOrderByRewardId(rewardId);
  if (lookupFails(res, order?.reward.recipient.email ?? '')) return true;
  if (!order) throw new FieldError('Reward not found', undefined, 404);
  if (order.status !== 'EXECUTED' || order.reward.requested_method !== 'LINK')
    throw new FieldError('This reward has no link to generate', undefined, 403);
  sendJson(res, 200, { reward: { id: rewardId, link: redeemLink(rewardId) } });
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
    sendJson(res, err.status, err instanceof FieldError ? err.body() : { errors: { message: err.message } });
    return true;
  }
}
