/**
 * The gift-card provider (docs/rewards.md "Fulfilment"), in the shape of the APIs reward sites use
 * (Tremendous, Tango Card): create an order with a product, a value, a recipient and our payout id
 * as `external_id`, read an order back, look an order up by our payout id, and map the answers to
 * our terms. The provider answers the same order for the same external id, so a retry after a
 * timeout never issues a second card.
 *
 * The look-up is Tremendous's "List orders" call, `GET /orders?external_id=<id>` ("Only return
 * results with a matching external_id"), answering `{orders, total_count}` with each order's
 * `status` (CANCELED, OPEN, EXECUTED, FAILED, PENDING APPROVAL, PENDING INTERNAL PAYMENT APPROVAL,
 * PENDING SETTLEMENT) and its `rewards` (each with `delivery.status` SCHEDULED, FAILED, SUCCEEDED,
 * PENDING): Tremendous's API reference, as generated into their SDK (github.com/tremendous-rewards/
 * tremendous-node, api.ts: OrdersApi.listOrders, ListOrders200Response). An empty list is the
 * provider saying it has no such order.
 */
import type { PayoutDelivery, ProviderFinding } from '@pilotmiles/core';

export interface GiftCardOrder {
  /** Our payout id: the provider's idempotency key. */
  externalId: string;
  productId: string;
  valueUsd: number;
  recipient: { name: string; email: string };
}

/** What an order call came to. */
export type OrderOutcome =
  | { kind: 'delivered'; orderId: string; delivery: PayoutDelivery }
  | { kind: 'pending'; orderId: string }
  /** `permanent`: the provider refused the order itself (4xx); retrying cannot help. */
  | { kind: 'failed'; permanent: boolean; message: string };

/** What the provider holds under our payout id (core's ProviderFinding, with what it carries). */
export type OrderLookup =
  | { kind: 'delivered'; orderId: string; delivery: PayoutDelivery }
  | { kind: 'pending'; orderId: string }
  | { kind: 'failed'; orderId: string }
  | { kind: 'none' }
  | { kind: 'unreachable'; message: string };

export interface GiftCardProvider {
  createOrder(order: GiftCardOrder): Promise<OrderOutcome>;
  getOrder(orderId: string): Promise<OrderOutcome>;
  /** The order made under our payout id, asked with the provider's list call. */
  findOrder(externalId: string): Promise<OrderLookup>;
}

/** An order call that takes longer is left to the job (the provider is idempotent on our id). */
const TIMEOUT_MS = 8_000;

type ProviderReward = { delivery?: { status?: unknown; code?: unknown; pin?: unknown; link?: unknown } };

interface ProviderOrder {
  id?: unknown;
  external_id?: unknown;
  status?: unknown;
  /** A single-reward order's reward; the list call answers it in `rewards`. */
  reward?: ProviderReward;
  rewards?: unknown;
}

const str = (v: unknown) => (typeof v === 'string' && v ? v : null);

const deliveryOf = (order: ProviderOrder | undefined) =>
  (order?.reward ?? (Array.isArray(order?.rewards) ? (order.rewards[0] as ProviderReward | undefined) : undefined))?.delivery;

/** The provider's order in our terms. */
export function mapOrder(order: ProviderOrder | undefined): OrderOutcome {
  const orderId = str(order?.id);
  if (!orderId) return { kind: 'failed', permanent: false, message: 'provider answered without an order' };
  const delivery = deliveryOf(order);
  if (order?.status === 'FAILED' || delivery?.status === 'FAILED')
    return { kind: 'failed', permanent: true, message: `provider order ${orderId} failed` };
  if (order?.status === 'EXECUTED' && delivery?.status === 'SUCCEEDED')
    return { kind: 'delivered', orderId, delivery: { code: str(delivery.code), pin: str(delivery.pin), link: str(delivery.link) } };
  return { kind: 'pending', orderId };
}

/** Which finding wins when the provider lists more than one order for an id: any live one is never refunded. */
const FINDING_WEIGHT: Readonly<Record<ProviderFinding, number>> = { delivered: 4, pending: 3, failed: 2, none: 1, unreachable: 0 };

/**
 * One listed order as a finding. Failed or canceled: no card out. Executed: the card exists, so it
 * is delivered once its delivery succeeded and pending otherwise (a bounced e-mail is resent, never
 * refunded). Every other status, known or not, is pending: never refunded on a guess.
 */
function findingOf(order: ProviderOrder): OrderLookup {
  const orderId = str(order.id) ?? '';
  if (order.status === 'FAILED' || order.status === 'CANCELED') return { kind: 'failed', orderId };
  const delivery = deliveryOf(order);
  if (order.status === 'EXECUTED' && delivery?.status === 'SUCCEEDED')
    return { kind: 'delivered', orderId, delivery: { code: str(delivery.code), pin: str(delivery.pin), link: str(delivery.link) } };
  return { kind: 'pending', orderId };
}

/** The list call's answer for our payout id in our terms; one we cannot read is no answer. */
export function mapLookup(body: unknown, externalId: string): OrderLookup {
  const orders = (body as { orders?: unknown } | null)?.orders;
  if (!Array.isArray(orders)) return { kind: 'unreachable', message: 'provider answered the look-up without a list of orders' };
  // The filter is the provider's; an order under another id is not ours to judge by.
  const ours = orders.filter((o): o is ProviderOrder => !!o && typeof o === 'object' && (o as ProviderOrder).external_id === externalId);
  return ours.map(findingOf).reduce<OrderLookup>((best, f) => (FINDING_WEIGHT[f.kind] > FINDING_WEIGHT[best.kind] ? f : best), { kind: 'none' });
}

async function errorMessage(res: Response): Promise<string> {
  const body = (await res.json().catch(() => null)) as { errors?: { message?: unknown } } | null;
  return `provider ${res.status}: ${str(body?.errors?.message) ?? res.statusText}`;
}

/** A Tremendous-style REST client. */
export function giftCardProvider(baseUrl: string, apiKey: string): GiftCardProvider {
  const request = (path: string, init: RequestInit) =>
    fetch(`${baseUrl}${path}`, {
      ...init,
      headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json', accept: 'application/json' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });

  const call = async (path: string, init: RequestInit): Promise<OrderOutcome> => {
    let res: Response;
    try {
      res = await request(path, init);
    } catch (err) {
      return { kind: 'failed', permanent: false, message: `provider unreachable: ${(err as Error).message}` };
    }
    // 401/403 is our key, not the order: staff fix the configuration and retry.
    if (res.status >= 400 && res.status < 500 && res.status !== 401 && res.status !== 403 && res.status !== 429)
      return { kind: 'failed', permanent: true, message: await errorMessage(res) };
    if (!res.ok) return { kind: 'failed', permanent: false, message: await errorMessage(res) };
    const body = (await res.json().catch(() => null)) as { order?: ProviderOrder } | null;
    return mapOrder(body?.order);
  };

  return {
    createOrder: (order) =>
      call('/orders', {
        method: 'POST',
        body: JSON.stringify({
          external_id: order.externalId,
          payment: { funding_source_id: 'balance' },
          reward: {
            products: [order.productId],
            value: { denomination: order.valueUsd, currency_code: 'USD' },
            recipient: order.recipient,
            delivery: { method: 'LINK' },
          },
        }),
      }),
    getOrder: (orderId) => call(`/orders/${encodeURIComponent(orderId)}`, { method: 'GET' }),
    async findOrder(externalId) {
      // Only a readable 200 is the provider's word; any other answer (our key refused included) is no answer.
      try {
        const res = await request(`/orders?${new URLSearchParams({ external_id: externalId })}`, { method: 'GET' });
        if (!res.ok) return { kind: 'unreachable', message: await errorMessage(res) };
        return mapLookup(await res.json().catch(() => null), externalId);
      } catch (err) {
        return { kind: 'unreachable', message: `provider unreachable: ${(err as Error).message}` };
      }
    },
  };
}
