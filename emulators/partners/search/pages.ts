/** The search simulator's index at /search: what it answers, and the queries it served lately. */
import { escapeHtml as e, simulatorPage } from '../html';
import { SITES } from './sites';

const SIMULATOR = 'Web-search provider simulator';

export interface ServedQuery {
  q: string;
  offset: number;
  results: number;
  at: string;
}

export function indexHtml(recent: readonly ServedQuery[]): string {
  const rows = recent.length
    ? recent
        .map(
          (r) =>
            `<tr><td>${e(r.at.slice(11, 19))}</td><td>${e(r.q)}</td><td>${e(r.offset)}</td><td>${e(r.results)}</td></tr>`,
        )
        .join('')
    : '<tr><td colspan="4">No searches yet.</td></tr>';
  return simulatorPage({
    title: SIMULATOR,
    simulator: SIMULATOR,
    body: `
      <h1>Web search</h1>
      <section class="card">
        <h2>API</h2>
        <p class="meta">The Brave Search API's web search, with results made up from ${SITES.length} real sites
          (their own search pages for the query), the same for the same query every time.</p>
        <pre>GET /search/res/v1/web/search?q=cheap+flights&amp;count=10&amp;offset=0
X-Subscription-Token: &lt;WEB_SEARCH_API_KEY&gt;</pre>
        <p class="meta">count 1–20 (default 20), offset is the page, 0–9. Text typed at random finds nothing.
          <code>GET /search/_control/requests?q=</code> counts the calls for one query.</p>
      </section>
      <section class="card">
        <h2>Recent searches</h2>
        <table><thead><tr><th>Time (UTC)</th><th>Query</th><th>Page</th><th>Results</th></tr></thead><tbody>${rows}</tbody></table>
      </section>`,
  });
}
