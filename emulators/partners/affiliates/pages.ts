/**
 * The store simulator's HTML: a store a member lands on from an affiliate link (products and Buy
 * buttons), the order confirmation with the postback our API received, the network's orders page
 * (Approve / Return), an index and an error page. Plain HTML with inline CSS and no script; every
 * echoed value is escaped. End-to-end tests find controls by their accessible names ('Buy ...',
 * 'Approve order ...', 'Return order ...').
 */
import { escapeHtml as e, simulatorPage } from '../html';
import { ADVERTISERS, NETWORKS, type Advertiser, type Network } from './advertisers';
import { logoSvg } from './logos';
import type { StoreOrder } from './orders';
import type { SentPostback } from './postbacks';

const SIMULATOR = 'Affiliate network simulator';

const NETWORK_NAMES: Readonly<Record<Network, string>> = { rakuten: 'Rakuten Advertising', impact: 'Impact', cj: 'CJ' };

const CSS = `
  .store-head { display: flex; gap: 16px; align-items: center; border-radius: 12px; padding: 16px; margin-bottom: 16px; }
  .store-head svg { width: 72px; height: 72px; flex: none; border-radius: 14px; box-shadow: 0 0 0 2px rgba(255,255,255,.7), 0 1px 4px rgba(0,0,0,.25); }
  .note { color: #5b6275; font-size: 14px; }
  .store-head h1 { margin: 0; }
  .store-head p { margin: 0; opacity: .85; }
  ul.products { list-style: none; padding: 0; margin: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(200px, 1fr)); gap: 12px; }
  ul.products li { border: 1px solid #e6e8ef; border-radius: 10px; padding: 12px; display: flex; flex-direction: column; gap: 8px; }
  .price { font-size: 20px; font-weight: 700; }
  .pill { display: inline-block; border-radius: 999px; padding: 2px 10px; font-size: 13px; font-weight: 600; background: #e6e8ef; }
  .pill.pending { background: #fff3c4; } .pill.approved { background: #c9f2d6; } .pill.reversed { background: #ffd6d6; }
  form.inline { display: inline; }
  button.secondary { background: #fff; color: #5b3fd6; box-shadow: inset 0 0 0 2px #5b3fd6; }
  button.secondary:hover { background: #f1edff; }
  .actions { display: flex; gap: 8px; flex-wrap: wrap; }
  ul.orders { list-style: none; padding: 0; margin: 0; }
  ul.orders li { display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: center; padding: 10px 0; border-top: 1px solid #e6e8ef; }
  ul.orders .who { flex: 1 1 220px; min-width: 0; overflow-wrap: anywhere; }
`;

const page = (title: string, body: string) => simulatorPage({ title: `${title} · ${SIMULATOR}`, simulator: SIMULATOR, css: CSS, body });

const dollars = (n: number) => `$${n.toFixed(2)}`;

const succeeded = (s: SentPostback) => s.status !== null && s.status >= 200 && s.status < 300;

/** What our API answered to a postback: a green or red card. */
function postbackCard(heading: string, sent: SentPostback): string {
  const ok = succeeded(sent);
  const answer = sent.status === null ? `not delivered: ${sent.error ?? 'no answer'}` : String(sent.status);
  return `<section class="card result${ok ? '' : ' failed'}" role="status" aria-label="Postback result">
    <h2>${e(heading)}</h2>
    <p class="meta">${e(`${sent.event} postback -> ${answer}`)}</p>
    <code>GET ${e(sent.url)}</code>
    ${sent.status === null ? '' : `<pre aria-label="Response body">${e(sent.body || '(empty body)')}</pre>`}
  </section>`;
}

function storeHead(a: Advertiser): string {
  const [bg, fg] = a.colors;
  return `<section class="store-head" style="background:${e(bg)};color:${e(fg)}">
    ${logoSvg(a)}
    <div><h1>${e(a.name)}</h1><p>${e(a.tagline)}</p></div>
  </section>`;
}

/** The store a member lands on through an affiliate link carrying our sub-id. */
export function storePageHtml(a: Advertiser, subId: string): string {
  const products = a.products
    .map(
      (p) => `<li><b>${e(p.name)}</b><span class="price">${e(dollars(p.price))}</span>
        <form method="post" action="/affiliates/store/${e(a.network)}/${e(a.advertiserId)}/buy">
          <input type="hidden" name="sid" value="${e(subId)}"><input type="hidden" name="sku" value="${e(p.sku)}">
          <button type="submit" aria-label="${e(`Buy ${p.name}`)}">Buy</button>
        </form></li>`,
    )
    .join('\n');
  return page(
    a.name,
    `${storeHead(a)}
    <section class="card">
      <h2>Shop</h2>
      <ul class="products">${products}</ul>
      <p class="meta">Tracked by ${e(NETWORK_NAMES[a.network])} · advertiser ${e(a.advertiserId)} · sub-id <code>${e(subId)}</code></p>
    </section>`,
  );
}

/** How each network tells PilotMiles about an order (docs/shopping.md, "Networks"). */
const REPORTING: Readonly<Record<Network, string>> = {
  rakuten: 'Rakuten Advertising pushes the transaction to PilotMiles now (Postback API); a return follows as a negative transaction. Rakuten pushes no approval.',
  impact: 'Impact notifies PilotMiles of the pending action now; PilotMiles reads the action back from the Actions API. The brand approves it after its return window, or reverses it.',
  cj: 'CJ pushes nothing: PilotMiles reads this commission from the Commission Detail API. It locks (approved) after the return window unless the advertiser corrects it first.',
};

/** Where nothing was pushed (CJ): the order is in the network's API for PilotMiles to read. */
function listedCard(order: StoreOrder): string {
  return `<section class="card result" role="status" aria-label="Postback result">
    <h2>Listed in CJ's Commission Detail API</h2>
    <p class="meta">${e(`commission ${order.commissions?.at(-1)?.commissionId ?? ''} ${order.commissions?.at(-1)?.original === false ? '(correction)' : order.commissions?.[0]?.actionStatus ?? ''}`)}: PilotMiles reads it on its next sync.</p>
  </section>`;
}

/** After Buy: the order and what our API said to its push. */
export function orderPlacedHtml(a: Advertiser, order: StoreOrder, sent: SentPostback | null): string {
  return page(
    `Order ${order.id}`,
    `${storeHead(a)}
    <section class="card" aria-label="Order placed">
      <h2>Thank you for your order</h2>
      <p>Order <b>${e(order.id)}</b>: ${e(order.product)}, ${e(dollars(order.sale))}.</p>
      <p class="note">${e(REPORTING[a.network])}
      Move it on the <a href="/affiliates/orders">network's orders page</a>.</p>
      <p><a href="/affiliates/store/${e(a.network)}/${e(a.advertiserId)}?sid=${encodeURIComponent(order.subId)}">Keep shopping</a></p>
    </section>
    ${sent ? postbackCard(succeededHeading(sent), sent) : listedCard(order)}`,
  );
}

const succeededHeading = (sent: SentPostback) => (succeeded(sent) ? 'PilotMiles accepted the report' : 'PilotMiles did not accept the report');

/**
 * The network's orders, each with the moves its network documents while it can still move:
 * Approve (Impact, CJ: Rakuten pushes no approval) while pending; Return while pending (Rakuten
 * also after, as a negative transaction; an approved Impact action and a locked CJ commission are final).
 */
export function ordersPageHtml(list: readonly StoreOrder[], result?: { order: StoreOrder; sent: SentPostback | null }, subId?: string | null): string {
  const rows = list
    .map((o) => {
      const approve =
        o.status === 'pending' && o.network !== 'rakuten'
          ? `<form class="inline" method="post" action="/affiliates/orders/${e(o.id)}/approve"><button type="submit" aria-label="${e(`Approve order ${o.id}`)}">Approve</button></form>`
          : '';
      const ret =
        o.status === 'pending' || (o.network === 'rakuten' && o.status !== 'reversed')
          ? `<form class="inline" method="post" action="/affiliates/orders/${e(o.id)}/reverse"><button class="secondary" type="submit" aria-label="${e(`Return order ${o.id}`)}">Return</button></form>`
          : '';
      return `<li><div class="who"><b>${e(o.id)}</b><br><span class="note">${e(o.brandName)} · ${e(NETWORK_NAMES[o.network])} · ${e(o.product)} · sub-id <code>${e(o.subId.slice(0, 8))}…</code></span></div>
        <b>${e(dollars(o.sale))}</b>
        <span class="pill ${e(o.status)}">${e(o.status)}</span>
        <div class="actions">${approve}${ret}</div></li>`;
    })
    .join('\n');
  const heading = result?.sent ? `Order ${result.order.id} ${result.order.status} · ${succeededHeading(result.sent)}` : '';
  const resultCard = result ? (result.sent ? postbackCard(heading, result.sent) : listedCard(result.order)) : '';
  return page(
    'Orders',
    `${resultCard}
    <section class="card"><h1>Orders</h1>
      <p class="note">Approve: the network confirms the order after the store's return window (Impact: APPROVED; CJ: locked). Return: the customer sent it back (Rakuten: a negative transaction; Impact: REVERSED; CJ: a correction).
      ${subId ? `Showing sub-id <code>${e(subId)}</code> only. <a href="/affiliates/orders">All orders</a>` : ''}</p>
      ${rows ? `<ul class="orders">${rows}</ul>` : '<p class="meta">No orders yet. Activate cashback on PilotMiles and buy something.</p>'}
    </section>`,
  );
}

/** /affiliates: the networks, their stores and where postbacks go. */
export function indexHtml(apiBase: string): string {
  const sections = NETWORKS.map((n) => {
    const stores = ADVERTISERS.filter((a) => a.network === n)
      .map((a) => `<tr><td>${e(a.name)}</td><td>${e(a.advertiserId)}</td><td>${e(a.category)}</td></tr>`)
      .join('');
    return `<section class="card"><h2>${e(NETWORK_NAMES[n])}</h2><table><tr><th>Store</th><th>Advertiser id</th><th>Category</th></tr>${stores}</table></section>`;
  }).join('\n');
  return page(
    'Stores',
    `<section class="card"><h1>${SIMULATOR}</h1>
      <p>${ADVERTISERS.length} stores on three networks. Rakuten and Impact push to <code>${e(apiBase)}/postbacks/{rakuten|impact}</code>;
      CJ pushes nothing (its Commission Detail API is <code>POST /affiliates/cj/query</code>); Impact's Actions API is <code>/affiliates/impact/Mediapartners/{AccountSID}/Actions/{id}</code>.</p>
      <p><a href="/affiliates/orders">Orders</a> · stores open through PilotMiles' 'Activate cashback', which adds our sub-id to the link.</p>
    </section>${sections}`,
  );
}

export function errorHtml(message: string): string {
  return page(
    'Bad link',
    `<section class="card result failed" role="alert"><h1>Bad link</h1><p>${e(message)}</p>
    <p class="meta">Affiliate links look like /affiliates/rakuten/click?brand=38605&amp;u1=&lt;sub-id&gt; (Impact: subId1, CJ: sid).
    Activate cashback on PilotMiles to get one.</p></section>`,
  );
}
