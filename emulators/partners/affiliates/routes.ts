/**
 * The affiliate-network simulator under /affiliates: Rakuten Advertising, Impact and CJ in one, with
 * their stores. An affiliate link (`/affiliates/{network}/click?brand={advertiserId}&{u1|subId1|sid}=`,
 * the sub-id in the network's own, case-sensitive parameter) lands on the store; Buy records an
 * order, which Rakuten and Impact push to our API (postbacks.ts) and CJ lists in its Commission
 * Detail API (cjApi.ts); Impact's Actions API serves the action (impactApi.ts). The orders page
 * moves an order the ways its network documents (orders.ts). JSON for tests: POST /affiliates/orders,
 * POST /affiliates/orders/{id}/approve|reverse|adjust, GET /affiliates/orders?sid=.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { BadRequest, readBody, sendHtml, sendJson } from '../http';
import { NETWORKS, findAdvertiser, type Advertiser, type Network } from './advertisers';
import { handleCjApi } from './cjApi';
import { handleImpactApi } from './impactApi';
import { listOrders, placeOrder, settleOrder, upsertImpactAction, type SettleAction } from './orders';
import { errorHtml, indexHtml, orderPlacedHtml, ordersPageHtml, storePageHtml } from './pages';
import { apiBase } from './settings';

export const AFFILIATES_PREFIX = '/affiliates';

/**
 * The parameter of each network's links that carries our member reference back in its reports:
 * Rakuten's member ID field `u1` ("a lowercase u and the numeral 1", up to 72 alphanumeric
 * characters: Signature Implementation Guidelines), Impact's `subId1` (Sub ID parameters), CJ's
 * `sid` (the shopper id its Commission Detail API returns as shopperId).
 */
export const SUB_ID_PARAMS: Readonly<Record<Network, string>> = { rakuten: 'u1', impact: 'subId1', cj: 'sid' };

/** What each network documents about the value (Rakuten only); the others: the simulator's own bound. */
const SUB_ID_VALUES: Readonly<Record<Network, { pattern: RegExp; rule: string }>> = {
  rakuten: { pattern: /^[A-Za-z0-9]{1,72}$/, rule: 'up to 72 alphanumeric characters' },
  impact: { pattern: /^[^\s]{1,200}$/, rule: 'at most 200 characters, no spaces' },
  cj: { pattern: /^[^\s]{1,200}$/, rule: 'at most 200 characters, no spaces' },
};

const SUB_ID_MAX = 200;
const CLICK = /^\/affiliates\/(rakuten|impact|cj)\/click$/;
const STORE = /^\/affiliates\/store\/(rakuten|impact|cj)\/([A-Za-z0-9_-]+)$/;
const BUY = /^\/affiliates\/store\/(rakuten|impact|cj)\/([A-Za-z0-9_-]+)\/buy$/;
const CONTROL_ACTION = /^\/affiliates\/impact\/control\/actions\/([A-Za-z0-9._-]{1,64})$/;
const SETTLE = /^\/affiliates\/orders\/([A-Za-z0-9-]+)\/(approve|reverse|adjust)$/;

const isNetwork = (v: unknown): v is Network => NETWORKS.includes(v as Network);

/**
 * The sub-id of a network's link, refused off contract: missing or repeated, in another case
 * (`U1`, `subid1`), in another network's parameter, or a value the network does not take.
 */
function linkSubIdOf(network: Network, params: URLSearchParams): string {
  const name = SUB_ID_PARAMS[network];
  for (const key of new Set(params.keys())) {
    if (key === name) continue;
    if (key.toLowerCase() === name.toLowerCase())
      throw new BadRequest(`${network} links carry the sub-id in ${name} (case-sensitive), not ${key}`);
    if (Object.values(SUB_ID_PARAMS).some((p) => p.toLowerCase() === key.toLowerCase()))
      throw new BadRequest(`${key} is not a ${network} parameter: ${network} links carry the sub-id in ${name}`);
  }
  const values = params.getAll(name);
  if (values.length > 1) throw new BadRequest(`this link carries ${name} ${values.length} times`);
  const value = subIdOf(values[0]);
  const { pattern, rule } = SUB_ID_VALUES[network];
  if (!pattern.test(value)) throw new BadRequest(`${name} must be ${rule}`);
  return value;
}

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

    if (handleImpactApi(req, res, url) || (await handleCjApi(req, res, url))) return true;

    const click = req.method === 'GET' ? CLICK.exec(path) : null;
    if (click) {
      const network = click[1] as Network;
      const a = advertiserOf(network, url.searchParams.get('brand'));
      const subId = linkSubIdOf(network, url.searchParams);
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

    // Test control (not Impact's API): an action for any campaign, sub-id, order and state.
    const control = req.method === 'PUT' ? CONTROL_ACTION.exec(path) : null;
    if (control) {
      const { fields } = await readInput(req);
      const text = (name: string, pattern: RegExp) => {
        const v = fields[name];
        if (typeof v !== 'string' || !pattern.test(v)) throw new BadRequest(`${name} must match ${pattern}`);
        return v;
      };
      const dollars = (name: string) => {
        const v = fields[name];
        if (typeof v !== 'number' || !Number.isFinite(v) || Math.round(v * 100) !== v * 100) throw new BadRequest(`${name} must be dollars`);
        return v;
      };
      const state = fields.state;
      if (state !== 'PENDING' && state !== 'APPROVED' && state !== 'REVERSED') throw new BadRequest('state must be PENDING, APPROVED or REVERSED');
      const order = upsertImpactAction({
        id: control[1]!,
        campaignId: text('campaign_id', /^[0-9]{1,12}$/),
        subId: text('sub_id', /^[^\s]{1,200}$/),
        oid: text('oid', /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/),
        amount: dollars('amount'),
        payout: fields.payout === undefined ? 0 : dollars('payout'),
        state,
      });
      sendJson(res, 200, { order });
      return true;
    }

    const settle = req.method === 'POST' ? SETTLE.exec(path) : null;
    if (settle) {
      const { json, fields } = await readInput(req);
      if (fields.force !== undefined && typeof fields.force !== 'boolean') throw new BadRequest('force must be true or false');
      const amount = fields.amount === undefined ? undefined : typeof fields.amount === 'number' ? fields.amount : Number(fields.amount);
      const result = await settleOrder(settle[1]!, settle[2] as SettleAction, { force: fields.force === true, amount });
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

