/**
 * The pushes of the two networks that push (docs/shopping.md, "Networks"), each from the postback
 * URL template a publisher configures, with the network's own placeholders filled in:
 *
 * - Rakuten Advertising's Postback API: a GET to the publisher's URL, whose `<field>` placeholders
 *   are the Events API's fields; the URL must carry `is_event=<is_event>` (pubhelp.rakutenadvertising.com,
 *   "Postback API"). One postback per transaction (per SKU, `etransaction_id`).
 * - Impact's Event Notifications (Action Lifecycle Events): GET recommended, `{Macro}` placeholders
 *   such as {ActionId}, {CampaignId}, {Status}, {Payout}, {Amount}, {Currency}
 *   (integrations.impact.com, partner "Webhooks"); any 2xx acknowledges, anything else is retried.
 *
 * Neither network signs: the secret is a `token` we write into the template ourselves. CJ pushes
 * nothing (cjApi.ts serves its Commission Detail API instead). Each push is kept with its order
 * so the pages and tests can see what went out and what our API answered.
 */
import { randomBytes } from 'node:crypto';
import { callBack } from '../http';
import { apiBase, impactPostbackToken, rakutenPostbackToken } from './settings';
import type { StoreOrder } from './orders';

export { apiBase } from './settings';

/** What happened, as pushed. */
export type PushedEvent = 'transaction' | 'return' | 'PENDING' | 'APPROVED' | 'REVERSED';

export interface SentPostback {
  at: string;
  event: PushedEvent;
  url: string;
  /** The API's HTTP status; null when no answer came. */
  status: number | null;
  /** The API's answer (cut at 2,000 characters). */
  body: string;
  error?: string;
}

const money = (n: number) => n.toFixed(2);
const root = (base: string | null, network: string) => `${(base ?? apiBase()).replace(/\/$/, '')}/postbacks/${network}`;

/** The Rakuten template we register: the documented fields we read, and our token. */
export const rakutenTemplate = (base: string | null) =>
  `${root(base, 'rakuten')}?is_event=<is_event>&etransaction_id=<etransaction_id>&order_id=<order_id>&advertiser_id=<advertiser_id>` +
  `&u1=<u1>&sale_amount=<sale_amount>&commissions=<commissions>&currency=<currency>&token=${encodeURIComponent(rakutenPostbackToken())}`;

/** The Impact template we register (Action Lifecycle Events, GET). */
export const impactTemplate = (base: string | null) =>
  `${root(base, 'impact')}?ActionId={ActionId}&CampaignId={CampaignId}&Status={Status}&Amount={Amount}&Payout={Payout}` +
  `&Currency={Currency}&token=${encodeURIComponent(impactPostbackToken())}`;

/** Fills `<field>` or `{Macro}` placeholders; one the network does not know becomes empty. */
function fill(template: string, pattern: RegExp, values: Readonly<Record<string, string>>): string {
  return template.replace(pattern, (_m, name: string) => encodeURIComponent(values[name] ?? ''));
}

async function send(event: PushedEvent, url: string): Promise<SentPostback> {
  const record: SentPostback = { at: new Date().toISOString(), event, url, ...(await callBack(url)) };
  console.log(`[affiliates] postback ${event} ${url.split('?')[0]} -> ${record.status ?? record.error}`);
  return record;
}

/** A Rakuten transaction id (TID): alphanumeric, unique per transaction. */
const newTransactionId = () => randomBytes(10).toString('hex');

/**
 * Rakuten's postback of one transaction of the order: the sale (`sign` 1) or a return (-1, its
 * own transaction with negative amounts). `resend`: the same transaction again (a retry).
 */
export function sendRakutenPostback(order: StoreOrder, sign: 1 | -1, resend = false): Promise<SentPostback> {
  order.transactions ??= [];
  const previous = [...order.transactions].reverse().find((t) => t.sign === sign);
  const transaction = resend && previous ? previous : { id: newTransactionId(), sign };
  if (transaction !== previous) order.transactions.push(transaction);
  const url = fill(rakutenTemplate(order.apiBase), /<([a-z_0-9]+)>/g, {
    // A store's order through its commissionable (batch or real-time) feed, not a media-optimization event.
    is_event: 'false',
    etransaction_id: transaction.id,
    order_id: order.id,
    advertiser_id: order.advertiserId,
    u1: order.subId,
    sale_amount: money(sign * order.sale),
    commissions: money(sign * order.commission),
    currency: 'USD',
  });
  return send(sign > 0 ? 'transaction' : 'return', url);
}

/** Impact's event notification of the action's current state. */
export function sendImpactPostback(order: StoreOrder): Promise<SentPostback> {
  const a = order.action!;
  const url = fill(impactTemplate(order.apiBase), /\{([A-Za-z0-9]+)\}/g, {
    ActionId: a.id,
    CampaignId: order.advertiserId,
    Status: a.state,
    Amount: money(a.amount),
    Payout: money(a.payout),
    Currency: 'USD',
  });
  return send(a.state, url);
}
