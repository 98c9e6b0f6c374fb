/**
 * The gift-card provider (DESIGN §8), in the shape of the APIs reward sites use (Tremendous, Tango
 * Card): create an order with a product, a value, a recipient and our payout id as `external_id`,
 * read an order back, and map the answer to our terms. The provider answers the same order for the
 * same external id, so a retry after a timeout never issues a second card.
 */
import type { PayoutDelivery } from '@pilotmiles/core';

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

export interface GiftCardProvider {
  createOrder(order: GiftCardOrder): Promise<OrderOutcome>;
  getOrder(orderId: string): Promise<OrderOutcome>;
}

/** An order call that takes longer is left to the job (the provider is idempotent on our id). */
const TIMEOUT_MS = 8_000;

interface ProviderOrder {
  id?: unknown;
  status?: unknown;
  reward?: { delivery?: { status?: unknown; code?: unknown; pin?: unknown; link?: unknown } };
}

const str = (v: unknown) => (typeof v === 'string' && v ? v : null);

/** The provider's order in our terms. */
export function mapOrder(order: ProviderOrder | undefined): OrderOutcome {
  const orderId = str(order?.id);
  if (!orderId) return { kind: 'failed', permanent: false, message: 'provider answered without an order' };
  const delivery = order?.reward?.delivery;
  if (order?.status === 'FAILED' || delivery?.status === 'FAILED')
    return { kind: 'failed', permanent: true, message: `provider order ${orderId} failed` };
  if (order?.status === 'EXECUTED' && delivery?.status === 'SUCCEEDED')
    return { kind: 'delivered', orderId, delivery: { code: str(delivery.code), pin: str(delivery.pin), link: str(delivery.link) } };
  return { kind: 'pending', orderId };
}

async function errorMessage(res: Response): Promise<string> {
  const body = (await res.json().catch(() => null)) as { errors?: { message?: unknown } } | null;
  return `provider ${res.status}: ${str(body?.errors?.message) ?? res.statusText}`;
}

/** A Tremendous-style REST client. */
export function giftCardProvider(baseUrl: string, apiKey: string): GiftCardProvider {
  const call = async (path: string, init: RequestInit): Promise<OrderOutcome> => {
    let res: Response;
    try {
      res = await fetch(`${baseUrl}${path}`, {
        ...init,
        headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json', accept: 'application/json' },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
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
  };
}
