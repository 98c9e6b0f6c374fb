/**
 * The gift-card simulator's HTML: the page a redeem link opens (the card as its recipient sees it)
 * and an index at /giftcards (products, the control API, recent orders). Plain HTML with inline CSS
 * and no script; every echoed value is escaped.
 */
import { escapeHtml as e, simulatorPage } from '../html';
import { DELAY_MAX_MS, type Behaviour } from './behaviours';
import type { GiftcardOrder } from './orders';
import { GIFTCARD_PRODUCTS, findProduct } from './products';

const SIMULATOR = 'Gift-card provider simulator';

const CSS = `
  .giftcard { color: #fff; border-radius: 16px; padding: 20px; aspect-ratio: 1.586; max-width: 420px; display: flex; flex-direction: column; justify-content: space-between; box-shadow: 0 4px 12px rgba(0,0,0,.25); }
  .giftcard .brand { font-size: 22px; font-weight: 700; margin: 0; }
  .giftcard .value { font-size: 34px; font-weight: 700; margin: 0; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 6px 16px; margin: 16px 0 0; }
  dt { color: #5b6275; }
  dd { margin: 0; font: 18px/1.4 ui-monospace, Menlo, Consolas, monospace; word-break: break-all; }
  .pending { border-left: 6px solid #d9a400; }
`;

const dollars = (amount: number) => `$${amount.toFixed(2)}`;

/** A stable colour per product, so each brand's card looks its own. */
function cardColour(productId: string): string {
  let hash = 0;
  for (const c of productId) hash = (hash * 31 + c.charCodeAt(0)) % 360;
  return `hsl(${hash} 55% 38%)`;
}

const productName = (order: GiftcardOrder) => findProduct(order.reward.product_id)?.name ?? order.reward.product_id;

function details(order: GiftcardOrder): string {
  const { delivery, recipient } = order.reward;
  if (delivery.method === 'PAYPAL')
    return `<p>${e(dollars(order.reward.value.denomination))} was sent to the PayPal account of <b>${e(recipient.email)}</b>.</p>
      <dl><dt>PayPal reference</dt><dd aria-label="PayPal reference">${e(delivery.code)}</dd></dl>`;
  if (delivery.method === 'LINK')
    return `<p>This card is ready: add it to the ${e(productName(order))} account of <b>${e(recipient.email)}</b>.</p>
      <dl><dt>Reward</dt><dd>${e(order.reward.id)}</dd></dl>`;
  return `<dl>
      <dt>Code</dt><dd aria-label="Code">${e(delivery.code)}</dd>
      ${delivery.pin ? `<dt>PIN</dt><dd aria-label="PIN">${e(delivery.pin)}</dd>` : ''}
    </dl>`;
}

/** GET /giftcards/redeem/{rewardId}: the delivered card, or why it is not there yet. */
export function redeemPageHtml(order: GiftcardOrder): string {
  const name = productName(order);
  const value = dollars(order.reward.value.denomination);
  const state =
    order.status === 'EXECUTED'
      ? `<section class="card"><h1>Your ${e(name)}</h1>${details(order)}</section>`
      : order.status === 'OPEN'
        ? `<section class="card pending" role="status"><h1>Your card is on its way</h1><p>The ${e(name)} is being issued; reload this page in a moment.</p></section>`
        : `<section class="card result failed" role="alert"><h1>This card could not be delivered</h1><p>The order was not fulfilled.</p></section>`;
  return simulatorPage({
    title: `${name} · ${SIMULATOR}`,
    simulator: SIMULATOR,
    css: CSS,
    body: `<section class="card">
        <div class="giftcard" style="background: ${cardColour(order.reward.product_id)}">
          <p class="brand">${e(name)}</p>
          <p class="value">${e(value)}</p>
        </div>
        <p class="meta">For ${e(order.reward.recipient.name || order.reward.recipient.email)} · order ${e(order.id)}</p>
      </section>
      ${state}`,
  });
}

export function redeemNotFoundHtml(rewardId: string): string {
  return simulatorPage({
    title: `Unknown reward · ${SIMULATOR}`,
    simulator: SIMULATOR,
    body: `<section class="card result failed" role="alert"><h1>Unknown reward</h1>
      <p>No order has a reward ${e(rewardId)}: the link is wrong, or the simulator restarted since (it keeps orders in memory).</p></section>`,
  });
}

const summary = (b: Behaviour) =>
  [
    b.fail ? `next ${b.fail} fail (503)` : '',
    b.fail_permanently ? 'blocked (400)' : '',
    b.delay_ms ? `answers after ${b.delay_ms} ms` : '',
    b.lose_answers ? 'order answers lost' : '',
    b.lookups_fail ? 'look-ups fail (503)' : '',
    b.pending_ms ? `PENDING for ${b.pending_ms} ms, then ${b.pending_result}` : '',
  ]
    .filter(Boolean)
    .join(', ');

/** /giftcards: what the simulator serves, how tests steer it, and the latest orders. */
export function indexHtml(recent: readonly GiftcardOrder[], behaviours: readonly Behaviour[]): string {
  const orders = recent
    .map(
      (
        o,
      ) => `<tr><td>${e(o.created_at)}</td><td>${e(o.reward.product_id)} ${e(dollars(o.reward.value.denomination))}</td>
        <td>${e(o.status)}</td><td>${e(o.reward.recipient.email)}</td><td><a href="/giftcards/redeem/${e(o.reward.id)}">${e(o.id)}</a></td></tr>`,
    )
    .join('');
  const rules = behaviours.map((b) => `<tr><td>${e(b.email)}</td><td>${e(summary(b))}</td></tr>`).join('');
  const products = GIFTCARD_PRODUCTS.map((p) => `${p.id} (${p.delivery_method})`).join(', ');
  return simulatorPage({
    title: SIMULATOR,
    simulator: SIMULATOR,
    body: `<section class="card"><h1>${e(SIMULATOR)}</h1>
        <p>A Tremendous-style API at <code>/giftcards/api/v2</code> (<code>Authorization: Bearer &lt;GIFTCARD_API_KEY&gt;</code>):
        <code>GET /products</code>, <code>POST /orders</code> (idempotent on <code>external_id</code>), <code>GET /orders/{id}</code>,
        <code>GET /orders?external_id=</code> (<code>{orders, total_count}</code>).</p>
        <p class="meta">${GIFTCARD_PRODUCTS.length} products: ${e(products)}</p>
      </section>
      <section class="card"><h2>Control API (tests; no key)</h2>
        <pre>POST /giftcards/_control/behaviour {email | '*', fail?, fail_permanently?, delay_ms? (0..${DELAY_MAX_MS}), lose_answers?, lookups_fail?, pending_ms?, pending_result?, clear?}
GET  /giftcards/_control/orders?email=&amp;external_id=
POST /giftcards/_control/reset</pre>
        ${rules ? `<table><tr><th>recipient</th><th>behaviour</th></tr>${rules}</table>` : '<p class="meta">Every recipient is served normally.</p>'}
      </section>
      <section class="card"><h2>Latest orders</h2>
        ${orders ? `<table><tr><th>at</th><th>product</th><th>status</th><th>recipient</th><th>order</th></tr>${orders}</table>` : '<p class="meta">None yet.</p>'}
      </section>`,
  });
}
