/**
 * The provider's orders, in memory (the newest 5,000). An order is found again by its external_id
 * (the caller's key: a retry after a timeout answers the order already made, never a second card)
 * and by its reward id (the redeem link). An OPEN order settles when it is read after its time.
 *
 * What the API shows of an order is Tremendous's order object (apiOrder): `rewards` (a list),
 * each with `delivery: {method, status}`, and `delivery.link` only in the answer to POST /orders
 * for a LINK reward; the code and PIN are never in the API, only on the page the link opens
 * (Tremendous: "The initial POST /orders response for a link reward includes the link in
 * delivery.link ... To obtain a new link for an existing reward, call POST /rewards/{id}/generate_link").
 */
import { newOrderId, newRewardId, issue, type Issued } from './codes';
import type { PendingResult } from './behaviours';
import { GIFTCARDS_SIM_URL, type DeliveryMethod } from './products';
import type { OrderRequest, RequestDeliveryMethod } from './validate';

const KEEP = 5_000;
/** The control API lists at most this many, newest first. */
export const LIST_MAX = 500;

/** Tremendous's order statuses this simulator uses (OPEN: created, not yet processed). */
export type OrderStatus = 'EXECUTED' | 'OPEN' | 'FAILED';
export type DeliveryStatus = 'SUCCEEDED' | 'PENDING' | 'FAILED';

export interface GiftcardOrder {
  id: string;
  external_id: string;
  status: OrderStatus;
  created_at: string;
  reward: {
    id: string;
    product_id: string;
    value: { denomination: number; currency_code: 'USD' };
    recipient: { name: string; email: string };
    /** How the caller asked to deliver it (the API's delivery.method). */
    requested_method: RequestDeliveryMethod;
    /** What the redeem page shows: the product's kind, and its code, PIN or link once executed. */
    delivery: { method: DeliveryMethod; status: DeliveryStatus } & Issued;
  };
}

/** The page a reward's link opens (the recipient's view of the card). */
export const redeemLink = (rewardId: string) => `${GIFTCARDS_SIM_URL}/redeem/${rewardId}`;

/**
 * The order as Tremendous's API shows it. `withLink`: the answer to POST /orders, which carries
 * a LINK reward's link once the order is executed; reads (GET /orders, GET /orders/{id}) never do.
 */
export function apiOrder(order: GiftcardOrder, { withLink }: { withLink: boolean }) {
  const { reward } = order;
  const link = withLink && reward.requested_method === 'LINK' && order.status === 'EXECUTED';
  return {
    id: order.id,
    external_id: order.external_id,
    created_at: order.created_at,
    status: order.status,
    channel: 'API',
    payment: { funding_source_id: 'balance' },
    rewards: [
      {
        id: reward.id,
        order_id: order.id,
        created_at: order.created_at,
        value: reward.value,
        recipient: reward.recipient,
        delivery: { method: reward.requested_method, status: reward.delivery.status, ...(link ? { link: redeemLink(reward.id) } : {}) },
      },
    ],
  };
}

interface Stored {
  order: GiftcardOrder;
  /** The recipient's e-mail as the behaviours key it. */
  email: string;
  /** When an OPEN order settles (epoch ms); null once settled. */
  settlesAt: number | null;
  settlesTo: PendingResult;
  /** What the recipient gets once the order is executed (issued at creation, shown then). */
  issued: Issued;
}

const byId = new Map<string, Stored>();
const idByExternalId = new Map<string, string>();
const idByRewardId = new Map<string, string>();

/** Moves an OPEN order whose time has come to its result; the code appears only when executed. */
function settle(stored: Stored): GiftcardOrder {
  if (stored.settlesAt !== null && Date.now() >= stored.settlesAt) {
    stored.settlesAt = null;
    const { order } = stored;
    order.status = stored.settlesTo;
    const { method } = order.reward.delivery;
    order.reward.delivery =
      stored.settlesTo === 'EXECUTED'
        ? { method, status: 'SUCCEEDED', ...stored.issued }
        : { method, status: 'FAILED' };
  }
  return stored.order;
}

const lookUp = (id: string | undefined) => {
  const stored = id === undefined ? undefined : byId.get(id);
  return stored && settle(stored);
};

export const findOrder = (id: string) => lookUp(id);
export const findOrderByExternalId = (externalId: string) => lookUp(idByExternalId.get(externalId));
export const findOrderByRewardId = (rewardId: string) => lookUp(idByRewardId.get(rewardId));

export interface Fulfilment {
  /** 0: executed at once; otherwise OPEN for this long. */
  pendingMs: number;
  settlesTo: PendingResult;
}

/** Records a new order; synchronous, so two identical calls at once cannot both make one. */
export function createOrder(request: OrderRequest, email: string, { pendingMs, settlesTo }: Fulfilment): GiftcardOrder {
  const rewardId = newRewardId();
  const issued = issue(request.product, rewardId);
  const method = request.product.delivery_method;
  const pending = pendingMs > 0;
  const order: GiftcardOrder = {
    id: newOrderId(),
    external_id: request.externalId,
    status: pending ? 'OPEN' : 'EXECUTED',
    created_at: new Date().toISOString(),
    reward: {
      id: rewardId,
      product_id: request.product.id,
      value: { denomination: request.denomination, currency_code: request.product.currency },
      recipient: { ...request.recipient },
      requested_method: request.deliveryMethod,
      delivery: pending ? { method, status: 'PENDING' } : { method, status: 'SUCCEEDED', ...issued },
    },
  };
  byId.set(order.id, { order, email, settlesAt: pending ? Date.now() + pendingMs : null, settlesTo, issued });
  idByExternalId.set(order.external_id, order.id);
  idByRewardId.set(rewardId, order.id);
  if (byId.size > KEEP) forget(byId.keys().next().value!);
  return order;
}

function forget(id: string) {
  const stored = byId.get(id);
  if (!stored) return;
  byId.delete(id);
  idByExternalId.delete(stored.order.external_id);
  idByRewardId.delete(stored.order.reward.id);
}

export interface OrderFilter {
  email?: string;
  externalId?: string;
}

const matching = ({ email, externalId }: OrderFilter) =>
  [...byId.values()]
    .reverse()
    .filter((stored) => (email === undefined || stored.email === email) && (externalId === undefined || stored.order.external_id === externalId));

/** Orders newest first (settled as they are read), at most `limit`. */
export function listOrders(filter: OrderFilter = {}, limit = LIST_MAX): GiftcardOrder[] {
  return matching(filter).slice(0, limit).map(settle);
}

/** A page of orders newest first, `offset` skipped, and how many match in all (the API's list call). */
export function pageOfOrders(filter: OrderFilter, offset: number, limit: number): { orders: GiftcardOrder[]; total: number } {
  const all = matching(filter);
  return { orders: all.slice(offset, offset + limit).map(settle), total: all.length };
}

export function clearOrders() {
  byId.clear();
  idByExternalId.clear();
  idByRewardId.clear();
}
