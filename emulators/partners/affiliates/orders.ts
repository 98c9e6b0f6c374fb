/**
 * Orders placed at the simulated stores, in memory (the last 500). A purchase is reported at once
 * as pending; the network approves it days later (here: the Approve button or the JSON call) or
 * reports a return (Return / reverse). Each report is a real HTTP postback to our API.
 */
import { randomBytes } from 'node:crypto';
import { BadRequest } from '../http';
import { commissionOn, type Advertiser, type Network } from './advertisers';
import { sendPostback, type OrderEvent, type SentPostback } from './postbacks';

export type OrderStatus = 'pending' | 'approved' | 'reversed';

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
}

const KEEP = 500;
const orders: StoreOrder[] = [];

/** Newest first; only one sub-id's when given. */
export const listOrders = (subId?: string | null): StoreOrder[] => [...orders].reverse().filter((o) => !subId || o.subId === subId);

export const findOrder = (id: string) => orders.find((o) => o.id === id);

/** A store's order number: its prefix and 10 characters unique across restarts (time and randomness). */
function newOrderId(advertiser: Advertiser): string {
  const time = Date.now().toString(36).toUpperCase();
  const random = randomBytes(3).toString('hex').toUpperCase();
  return `${advertiser.orderPrefix}-${time}${random}`;
}

async function report(order: StoreOrder, event: OrderEvent): Promise<SentPostback> {
  const sent = await sendPostback(
    {
      network: order.network,
      subId: order.subId,
      orderId: order.id,
      advertiserId: order.advertiserId,
      sale: order.sale,
      commission: order.commission,
      event,
    },
    order.apiBase ?? undefined,
  );
  order.postbacks.push(sent);
  return sent;
}

export interface Purchase {
  advertiser: Advertiser;
  subId: string;
  product: string;
  sale: number;
  apiBase?: string | null;
}

/** Records a purchase and fires its pending postback; resolves once our API answered. */
export async function placeOrder(purchase: Purchase): Promise<{ order: StoreOrder; sent: SentPostback }> {
  const now = new Date().toISOString();
  const { advertiser } = purchase;
  const order: StoreOrder = {
    id: newOrderId(advertiser),
    network: advertiser.network,
    advertiserId: advertiser.advertiserId,
    brandKey: advertiser.key,
    brandName: advertiser.name,
    subId: purchase.subId,
    product: purchase.product,
    sale: purchase.sale,
    commission: commissionOn(advertiser, purchase.sale),
    status: 'pending',
    created_at: now,
    updated_at: now,
    apiBase: purchase.apiBase ?? null,
    postbacks: [],
  };
  orders.push(order);
  if (orders.length > KEEP) orders.splice(0, orders.length - KEEP);
  return { order, sent: await report(order, 'pending') };
}

/** What each action may follow: approve a pending order; return (reverse) a pending or approved one. */
const ALLOWED: Readonly<Record<'approve' | 'reverse', readonly OrderStatus[]>> = {
  approve: ['pending'],
  reverse: ['pending', 'approved'],
};

/**
 * The network approves an order (its return window closed) or reports a return. `force` sends the
 * postback again whatever the order's state (a network retrying), for tests of duplicates.
 */
export async function settleOrder(id: string, action: 'approve' | 'reverse', force = false): Promise<{ order: StoreOrder; sent: SentPostback }> {
  const order = findOrder(id);
  if (!order) throw new BadRequest(`unknown order ${id}`, 404);
  if (!force && !ALLOWED[action].includes(order.status))
    throw new BadRequest(`order ${id} is ${order.status}: it cannot be ${action === 'approve' ? 'approved' : 'returned'}`, 409);
  order.status = action === 'approve' ? 'approved' : 'reversed';
  order.updated_at = new Date().toISOString();
  return { order, sent: await report(order, order.status) };
}
