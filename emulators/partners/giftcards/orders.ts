/**
 * The provider's orders, in memory (the newest 5,000). An order is found again by its external_id
 * (the caller's key: a retry after a timeout answers the order already made, never a second card)
 * and by its reward id (the redeem link). A PENDING order settles when it is read after its time.
 */
import { newOrderId, newRewardId, issue, type Issued } from './codes';
import type { PendingResult } from './behaviours';
import type { DeliveryMethod } from './products';
import type { OrderRequest } from './validate';

const KEEP = 5_000;
/** The control API lists at most this many, newest first. */
export const LIST_MAX = 500;

export type OrderStatus = 'EXECUTED' | 'PENDING' | 'FAILED';
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
    delivery: { method: DeliveryMethod; status: DeliveryStatus } & Issued;
  };
}

interface Stored {
  order: GiftcardOrder;
  /** The recipient's e-mail as the behaviours key it. */
  email: string;
  /** When a PENDING order settles (epoch ms); null once settled. */
  settlesAt: number | null;
  settlesTo: PendingResult;
  /** What the recipient gets once the order is executed (issued at creation, shown then). */
  issued: Issued;
}

const byId = new Map<string, Stored>();
const idByExternalId = new Map<string, string>();
const idByRewardId = new Map<string, string>();

/** Moves a PENDING order whose time has come to its result; the code appears only when executed. */
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
  /** 0: executed at once; otherwise PENDING for this long. */
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
    status: pending ? 'PENDING' : 'EXECUTED',
    created_at: new Date().toISOString(),
    reward: {
      id: rewardId,
      product_id: request.product.id,
      value: { denomination: request.denomination, currency_code: request.product.currency },
      recipient: { ...request.recipient },
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
