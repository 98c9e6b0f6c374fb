/**
 * Fixtures of the shopping tests: brands written through the catalogue's own save (so this
 * process's catalogue reloads), activations through the API, postbacks in each pushing network's
 * format (Rakuten's transactions, Impact's notifications, with our token), and the store
 * simulator's JSON calls aimed at this in-process app (its pushes, its Actions and Commission
 * Detail APIs).
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
import { SIMULATOR, api, app, authHeader, type TestUser } from '../support/helpers';

/** The postback tokens of the local settings (functions/.secret.local). */
export const SECRETS = { rakuten: 'local-rakuten-secret', impact: 'local-impact-secret' } as const;

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

/** A Rakuten transaction (Postback API fields); a return has a negative sale. */
export interface RakutenTransaction {
  subId: string;
  orderId: string;
  advertiserId: string;
  sale: number | string;
  commission?: number | string;
  isEvent?: string;
  etransactionId?: string;
  currency?: string;
}

const money = (v: number | string) => (typeof v === 'number' ? v.toFixed(2) : v);

/** The query string of a Rakuten postback as our registered template fills it (with the token unless another is given). */
export function rakutenQuery(t: RakutenTransaction, token: string = SECRETS.rakuten): string {
  return rakutenPostbackQueryString(
    {
      is_event: t.isEvent ?? 'false',
      etransaction_id: t.etransactionId ?? hex(10),
      order_id: t.orderId,
      advertiser_id: t.advertiserId,
      u1: t.subId,
      sale_amount: money(t.sale),
      commissions: money(t.commission ?? 1),
      currency: t.currency ?? 'USD',
    },
    token,
  );
}

/** GET /api/postbacks/{network} with a raw query string. */
export function sendRaw(network: string, query: string, headers: Record<string, string> = {}, ip?: string) {
  let req = api().get(`/api/postbacks/${network}?${query}`);
  for (const [k, v] of Object.entries(headers)) req = req.set(k, v);
  return ip ? req.set('x-forwarded-for', ip) : req;
}

/** A Rakuten transaction pushed to our API. */
export const rakutenPostback = (t: RakutenTransaction, token?: string) => sendRaw('rakuten', rakutenQuery(t, token));

/** An Impact notification with these macros filled in (ActionId first), and our token unless another is given. */
export function impactQuery(macros: Record<string, string>, token: string | null = SECRETS.impact): string {
  return new URLSearchParams({ ...macros, ...(token === null ? {} : { token }) }).toString();
}

/** Each network's word for our statuses (what `postback` takes): Rakuten has none for an approval. */
export const WORDS = {
  rakuten: { pending: 'transaction', reversed: 'return' },
  impact: { pending: 'PENDING', approved: 'APPROVED', reversed: 'REVERSED', rejected: 'REVERSED' },
} as const;

/** A report in our terms, for `postback`. */
export interface Report {
  subId: string;
  orderId: string;
  advertiserId: string;
  sale: number;
  commission?: number;
  /** The network's word (WORDS), or ours: pending, approved, reversed. */
  status: string;
}

/**
 * A report delivered the way its network can deliver it, for tests about what follows (holds,
 * debts): Rakuten as a transaction (a return: negative), Impact as an action recorded at the
 * simulator (its test control) and a notification naming it. Rakuten pushes no approval and CJ
 * pushes nothing: asking for those is an error, not a fake.
 */
export async function postback(network: AffiliateNetwork, r: Report) {
  if (network === 'rakuten') {
    if (r.status === 'pending' || r.status === WORDS.rakuten.pending) return rakutenPostback({ ...r });
    if (r.status === 'reversed' || r.status === WORDS.rakuten.reversed) return rakutenPostback({ ...r, sale: -Math.abs(r.sale), commission: -Math.abs(r.commission ?? 1) });
    throw new Error(`Rakuten pushes no "${r.status}" (its postbacks are transactions): approve Rakuten orders as staff, or use Impact`);
  }
  if (network === 'cj') throw new Error('CJ pushes nothing: buy at the simulator and run syncCjCommissions');
  const state = ({ pending: 'PENDING', approved: 'APPROVED', reversed: 'REVERSED', rejected: 'REVERSED' } as Record<string, string>)[r.status] ?? r.status;
  const actionId = `${r.advertiserId}.${r.orderId}`;
  const res = await fetch(`${SIMULATOR}/affiliates/impact/control/actions/${actionId}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ campaign_id: r.advertiserId, sub_id: r.subId, oid: r.orderId, amount: r.sale, payout: r.commission ?? 1, state }),
  });
  if (!res.ok) throw new Error(`simulator control: ${res.status} ${await res.text()}`);
  return sendRaw('impact', impactQuery({ ActionId: actionId, Status: state }));
}

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
  /** Impact's action. */
  action?: { id: string; state: string };
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
  return (await res.json()) as { order: SimOrder; sent: SimSent | null };
}

/** A purchase at the store simulator; Rakuten's and Impact's push goes to `apiBase` (CJ pushes nothing). */
export const buyAtSimulator = (body: { network: AffiliateNetwork; brand: string; sid: string; amount?: number; sku?: string; api_base?: string }) =>
  simulator('/affiliates/orders', body);

/** The network approves an order, reports its return, or (Impact) the brand modifies its amount. */
export const settleAtSimulator = (orderId: string, action: 'approve' | 'reverse' | 'adjust', options: { force?: boolean; amount?: number } = {}) =>
  simulator(`/affiliates/orders/${orderId}/${action}`, options);

/** The simulator's answer to a move it refuses (409: not something the network does). */
export async function settleRefused(orderId: string, action: 'approve' | 'reverse' | 'adjust', body: Record<string, unknown> = {}) {
  const res = await fetch(`${SIMULATOR}/affiliates/orders/${orderId}/${action}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, error: ((await res.json()) as { error?: string }).error };
}
