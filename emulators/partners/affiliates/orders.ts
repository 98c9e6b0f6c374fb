/**
 * Orders placed at the simulated stores, in memory (the last 500), and what each network does
 * with them, as each documents it (docs/shopping.md, "Networks"):
 *
 * - Rakuten Advertising pushes each transaction it processes (Postback API): the sale at once,
 *   a return later as a transaction with negative amounts. It pushes no approval.
 * - Impact tracks an action (PENDING) and pushes an event notification on every change: the
 *   brand modifies it (a new Amount), approves it (APPROVED: final) or reverses it (REVERSED).
 *   The Actions API serves the action.
 * - CJ pushes nothing: the Commission Detail API lists the commission (`new`), `locked` once the
 *   advertiser lets it lock, and a correction record when the advertiser corrects it before then.
 */
import { randomBytes } from 'node:crypto';
import { BadRequest } from '../http';
import { commissionOn, findAdvertiser, type Advertiser, type Network } from './advertisers';
import { sendImpactPostback, sendRakutenPostback, type SentPostback } from './postbacks';

export type OrderStatus = 'pending' | 'approved' | 'reversed';

/** Impact's action (Actions API): what its state and amounts are now. */
export interface ImpactAction {
  id: string;
  state: 'PENDING' | 'APPROVED' | 'REVERSED';
  amount: number;
  payout: number;
  intendedAmount: number;
  intendedPayout: number;
  deltaAmount: number;
  deltaPayout: number;
  eventDate: string;
  lockingDate: string;
}

/** One record of CJ's Commission Detail API: the original commission, or a correction of it. */
export interface CjCommission {
  commissionId: string;
  originalActionId: string;
  original: boolean;
  actionStatus: 'new' | 'extended' | 'locked' | 'closed';
  correctionReason: string | null;
  saleAmountUsd: number;
  pubCommissionAmountUsd: number;
  eventDate: string;
  postingDate: string;
  lockingDate: string;
}

export interface StoreOrder {
  id: string;
  network: Network;
  advertiserId: string;
  brandKey: string;
  brandName: string;
  /** Our sub-id from the affiliate link. */
  subId: string;
  product: string;
  /** Dollars. */
  sale: number;
  commission: number;
  status: OrderStatus;
  created_at: string;
  updated_at: string;
  /** Where this order's postbacks go (the API base given at purchase, or the default). */
  apiBase: string | null;
  postbacks: SentPostback[];
  /** Rakuten only: the transactions pushed (the sale, then a return), by Rakuten's TID. */
  transactions?: { id: string; sign: 1 | -1 }[];
  /** Impact only. */
  action?: ImpactAction;
  /** CJ only: the records its API lists for this order, oldest first. */
  commissions?: CjCommission[];
}

const KEEP = 500;
const orders: StoreOrder[] = [];
const DAY_MS = 24 * 60 * 60 * 1000;

/** Newest first; only one sub-id's when given. */
export const listOrders = (subId?: string | null): StoreOrder[] => [...orders].reverse().filter((o) => !subId || o.subId === subId);

export const findOrder = (id: string) => orders.find((o) => o.id === id);

/** A store's order number: its prefix and 10 characters unique across restarts (time and randomness). */
function newOrderId(advertiser: Advertiser): string {
  const time = Date.now().toString(36).toUpperCase();
  const random = randomBytes(3).toString('hex').toUpperCase();
  return `${advertiser.orderPrefix}-${time}${random}`;
}

/** Impact's action ids look like 1000.4636.158133 (campaign, then numbers). */
const newActionId = (campaignId: string) => `${campaignId}.${Date.now() % 10_000}.${parseInt(randomBytes(3).toString('hex'), 16)}`;

/** CJ commission ids: 16 digits, increasing (the API pages by `sinceCommissionId`). */
let lastCommissionId = 0n;
function newCommissionId(): string {
  const next = BigInt(Date.now()) * 1000n;
  lastCommissionId = next > lastCommissionId ? next : lastCommissionId + 1n;
  return lastCommissionId.toString().padStart(16, '0');
}

const iso = (ms: number) => new Date(ms).toISOString();
const round2 = (n: number) => Math.round(n * 100) / 100;

function notify(order: StoreOrder, sent: SentPostback | null): SentPostback | null {
  if (sent) order.postbacks.push(sent);
  return sent;
}

export interface Purchase {
  advertiser: Advertiser;
  subId: string;
  product: string;
  sale: number;
  apiBase?: string | null;
}

/**
 * Records a purchase. Rakuten and Impact push it (resolving once our API answered); CJ only lists
 * it in its Commission Detail API, so nothing is sent (`sent: null`).
 */
export async function placeOrder(purchase: Purchase): Promise<{ order: StoreOrder; sent: SentPostback | null }> {
  const now = Date.now();
  const { advertiser } = purchase;
  const commission = commissionOn(advertiser, purchase.sale);
  const order: StoreOrder = {
    id: newOrderId(advertiser),
    network: advertiser.network,
    advertiserId: advertiser.advertiserId,
    brandKey: advertiser.key,
    brandName: advertiser.name,
    subId: purchase.subId,
    product: purchase.product,
    sale: purchase.sale,
    commission,
    status: 'pending',
    created_at: iso(now),
    updated_at: iso(now),
    apiBase: purchase.apiBase ?? null,
    postbacks: [],
  };
  if (order.network === 'impact')
    order.action = {
      id: newActionId(order.advertiserId),
      state: 'PENDING',
      amount: order.sale,
      payout: commission,
      intendedAmount: order.sale,
      intendedPayout: commission,
      deltaAmount: order.sale,
      deltaPayout: commission,
      eventDate: iso(now),
      lockingDate: iso(now + 30 * DAY_MS),
    };
  if (order.network === 'cj') {
    const commissionId = newCommissionId();
    order.commissions = [
      {
        commissionId,
        originalActionId: commissionId,
        original: true,
        actionStatus: 'new',
        correctionReason: null,
        saleAmountUsd: order.sale,
        pubCommissionAmountUsd: commission,
        eventDate: iso(now),
        postingDate: iso(now),
        lockingDate: iso(now + 30 * DAY_MS),
      },
    ];
  }
  orders.push(order);
  if (orders.length > KEEP) orders.splice(0, orders.length - KEEP);
  return { order, sent: await pushNow(order, 'sale', false) };
}

type Change = 'sale' | 'modified' | 'approved' | 'reversed';

/** What the network pushes for a change, if it pushes anything (`resend`: the same push again). */
function pushNow(order: StoreOrder, change: Change, resend: boolean): Promise<SentPostback | null> {
  switch (order.network) {
    case 'rakuten':
      // A return is its own transaction, with negative amounts.
      return sendRakutenPostback(order, change === 'reversed' ? -1 : 1, resend).then((s) => notify(order, s));
    case 'impact':
      return sendImpactPostback(order).then((s) => notify(order, s));
    case 'cj':
      return Promise.resolve(null);
  }
}

export type SettleAction = 'approve' | 'reverse' | 'adjust';

const refuse = (message: string) => {
  throw new BadRequest(message, 409);
};

/**
 * The network moves an order: approves it (the store's return window closed), reverses it (a
 * return), or (Impact) the brand modifies its amount while pending. Only the moves the network
 * documents exist. `force` re-sends the push whatever the order's state (a network retrying).
 */
export async function settleOrder(
  id: string,
  action: SettleAction,
  options: { force?: boolean; amount?: number } = {},
): Promise<{ order: StoreOrder; sent: SentPostback | null }> {
  const order = findOrder(id);
  if (!order) throw new BadRequest(`unknown order ${id}`, 404);
  const now = Date.now();
  const force = options.force === true;

  if (order.network === 'rakuten') {
    if (action !== 'reverse')
      refuse('Rakuten Advertising pushes no approval or modification: its Postback API reports transactions (a return is a negative one); approval is in the Signature Reconciliation Feed');
    if (order.status === 'reversed' && !force) refuse(`order ${id} is returned already`);
  }

  if (order.network === 'impact') {
    const a = order.action!;
    if (!force && a.state !== 'PENDING') refuse(`action ${a.id} is ${a.state}: an approved or reversed action is final`);
    if (action === 'adjust') {
      const amount = options.amount;
      if (typeof amount !== 'number' || !(amount > 0) || amount >= a.amount || Math.round(amount * 100) !== amount * 100)
        throw new BadRequest('amount must be dollars above 0 and below the current amount');
      const payout = commissionOn(findAdvertiser(order.network, order.advertiserId)!, amount);
      a.deltaAmount = round2(amount - a.amount);
      a.deltaPayout = round2(payout - a.payout);
      a.amount = amount;
      a.payout = payout;
      order.sale = amount;
      order.commission = payout;
    } else a.state = action === 'approve' ? 'APPROVED' : 'REVERSED';
  }

  if (order.network === 'cj') {
    if (force) refuse('CJ pushes nothing to re-send: its Commission Detail API lists the records');
    if (action === 'adjust') refuse('the simulator corrects CJ commissions only in full (reverse)');
    const original = order.commissions![0]!;
    if (original.actionStatus !== 'new' && original.actionStatus !== 'extended')
      refuse(`commission ${original.commissionId} is ${original.actionStatus}: a locked commission can no longer be corrected`);
    if (order.status === 'reversed') refuse(`order ${id} is corrected already`);
    if (action === 'approve') {
      // It locks now (in real life at 2 am PST on the 11th, or when the advertiser says).
      original.actionStatus = 'locked';
      original.lockingDate = iso(now);
    } else
      order.commissions!.push({
        commissionId: newCommissionId(),
        originalActionId: original.originalActionId,
        original: false,
        actionStatus: 'new',
        correctionReason: 'RETURNED_MERCHANDISE',
        saleAmountUsd: -original.saleAmountUsd,
        pubCommissionAmountUsd: -original.pubCommissionAmountUsd,
        eventDate: original.eventDate,
        postingDate: iso(now),
        lockingDate: original.lockingDate,
      });
  }

  const change: Change = action === 'adjust' ? 'modified' : action === 'approve' ? 'approved' : 'reversed';
  const resend = force && order.status === (action === 'approve' ? 'approved' : 'reversed');
  if (action !== 'adjust') order.status = action === 'approve' ? 'approved' : 'reversed';
  order.updated_at = iso(now);
  return { order, sent: await pushNow(order, change, resend) };
}


export interface ControlAction {
  id: string;
  campaignId: string;
  subId: string;
  oid: string;
  amount: number;
  payout: number;
  state: ImpactAction['state'];
}

/**
 * Test control, not Impact's API: records an action as Impact would hold it, for any campaign,
 * sub-id, order id and state (a brand's decision as Impact records it, with no store behind it).
 * The tests then send the notification themselves.
 */
export function upsertImpactAction(c: ControlAction): StoreOrder {
  const now = Date.now();
  let order = orders.find((o) => o.action?.id === c.id);
  if (!order) {
    order = {
      id: c.oid,
      network: 'impact',
      advertiserId: c.campaignId,
      brandKey: 'control',
      brandName: `Campaign ${c.campaignId}`,
      subId: c.subId,
      product: 'Control action',
      sale: c.amount,
      commission: c.payout,
      status: 'pending',
      created_at: iso(now),
      updated_at: iso(now),
      apiBase: null,
      postbacks: [],
    };
    orders.push(order);
    if (orders.length > KEEP) orders.splice(0, orders.length - KEEP);
  }
  const previous = order.action;
  order.action = {
    id: c.id,
    state: c.state,
    amount: c.amount,
    payout: c.payout,
    intendedAmount: previous?.intendedAmount ?? c.amount,
    intendedPayout: previous?.intendedPayout ?? c.payout,
    deltaAmount: round2(c.amount - (previous?.amount ?? 0)),
    deltaPayout: round2(c.payout - (previous?.payout ?? 0)),
    eventDate: previous?.eventDate ?? iso(now),
    lockingDate: previous?.lockingDate ?? iso(now + 30 * DAY_MS),
  };
  Object.assign(order, { advertiserId: c.campaignId, subId: c.subId, sale: c.amount, commission: c.payout, updated_at: iso(now) });
  order.status = c.state === 'APPROVED' ? 'approved' : c.state === 'REVERSED' ? 'reversed' : 'pending';
  return order;
}
