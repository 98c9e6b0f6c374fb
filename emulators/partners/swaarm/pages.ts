/**
 * The simulator's HTML: the advertiser page a tracking link opens (one button per event that makes
 * the simulator fire the postback), its error page, and an index at /swaarm. Plain HTML with a
 * little inline CSS and no script; every echoed value is escaped. End-to-end tests find controls by
 * their accessible names: the buttons' text, 'Status', 'Send twice'.
 */
import { escapeHtml as e } from '../html';
import { FEED_DEFAULT_PER_PAGE } from './feed';
import { SWAARM_API_KEY, SWAARM_OFFERS, SWAARM_PUBLISHER_ID, type SwaarmEvent, type SwaarmOffer } from './offers';
import { SWAARM_STATUSES, statusState, type SentPostback, type SwaarmStatus } from './postbacks';

const CSS = `
  * { box-sizing: border-box; }
  body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; color: #1d2330; background: #f3f4f8; }
  header { background: #23163d; color: #fff; padding: 10px 16px; font-size: 14px; }
  header b { color: #ffcf4a; }
  main { max-width: 760px; margin: 0 auto; padding: 16px; }
  .card { background: #fff; border-radius: 12px; padding: 16px; box-shadow: 0 1px 3px rgba(0,0,0,.12); margin-bottom: 16px; }
  img.preview { width: 100%; height: auto; aspect-ratio: 16 / 9; object-fit: cover; border-radius: 10px; background: #dde0ea; display: block; }
  h1 { font-size: 26px; margin: 12px 0 4px; }
  h2 { font-size: 18px; margin: 0 0 8px; }
  .meta { color: #5b6275; font-size: 14px; margin: 0; word-break: break-all; }
  .controls { display: flex; flex-wrap: wrap; gap: 12px 24px; align-items: center; margin-bottom: 12px; }
  select { font: inherit; padding: 6px 8px; margin-left: 8px; border-radius: 6px; border: 1px solid #9aa1b5; }
  input[type=checkbox] { width: 18px; height: 18px; vertical-align: -3px; margin-right: 6px; }
  ul.events { list-style: none; padding: 0; margin: 0; }
  ul.events li { display: flex; flex-wrap: wrap; gap: 8px; justify-content: space-between; align-items: center; padding: 10px 0; border-top: 1px solid #e6e8ef; }
  .payout { color: #5b6275; font-size: 14px; }
  button { font: inherit; font-weight: 600; color: #fff; background: #5b3fd6; border: 0; border-radius: 8px; padding: 10px 14px; cursor: pointer; }
  button:hover { background: #4a30bd; }
  .result { border-left: 6px solid #1f9d55; }
  .result.failed { border-left-color: #d93636; }
  .result p { margin: 0 0 6px; font-weight: 600; }
  pre, code { font: 13px/1.4 ui-monospace, Menlo, Consolas, monospace; white-space: pre-wrap; word-break: break-all; }
  pre { background: #f3f4f8; border-radius: 6px; padding: 8px; margin: 4px 0 12px; }
  table { border-collapse: collapse; width: 100%; font-size: 14px; }
  td, th { text-align: left; padding: 4px 8px 4px 0; border-top: 1px solid #e6e8ef; vertical-align: top; }
  @media (max-width: 560px) { ul.events li button { width: 100%; } h1 { font-size: 22px; } }
`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(title)}</title><style>${CSS}</style></head>
<body><header><b>Swaarm simulator</b> · local partner for PilotMiles, not a real advertiser</header>
<main>${body}</main></body></html>`;
}

const dollars = (amount: number) => `$${amount.toFixed(2)}`;

const CATEGORY_LABELS: Readonly<Record<SwaarmOffer['category'], string>> = {
  game: 'Game',
  app: 'App',
  survey: 'Survey',
  explore: 'Explore',
  signup: 'Sign-up',
  travel: 'Travel',
};
const PLATFORM_LABELS: Readonly<Record<SwaarmOffer['platform'], string>> = { ios: 'iOS', android: 'Android', web: 'Web' };

/** What pressing an event's button did: the event and each postback sent (two when 'Send twice'). */
export interface ClickResult {
  event: SwaarmEvent;
  status: SwaarmStatus;
  sent: readonly SentPostback[];
}

export interface ClickPage {
  offer: SwaarmOffer;
  pubId: string;
  clickId: string;
  status: SwaarmStatus;
  twice: boolean;
  result?: ClickResult;
}

const succeeded = (s: SentPostback) => s.status !== null && s.status >= 200 && s.status < 300;

function resultCard({ event, status, sent }: ClickResult): string {
  const lines = sent
    .map((s) => {
      const outcome = s.status === null ? `failed: ${s.error ?? 'no answer'}` : String(s.status);
      const verb = s.status === null ? 'Postback not delivered' : 'Postback sent';
      return `<p>${e(`${verb}: ${status} ${event.name} -> ${outcome}`)}</p>
      <code>GET ${e(s.url)}</code>
      ${s.status === null ? '' : `<pre aria-label="Response body">${e(s.body || '(empty body)')}</pre>`}`;
    })
    .join('\n');
  const failed = !sent.every(succeeded);
  return `<section class="card result${failed ? ' failed' : ''}" role="status" aria-label="Postback result">
    <h2>${failed ? 'The API did not accept the postback' : 'The API accepted the postback'}</h2>
    ${lines}
  </section>`;
}

/** The advertiser page for one offer and one of our clicks. */
export function clickPageHtml(page: ClickPage): string {
  const { offer, result } = page;
  const events = offer.events
    .map(
      (ev) => `<li><span>${e(ev.name)} <span class="payout">· pays ${e(dollars(ev.payout.theyGetInDollars))}</span></span>
        <button type="submit" name="event_id" value="${e(ev.eventTypeId)}">${e(`Complete: ${ev.name}`)}</button></li>`,
    )
    .join('\n');
  const options = SWAARM_STATUSES.map(
    (s) => `<option value="${s}"${s === page.status ? ' selected' : ''}>${statusState(s)}</option>`,
  ).join('');
  return layout(
    `${offer.name} · Swaarm simulator`,
    `${result ? resultCard(result) : ''}
    <section class="card">
      <img class="preview" src="${e(offer.previewUrl)}" alt="${e(offer.name)}" width="640" height="360">
      <h1>${e(offer.name)}</h1>
      <p class="meta">${e(CATEGORY_LABELS[offer.category])} · ${e(PLATFORM_LABELS[offer.platform])} · offer ${e(offer.id)}</p>
      <p class="meta">Publisher ${e(page.pubId || '(none)')} · click id <code>${e(page.clickId)}</code></p>
    </section>
    <section class="card">
      <h2>Complete an event</h2>
      <form method="post" action="/swaarm/click">
        <input type="hidden" name="offer_id" value="${e(offer.id)}">
        <input type="hidden" name="pub_id" value="${e(page.pubId)}">
        <input type="hidden" name="pub_click_id" value="${e(page.clickId)}">
        <div class="controls">
          <span><label for="status">Status</label><select id="status" name="status">${options}</select></span>
          <label><input type="checkbox" name="twice" value="1"${page.twice ? ' checked' : ''}>Send twice</label>
        </div>
        <ul class="events">${events}</ul>
      </form>
    </section>`,
  );
}

/** A click the simulator cannot show (unknown offer, no click id). */
export function clickErrorHtml(message: string): string {
  return layout(
    'Bad click · Swaarm simulator',
    `<section class="card result failed" role="alert"><h1>Bad click</h1><p>${e(message)}</p>
    <p class="meta">Tracking links look like /swaarm/click?offer_id=10234&amp;pub_id=${e(SWAARM_PUBLISHER_ID)}&amp;pub_click_id=&lt;our click id&gt;.
    Start an offer on PilotMiles to get one.</p></section>`,
  );
}

/** /swaarm: what the simulator serves, the template it fills, and the postbacks it sent lately. */
export function indexHtml(template: string, recent: readonly SentPostback[]): string {
  const feed = `/swaarm/api/offers?publisher_id=${SWAARM_PUBLISHER_ID}&api_key=${SWAARM_API_KEY}&page=1&per_page=${FEED_DEFAULT_PER_PAGE}`;
  const rows = [...recent]
    .reverse()
    .slice(0, 20)
    .map(
      (s) =>
        `<tr><td>${e(s.at)}</td><td>${e(s.conversion.status)} ${e(s.conversion.eventTypeId)}</td><td>${e(s.status ?? s.error)}</td><td><code>${e(s.conversion.clickId)}</code></td></tr>`,
    )
    .join('');
  return layout(
    'Swaarm simulator',
    `<section class="card"><h1>Swaarm simulator</h1>
      <p>${SWAARM_OFFERS.length} offers in the feed: <a href="${e(feed)}">${e(feed)}</a></p>
      <p>Postback template:</p><pre>${e(template)}</pre>
      <p class="meta">Offers open here through PilotMiles' Start button, which adds our click id to the tracking link.</p>
    </section>
    <section class="card"><h2>Latest postbacks</h2>
      ${rows ? `<table><tr><th>at</th><th>sent</th><th>answer</th><th>click</th></tr>${rows}</table>` : '<p class="meta">None yet.</p>'}
    </section>`,
  );
}
