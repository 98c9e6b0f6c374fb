/**
 * Fixtures of the shopping tests: brands written through the catalogue's own save (so this
 * process's catalogue reloads), activations through the API, postbacks signed as each network
 * signs them (with the adapters' helpers), and the store simulator's JSON calls aimed at this
 * in-process app.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import type { AffiliateNetwork, CashbackRate } from '@pilotmiles/core';
import { db } from '../../src/platform/firebase';
import { saveBrands } from '../../src/shopping/catalog.service';
import { rakutenPostbackQueryString } from '../../src/shopping/rakuten.adapter';
import { signImpactQuery } from '../../src/shopping/impact.adapter';
import { cjSignature } from '../../src/shopping/cj.adapter';
import { SIMULATOR, api, app, authHeader, type TestUser } from '../support/helpers';

export const SECRETS: Readonly<Record<AffiliateNetwork, string>> = {
  rakuten: 'local-rakuten-secret',
  impact: 'local-impact-secret',
  cj: 'local-cj-secret',
};

const hex = (bytes: number) => randomBytes(bytes).toString('hex');
const digits = (n: number) => String(parseInt(hex(6), 16)).padStart(n, '7').slice(0, n);

export interface BrandFixture {
  id: string;
  name: string;
  network: AffiliateNetwork;
  advertiser_id: string;
  category: string;
  rate: CashbackRate;
  approval_days: number;
}

const made: string[] = [];
afterAll(async () => {
  const ids = made.splice(0);
  if (!ids.length) return;
  // Made inactive rather than deleted, as brands are; the save bumps the catalogue version.
  const snaps = await db.getAll(...ids.map((id) => db.collection('brands').doc(id)));
  await saveBrands(snaps.filter((s) => s.exists).map((s) => ({ ...strip(s.data()!), active: false })));
});

const strip = (d: FirebaseFirestore.DocumentData) => {
  const { updated_at: _u, ...rest } = d;
  return rest;
};

/** An active brand (made inactive after the test file); the catalogue of this process reloads at once. */
export async function makeBrand(extra: Record<string, unknown> = {}): Promise<BrandFixture> {
  const id = `t-${hex(5)}`;
  made.push(id);
  const doc = {
    id,
    name: `Test Store ${id.slice(2)}`,
    logo_url: '/images/brands/alder-and-oak.svg',
    category: 'home',
    rate: { kind: 'percent', percent: 5 },
    up_to: false,
    popular: false,
    featured: false,
    description: 'A store for tests.',
    terms: ['Test terms.'],
    network: 'rakuten',
    advertiser_id: digits(9),
    approval_days: 45,
    website: `https://${id}.example`,
    tracking_url: null,
    popularity: 0,
    featured_order: 0,
    active: true,
    ...extra,
  };
  await saveBrands([doc]);
  return doc as unknown as BrandFixture;
}

/** Changes fields of a brand made here (through the catalogue's save). */
export async function updateBrand(id: string, fields: Record<string, unknown>) {
  const snap = await db.collection('brands').doc(id).get();
  await saveBrands([{ ...strip(snap.data()!), ...fields }]);
}

/** An activation through the API: its sub-id and link. */
export async function activate(user: TestUser, brandId: string): Promise<{ sub_id: string; url: string }> {
  const res = await api().post(`/api/shopping/v2/activate/${brandId}`).set(authHeader(user));
  if (res.status !== 201) throw new Error(`activate failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** Moves an activation into the past (claims need one on or before the order date). */
export async function backdateActivation(subId: string, daysAgo: number) {
  const at = new Date(Date.now() - daysAgo * 24 * 60 * 60 * 1000);
  await db.collection('shopActivations').doc(subId).update({ created_at: Timestamp.fromDate(at), day_key: at.toISOString().slice(0, 10) });
}

/** A report in our terms, sent as the network sends it. */
export interface Report {
  subId: string;
  orderId: string;
  advertiserId: string;
  sale: number | string;
  commission?: number | string;
  /** The network's own status word. */
  status: string;
}

const money = (v: number | string) => (typeof v === 'number' ? v.toFixed(2) : v);

/** The raw query string (and headers) of a postback, signed correctly unless a secret is given. */
export function postbackRequest(network: AffiliateNetwork, r: Report, secret = SECRETS[network]): { query: string; headers: Record<string, string> } {
  const commission = money(r.commission ?? 1);
  switch (network) {
    case 'rakuten':
      return {
        query: rakutenPostbackQueryString(
          { u1: r.subId, order_id: r.orderId, mid: r.advertiserId, sale_amount: money(r.sale), commissions: commission, status: r.status },
          secret,
        ),
        headers: {},
      };
    case 'impact': {
      const q = new URLSearchParams({ subId1: r.subId, OrderId: r.orderId, CampaignId: r.advertiserId, SaleAmount: money(r.sale), Payout: commission, ActionStatus: r.status });
      return { query: signImpactQuery(q.toString(), secret), headers: {} };
    }
    case 'cj': {
      const q = new URLSearchParams({ sid: r.subId, oid: r.orderId, cid: r.advertiserId, saleAmount: money(r.sale), commissionAmount: commission, actionStatus: r.status }).toString();
      return { query: q, headers: { 'x-cj-signature': cjSignature(q, secret) } };
    }
  }
}

/** GET /api/postbacks/{network} with a raw query string (signatures cover it byte for byte). */
export function sendRaw(network: string, query: string, headers: Record<string, string> = {}, ip?: string) {
  let req = api().get(`/api/postbacks/${network}?${query}`);
  for (const [k, v] of Object.entries(headers)) req = req.set(k, v);
  return ip ? req.set('x-forwarded-for', ip) : req;
}

/** A postback as the network sends it. */
export function postback(network: AffiliateNetwork, r: Report, secret?: string) {
  const { query, headers } = postbackRequest(network, r, secret);
  return sendRaw(network, query, headers);
}

/** Each network's words for our statuses. */
export const WORDS: Readonly<Record<AffiliateNetwork, { pending: string; approved: string; reversed: string; rejected: string }>> = {
  rakuten: { pending: 'pending', approved: 'approved', reversed: 'returned', rejected: 'cancelled' },
  impact: { pending: 'PENDING', approved: 'APPROVED', reversed: 'REVERSED', rejected: 'REJECTED' },
  cj: { pending: 'new', approved: 'locked', reversed: 'corrected', rejected: 'declined' },
};

export const newOrderId = (prefix = 'T') => `${prefix}-${hex(6).toUpperCase()}`;

export async function conversion(network: string, orderId: string) {
  return (await db.collection('conversions').doc(`shop:${network}:${orderId}`).get()).data();
}

/** This app on a local port, for the store simulator's postbacks. */
export async function listen(): Promise<{ server: Server; apiBase: string }> {
  const server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  return { server, apiBase: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api` };
}

export interface SimOrder {
  id: string;
  status: string;
  sale: number;
  commission: number;
  subId: string;
}
export interface SimSent {
  status: number | null;
  body: string;
  url: string;
  error?: string;
}

async function simulator(path: string, body: unknown) {
  const res = await fetch(`${SIMULATOR}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`simulator ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as { order: SimOrder; sent: SimSent };
}

/** A purchase at the store simulator; its pending postback goes to `apiBase`. */
export const buyAtSimulator = (body: { network: AffiliateNetwork; brand: string; sid: string; amount?: number; sku?: string; api_base: string }) =>
  simulator('/affiliates/orders', body);

/** The network approves an order or reports its return. */
export const settleAtSimulator = (orderId: string, action: 'approve' | 'reverse', force = false) =>
  simulator(`/affiliates/orders/${orderId}/${action}`, { force });
