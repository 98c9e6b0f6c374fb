/**
 * The affiliate-network simulator under /affiliates: Rakuten Advertising, Impact and CJ in one, with
 * their stores. An affiliate link (`/affiliates/{network}/click?brand={advertiserId}&{u1|subId1|sid}=`)
 * lands on the store; Buy records an order and fires the network's pending postback to our API;
 * the orders page approves (days later, in real life) or returns it, each a postback too. JSON for
 * tests: POST /affiliates/orders, POST /affiliates/orders/{id}/approve|reverse, GET /affiliates/orders?sid=.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { BadRequest, readBody, sendHtml, sendJson } from '../http';
import { NETWORKS, findAdvertiser, type Advertiser, type Network } from './advertisers';
import { listOrders, placeOrder, settleOrder } from './orders';
import { errorHtml, indexHtml, orderPlacedHtml, ordersPageHtml, storePageHtml } from './pages';
import { apiBase } from './postbacks';

export const AFFILIATES_PREFIX = '/affiliates';

/** The sub-id parameter of each network's links (our activations' ids come back in reports). */
export const SUB_ID_PARAMS: Readonly<Record<Network, string>> = { rakuten: 'u1', impact: 'subId1', cj: 'sid' };

const SUB_ID_MAX = 200;
const CLICK = /^\/affiliates\/(rakuten|impact|cj)\/click$/;
const STORE = /^\/affiliates\/store\/(rakuten|impact|cj)\/([A-Za-z0-9_-]+)$/;
const BUY = /^\/affiliates\/store\/(rakuten|impact|cj)\/([A-Za-z0-9_-]+)\/buy$/;
const SETTLE = /^\/affiliates\/orders\/([A-Za-z0-9-]+)\/(approve|reverse)$/;

const isNetwork = (v: unknown): v is Network => NETWORKS.includes(v as Network);

function subIdOf(value: unknown): string {
  if (typeof value !== 'string' || !value || value.length > SUB_ID_MAX)
    throw new BadRequest('this link has no sub-id: PilotMiles adds one when a member activates cashback');
  return value;
}

function advertiserOf(network: unknown, advertiserId: unknown): Advertiser {
  const a = isNetwork(network) && typeof advertiserId === 'string' ? findAdvertiser(network, advertiserId) : undefined;
  if (!a) throw new BadRequest(`unknown store ${JSON.stringify(advertiserId ?? null)} at ${JSON.stringify(network ?? null)}`, 404);
  return a;
}

function apiBaseOf(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string' || !/^https?:\/\/[^\s]+$/.test(value)) throw new BadRequest('api_base must be an http(s) URL');
  return value;
}

/** A form body or a JSON one (the same paths serve the pages' forms and the tests). */
async function readInput(req: IncomingMessage): Promise<{ json: boolean; fields: Record<string, unknown> }> {
  const raw = await readBody(req);
  const type = req.headers['content-type'] ?? '';
  if (type.includes('application/x-www-form-urlencoded')) return { json: false, fields: Object.fromEntries(new URLSearchParams(raw)) };
  if (!raw) return { json: true, fields: {} };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new BadRequest('body must be JSON');
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new BadRequest('body must be a JSON object');
  return { json: true, fields: value as Record<string, unknown> };
}

const wantsHtml = (req: IncomingMessage) => (req.headers.accept ?? '').includes('text/html');

/** The product bought: a sku of the store, or (JSON) an `amount` in dollars for any sale. */
function purchaseOf(a: Advertiser, fields: Record<string, unknown>): { product: string; sale: number } {
  if (fields.amount !== undefined) {
    const sale = fields.amount;
    if (typeof sale !== 'number' || !(sale > 0) || sale > 100_000 || Math.round(sale * 100) !== sale * 100)
      throw new BadRequest('amount must be dollars above 0 with at most 2 decimals');
    return { product: 'Custom order', sale };
  }
  const product = a.products.find((p) => p.sku === fields.sku) ?? (fields.sku === undefined ? a.products[0] : undefined);
  if (!product) throw new BadRequest(`unknown sku ${JSON.stringify(fields.sku)} at ${a.name}`);
  return { product: product.name, sale: product.price };
}

/** Answers a /affiliates request; false when no route matches. */
export async function handleAffiliates(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
  const path = url.pathname.replace(/\/$/, '');
  const html = req.method === 'GET' || wantsHtml(req);
  try {
    if (req.method === 'GET' && path === AFFILIATES_PREFIX) {
      sendHtml(res, 200, indexHtml(apiBase()));
      return true;
    }

    const click = req.method === 'GET' ? CLICK.exec(path) : null;
    if (click) {
      const network = click[1] as Network;
      const a = advertiserOf(network, url.searchParams.get('brand'));
      const subId = subIdOf(url.searchParams.get(SUB_ID_PARAMS[network]) ?? url.searchParams.get('sid'));
      res.writeHead(302, { location: `/affiliates/store/${network}/${a.advertiserId}?sid=${encodeURIComponent(subId)}`, 'cache-control': 'no-store' });
      res.end();
      return true;
    }

    const store = req.method === 'GET' ? STORE.exec(path) : null;
    if (store) {
      const a = advertiserOf(store[1], store[2]);
      sendHtml(res, 200, storePageHtml(a, subIdOf(url.searchParams.get('sid'))));
      return true;
    }

    const buy = req.method === 'POST' ? BUY.exec(path) : null;
    if (buy) {
      const a = advertiserOf(buy[1], buy[2]);
      const { fields } = await readInput(req);
      const { product, sale } = purchaseOf(a, fields);
      const { order, sent } = await placeOrder({ advertiser: a, subId: subIdOf(fields.sid), product, sale });
      sendHtml(res, 200, orderPlacedHtml(a, order, sent));
      return true;
    }

    if (path === '/affiliates/orders' && req.method === 'GET') {
      const sid = url.searchParams.get('sid');
      if (wantsHtml(req)) sendHtml(res, 200, ordersPageHtml(listOrders(sid), undefined, sid));
      else sendJson(res, 200, { orders: listOrders(sid) });
      return true;
    }

    if (path === '/affiliates/orders' && req.method === 'POST') {
      const { fields } = await readInput(req);
      const a = advertiserOf(fields.network, fields.brand);
      const { product, sale } = purchaseOf(a, fields);
      const result = await placeOrder({ advertiser: a, subId: subIdOf(fields.sid), product, sale, apiBase: apiBaseOf(fields.api_base) });
      sendJson(res, 201, result);
      return true;
    }

    const settle = req.method === 'POST' ? SETTLE.exec(path) : null;
    if (settle) {
      const { json, fields } = await readInput(req);
      if (fields.force !== undefined && typeof fields.force !== 'boolean') throw new BadRequest('force must be true or false');
      const result = await settleOrder(settle[1]!, settle[2] as 'approve' | 'reverse', fields.force === true);
      if (json && !wantsHtml(req)) sendJson(res, 200, result);
      else sendHtml(res, 200, ordersPageHtml(listOrders(), result));
      return true;
    }
    return false;
  } catch (err) {
    if (!(err instanceof BadRequest)) throw err;
    if (html) sendHtml(res, err.status, errorHtml(err.message));
    else sendJson(res, err.status, { error: err.message });
    return true;
  }
}

