/**
 * The gift-card provider (docs/rewards.md "Fulfilment"): Tremendous's API v2 (base
 * https://api.tremendous.com/api/v2, sandbox https://testflight.tremendous.com/api/v2; our key as
 * `Authorization: Bearer`). Everything below follows the OpenAPI reference their SDK is generated
 * from (github.com/tremendous-rewards/tremendous-node, api.ts, environments.ts):
 *
 * - `POST /orders` {external_id, payment: {funding_source_id: 'balance'}, reward: {products,
 *   value: {denomination, currency_code}, recipient: {name, email}, delivery: {method: 'LINK'}}}
 *   answers `{order}` with its `status` (CANCELED, OPEN, EXECUTED, FAILED, PENDING APPROVAL, ...)
 *   and `rewards[]`, each with `delivery: {method, status, link}` (SCHEDULED, FAILED, SUCCEEDED,
 *   PENDING). The external_id makes it idempotent: the same order again answers 201 with the order
 *   already made, other parameters under it 409; so a retry after a timeout never issues a second card.
 * - A reward's link is in the answer to POST /orders only; reads do not carry it, and
 *   `POST /rewards/{id}/generate_link` answers `{reward: {id, link}}` for one delivered later.
 *   Tremendous never hands out a card's code or PIN: the member opens the link to see the card, so
 *   a delivery here is always a link (code and PIN null).
 * - `GET /orders/{id}` reads an order back; `GET /orders?external_id=<id>` (List orders: "Only
 *   return results with a matching external_id", answering `{orders, total_count}`) looks an order
 *   up by our payout id. An empty list is the provider saying it has no such order.
 * - Errors are `{errors: {message, payload}}`.
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

type ProviderReward = { id?: unknown; delivery?: { status?: unknown; link?: unknown } };

interface ProviderOrder {
  id?: unknown;
  external_id?: unknown;
  status?: unknown;
  rewards?: unknown;
}

const str = (v: unknown) => (typeof v === 'string' && v ? v : null);

/** Our orders carry one reward. */
const rewardOf = (order: ProviderOrder | undefined) =>
  Array.isArray(order?.rewards) ? (order.rewards[0] as ProviderReward | undefined) : undefined;

/** The reward's link: the one the answer carries, else one generated again; null when none can be had now. */
type LinkOf = (reward: ProviderReward | undefined) => Promise<string | null>;

/** Executed and delivered (a LINK reward's "reward link active"): what the member gets, or null to ask again later. */
async function deliveredLink(order: ProviderOrder, linkOf: LinkOf): Promise<string | null> {
  const reward = rewardOf(order);
  if (order.status !== 'EXECUTED' || reward?.delivery?.status !== 'SUCCEEDED') return null;
  return linkOf(reward);
}

const linkDelivery = (link: string): PayoutDelivery => ({ code: null, pin: null, link });

/** The provider's order in our terms. */
async function mapOrder(order: ProviderOrder | undefined, linkOf: LinkOf): Promise<OrderOutcome> {
  const orderId = str(order?.id);
  if (!order || !orderId) return { kind: 'failed', permanent: false, message: 'provider answered without an order' };
  if (order.status === 'FAILED' || order.status === 'CANCELED' || rewardOf(order)?.delivery?.status === 'FAILED')
    return { kind: 'failed', permanent: true, message: `provider order ${orderId} ${String(order.status).toLowerCase()}` };
  const link = await deliveredLink(order, linkOf);
  return link ? { kind: 'delivered', orderId, delivery: linkDelivery(link) } : { kind: 'pending', orderId };
}

/** Which finding wins when the provider lists more than one order for an id: any live one is never refunded. */
const FINDING_WEIGHT: Readonly<Record<ProviderFinding, number>> = { delivered: 4, pending: 3, failed: 2, none: 1, unreachable: 0 };

/**
 * One listed order as a finding. Failed or canceled: no card out. Executed: the card exists, so it
 * is delivered once its delivery succeeded and its link is had, and pending otherwise (a bounced
 * e-mail is resent, never refunded). Every other status, known or not, is pending: never refunded on a guess.
 */
async function findingOf(order: ProviderOrder, linkOf: LinkOf): Promise<OrderLookup> {
  const orderId = str(order.id) ?? '';
  if (order.status === 'FAILED' || order.status === 'CANCELED') return { kind: 'failed', orderId };
  const link = await deliveredLink(order, linkOf);
  return link ? { kind: 'delivered', orderId, delivery: linkDelivery(link) } : { kind: 'pending', orderId };
}

/** The list call's answer for our payout id in our terms; one we cannot read is no answer. */
async function mapLookup(body: unknown, externalId: string, linkOf: LinkOf): Promise<OrderLookup> {
  const orders = (body as { orders?: unknown } | null)?.orders;
  if (!Array.isArray(orders)) return { kind: 'unreachable', message: 'provider answered the look-up without a list of orders' };
  // The filter is the provider's; an order under another id is not ours to judge by.
  const ours = orders.filter((o): o is ProviderOrder => !!o && typeof o === 'object' && (o as ProviderOrder).external_id === externalId);
  const findings = await Promise.all(ours.map((o) => findingOf(o, linkOf)));
  return findings.reduce<OrderLookup>((best, f) => (FINDING_WEIGHT[f.kind] > FINDING_WEIGHT[best.kind] ? f : best), { kind: 'none' });
}

async function errorMessage(res: Response): Promise<string> {
  const body = (await res.json().catch(() => null)) as { errors?: { message?: unknown } } | null;
  return `provider ${res.status}: ${str(body?.errors?.message) ?? res.statusText}`;
}

/** A Tremendous API v2 client. */
export function giftCardProvider(baseUrl: string, apiKey: string): GiftCardProvider {
  const request = (path: string, init: RequestInit) =>
    fetch(`${baseUrl}${path}`, {
      ...init,
      headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json', accept: 'application/json' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });

  /**
   * The reward's link: the answer's own, else POST /rewards/{id}/generate_link. Any failure is
   * null (asked again at the next read): the card exists, so the payout waits, never fails.
   */
  const linkOf: LinkOf = async (reward) => {
    const own = str(reward?.delivery?.link);
    if (own) return own;
    const rewardId = str(reward?.id);
    if (!rewardId) return null;
    try {
      const res = await request(`/rewards/${encodeURIComponent(rewardId)}/generate_link`, { method: 'POST' });
      if (!res.ok) return null;
      const body = (await res.json().catch(() => null)) as { reward?: { link?: unknown } } | null;
      return str(body?.reward?.link);
    } catch {
      return null;
    }
  };

  const call = async (path: string, init: RequestInit): Promise<OrderOutcome> => {
    let res: Response;
    try {
      res = await request(path, init);
    } catch (err) {
      return { kind: 'failed', permanent: false, message: `provider unreachable: ${(err as Error).message}` };
    }
    // 401/403 is our key, not the order: staff fix the configuration and retry. A 409 (our payout id
    // already names an order with other parameters) is permanent too: reconciliation then reads that order.
    if (res.status >= 400 && res.status < 500 && res.status !== 401 && res.status !== 403 && res.status !== 429)
      return { kind: 'failed', permanent: true, message: await errorMessage(res) };
    if (!res.ok) return { kind: 'failed', permanent: false, message: await errorMessage(res) };
    // 200 for a new order, 201 for the one already made under our payout id: the same order either way.
    const body = (await res.json().catch(() => null)) as { order?: ProviderOrder } | null;
    return mapOrder(body?.order, linkOf);
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
        return await mapLookup(await res.json().catch(() => null), externalId, linkOf);
      } catch (err) {
        return { kind: 'unreachable', message: `provider unreachable: ${(err as Error).message}` };
      }
    },
  };
}
