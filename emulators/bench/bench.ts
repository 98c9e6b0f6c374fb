/**
 * `npm run bench`: figures, not pass/fail. Prints
 *  - bundle: the JavaScript (and CSS) a first visit to the landing route downloads, gzip-compressed,
 *    and the JavaScript of the other front doors, /new/earn and /cp/rewards;
 *  - lighthouse: Lighthouse mobile scores (performance, accessibility, best practices, SEO), FCP,
 *    LCP, TBT, CLS, Speed Index and transfer size of /, /articles, an article page, /offers,
 *    /rewards, /sweepstakes, /new/earn and /cp/rewards, median of BENCH_LIGHTHOUSE_RUNS runs
 *    (default 5: on two cores one run's Total Blocking Time varies by ±150 ms), served
 *    compressed like Hosting's CDN serves web/dist;
 *    with the failing accessibility audits and the elements behind layout shifts
 *    (bench/lighthouse.ts; JSON reports in emulators/artifacts/lighthouse/);
 *  - api: latency of GET /api/users under 50 concurrent requests from 50 members, twice:
 *    in-process: the api app on a local HTTP server, like one Cloud Functions instance serving
 *      concurrent requests, against the Auth and Firestore emulators;
 *    emulated: through Hosting → the Functions emulator, which runs one request per worker
 *      process (so it is warmed at the same concurrency first).
 *    Also what one GET /api/users costs (Firestore reads and writes, Auth lookups), and the article
 *    claim and the daily-bonus claim with 100 distinct users claiming at once, with what one claim
 *    costs (bench/claims.ts, bench/callCounter.ts).
 *  - offers: the offer listing under 200 concurrent requests and its Firestore reads per warm
 *    request, and 500 distinct postbacks at once: throughput, p95, documents per credit, none lost
 *    (bench/offers.ts).
 *  - rewards: 100 members redeeming at once, each request sent twice (a double click), after two
 *    warm-up bursts of 100 others (the first reported as the cold figure): latency per request, documents per
 *    redemption (to review; approved: the request, and apart the queued task that orders from the
 *    provider), how long until every payout is fulfilled (polled, with a
 *    timeout), and a check that none was lost or doubled (bench/redemptions.ts).
 *  - sweepstakes: 200 members entering one sweepstake at once: latency, and the totals and balances
 *    checked exact; documents per entry and per listing (bench/sweepstakeEntries.ts).
 *  - shopping: the brand listing and the /shopping page's call with 200 requests in flight, and
 *    the Firestore reads of one warm request (bench/brands.ts).
 *  - search: 200 members searching at once, three rounds: latency, failures, the daily cap and every
 *    balance checked (bench/webSearches.ts).
 *  - admin: staff's member search (GET /api/users/admin in ten shapes) and every dashboard call
 *    (per period) over 10,000 bench-only seeded members: p50/p95 and the documents read and the
 *    aggregation reads billed per call; the seed is deleted afterwards unless BENCH_KEEP=1
 *    (bench/adminMembers.ts). Needs neither web/dist nor Chromium.
 *  - earn: the /new design's calls: GET /api/earn/v2 (the hub) with 100 members at once, and the
 *    public /api/earn/offers and /api/earn/shopping/v2 with 200 in flight: p50/p95 and the
 *    documents one warm call reads (bench/earnHub.ts).
 *  - events: 500 POST /api/events at once, then 500 POST /api/service/ping-main-page at once, each
 *    from its own address (the per-IP limits never bite): req/s, p50/p95/p99, errors, documents per
 *    call (bench/events.ts).
 *  - members: 1,000 members signed up (BENCH_MEMBERS for another count), then each main member call
 *    with all of them calling at once: GET /api/users, the earn hub, the offer and sweepstake
 *    listings, an article claim, the daily bonus, a sweepstake entry: p50/p95, errors by status and
 *    code, the documents one warm call reads and writes (bench/memberLoad.ts). A few minutes.
 * BENCH_ONLY=lighthouse (or a list: bundle,api,offers,rewards,sweepstakes,shopping,search,earn,admin,events,members,lighthouse) runs only those parts;
 * BENCH_LIGHTHOUSE=0 skips Lighthouse; BENCH_LIGHTHOUSE_PAGES=/,/offers measures only those paths (as a visitor),
 * BENCH_LIGHTHOUSE_MEMBER_PAGES=/dashboard those signed in as the demo member (empty: none); BENCH_LIGHTHOUSE_ORIGIN=http://127.0.0.1:5000 measures the
 * Hosting emulator instead of bench/prodServer.ts; BENCH_REQUESTS sets the number of GET /api/users
 * requests.
 * Needs a built web app (web/dist) and the emulator suite (`npm run bench` starts both), and
 * Chromium (CHROMIUM_PATH or CHROME_PATH, default /usr/bin/chromium) for Lighthouse.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ClaimFigures } from './claims';
import { lighthouseFigures } from './lighthouse';
import { chromiumPath } from '../chromium';
import { withInProcessApi } from './inProcessApi';
import { percentile } from './stats';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/data/accounts';

type ClaimBurst = ClaimFigures['article'];

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DIST = path.join(ROOT, 'web', 'dist');
const BASE = process.env.BENCH_BASE_URL ?? 'http://127.0.0.1:5000';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

const gz = (file: string) => gzipSync(readFileSync(path.join(DIST, file))).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
/** The landing route's JavaScript budget, gzip: the figure reads 'OVER' above it. */
const LANDING_JS_BUDGET = 200 * 1024;

/**
 * Files a route needs: the entry plus the route's lazy modules, with their static imports. The
 * entry is the page's HTML file: index.html for the prerendered pages (/, the shells), app.html for
 * every other path (firebase.json's rewrites).
 */
function routeFiles(manifest: Record<string, ManifestChunk>, lazySources: string[], entry = 'app.html') {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.css?.forEach((c) => files.add(c));
    chunk.imports?.forEach(visit);
  };
  visit(entry);
  lazySources.forEach(visit);
  return [...files];
}

function bundleFigures() {
  const manifest = JSON.parse(readFileSync(path.join(DIST, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  // The user layout and the home page are in index.html's static graph (app/eagerRoutes.ts); were
  // they lazy again, their chunks would count here too.
  const landing = routeFiles(manifest, ['src/app/shells/classic/ClassicLayout.tsx', 'src/features/home/HomePage.tsx'], 'index.html');
  const js = landing.filter((f) => f.endsWith('.js'));
  // What a visitor's page fetches once idle, after the first paint: Firebase Auth (lib/loadAuth),
  // and the phone drawer or the desktop dropdowns (app/shells/classic/SiteHeader).
  const later = (source: string) =>
    routeFiles(manifest, [source], 'index.html')
      .filter((f) => f.endsWith('.js') && !landing.includes(f))
      .reduce((t, f) => t + gz(f), 0);
  const css = landing.filter((f) => f.endsWith('.css'));
  const allJs = Object.values(manifest)
    .map((c) => c.file)
    .filter((f) => f.endsWith('.js'));
  // The other two front doors: the /new earn hub and the partner portal's landing,
  // each its layout plus its page, lazily loaded after the entry.
  const routeJs = (sources: string[]) =>
    routeFiles(manifest, sources)
      .filter((f) => f.endsWith('.js'))
      .reduce((t, f) => t + gz(f), 0);
  return {
    newEarnJs: routeJs(['src/app/shells/new/NewLayout.tsx', 'src/features/earn/EarnHubPage.tsx']),
    cpRewardsJs: routeJs(['src/app/shells/portal/PortalLayout.tsx', 'src/features/cpPortal/CpLandingPage.tsx']),
    landingJs: js.reduce((t, f) => t + gz(f), 0),
    landingCss: css.reduce((t, f) => t + gz(f), 0),
    landingFiles: js.length,
    idleAuth: later('src/lib/AuthWatcher.tsx'),
    idleDrawer: later('src/app/shells/classic/header/MobileNav.tsx'),
    idleMenus: later('src/app/shells/classic/header/HoverMenuPopup.tsx'),
    allJs: [...new Set(allJs)].reduce((t, f) => t + gz(f), 0),
  };
}

/** Runs `total` requests with `concurrency` in flight; returns sorted latencies in ms. */
async function load(total: number, concurrency: number, request: () => Promise<Response>) {
  const latencies: number[] = [];
  let next = 0;
  let failures = 0;
  const worker = async () => {
    while (next < total) {
      next++;
      const started = performance.now();
      const res = await request();
      await res.arrayBuffer();
      latencies.push(performance.now() - started);
      if (!res.ok) failures++;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  return { latencies: latencies.sort((a, b) => a - b), failures, rps: total / seconds };
}

function printBundle() {
  const bundle = bundleFigures();
  console.log('\nWeb bundle (gzip)');
  console.log(
    `  landing route (/) JavaScript   ${kb(bundle.landingJs)} in ${bundle.landingFiles} files (budget ${kb(LANDING_JS_BUDGET)}: ${bundle.landingJs <= LANDING_JS_BUDGET ? 'within' : 'OVER'})`,
  );
  console.log(`  landing route (/) CSS          ${kb(bundle.landingCss)}`);
  const withinBudget = (bytes: number) => `budget ${kb(LANDING_JS_BUDGET)}: ${bytes <= LANDING_JS_BUDGET ? 'within' : 'OVER'}`;
  console.log(`  /new/earn JavaScript           ${kb(bundle.newEarnJs)} (${withinBudget(bundle.newEarnJs)})`);
  console.log(`  /cp/rewards JavaScript         ${kb(bundle.cpRewardsJs)} (${withinBudget(bundle.cpRewardsJs)})`);
  console.log(
    `  then, once idle (visitors)     Firebase Auth ${kb(bundle.idleAuth)}; phone drawer ${kb(bundle.idleDrawer)} or desktop menus ${kb(bundle.idleMenus)}`,
  );
  console.log(`  all JavaScript of the app      ${kb(bundle.allJs)}`);
}

function report(label: string, total: number, result: Awaited<ReturnType<typeof load>>) {
  const { latencies } = result;
  console.log(`\n${label}: GET /api/users, ${total} requests, 50 concurrent`);
  console.log(
    `  p50 ${percentile(latencies, 50).toFixed(0)} ms   p95 ${percentile(latencies, 95).toFixed(0)} ms   max ${latencies.at(-1)!.toFixed(0)} ms   ${result.rps.toFixed(0)} req/s   failures ${result.failures}`,
  );
}

/** GET /api/users in-process and through the emulators, and the claim bursts; returns failures. */
async function apiFigures() {
  // Loaded here, so that BENCH_ONLY=lighthouse does not load the server code.
  const [{ benchUsers }, { claimFigures }, { measureCall }] = await Promise.all([
    import('./benchUsers'),
    import('./claims'),
    import('./callCounter'),
  ]);
  const TOTAL = Number(process.env.BENCH_REQUESTS ?? 500);
  const getUser = (base: string, token: string) => () =>
    fetch(`${base}/api/users`, { headers: { authorization: `Bearer ${token}`, 'x-timezone': 'UTC' } });
  /** Requests spread over `members` in turn, as many members browsing at once. */
  const rotating = (base: string, members: Array<{ token: string }>) => {
    let i = 0;
    return () => getUser(base, members[i++ % members.length]!.token)();
  };

  const { inProcess, claims } = await withInProcessApi(async (local) => {
    const members = await benchUsers(local, 'users', 50);
    await load(100, 50, rotating(local, members));
    const inProcess = await load(TOTAL, 50, rotating(local, members));
    report('in-process api (one instance)', TOTAL, inProcess);
    const cost = await measureCall(getUser(local, members[0]!.token));
    console.log(
      `  one GET /api/users (warm instance): ${cost.reads} Firestore reads, ${cost.writes} writes, ${cost.authLookups} Auth lookups by the app`,
    );

    const claims = await claimFigures(local);
    const claimLine = (label: string, r: ClaimBurst, docs: { reads: number; writes: number; authLookups: number }) =>
      console.log(
        `  ${label.padEnd(28)} p50 ${percentile(r.latencies, 50).toFixed(0)} ms   p95 ${percentile(r.latencies, 95).toFixed(0)} ms   max ${r.latencies.at(-1)!.toFixed(0)} ms   failures ${r.failures}   per claim: ${docs.reads} read, ${docs.writes} written, ${docs.authLookups} Auth lookups`,
      );
    console.log(`\nin-process api: claims, ${claims.users} distinct users at once`);
    claimLine('POST /api/articles/claim', claims.article, claims.articleDocs);
    claimLine('POST /api/users/daily-bonus', claims.bonus, claims.bonusDocs);
    return { inProcess, claims };
  });

  const remote = await benchUsers(BASE, 'users-emulated', 50);
  // The Functions emulator starts one worker process per concurrent request: warm 50 of them first.
  await load(100, 50, rotating(BASE, remote));
  const emulated = await load(TOTAL, 50, rotating(BASE, remote));
  report('Hosting → Functions emulator', TOTAL, emulated);
  return inProcess.failures + emulated.failures + claims.article.failures + claims.bonus.failures;
}

/** The offers part (bench/offers.ts) on a local HTTP server of the api app; returns failures. */
async function offersPart() {
  const { offerFigures } = await import('./offers');
  const f = await withInProcessApi(offerFigures);
  const line = (r: { latencies: number[]; failures: number }) =>
    `p50 ${percentile(r.latencies, 50).toFixed(0)} ms   p95 ${percentile(r.latencies, 95).toFixed(0)} ms   max ${r.latencies.at(-1)!.toFixed(0)} ms   failures ${r.failures}`;
  console.log('\nin-process api: offers');
  console.log(`  GET /api/swaarm/offers, 200 at once   ${line(f.listing)}`);
  console.log(`  GET /api/health, 200 at once (one Firestore read) ${line(f.health)}`);
  console.log(`    one warm listing request: ${f.listingCost.reads} Firestore reads, ${f.listingCost.writes} writes`);
  const p = f.postbacks;
  console.log(`  ${p.latencies.length} distinct postbacks at once      ${line(p)}   ${(p.latencies.length / p.seconds).toFixed(0)} postbacks/s`);
  console.log(`    credited ${p.credited}, ledger entries ${p.ledgerEntries} (none lost: ${p.ledgerEntries === p.latencies.length})`);
  console.log(`    one credit: ${f.postbackCost.reads} documents read, ${f.postbackCost.writes} written`);
  return f.listing.failures + p.failures + (p.ledgerEntries === p.latencies.length ? 0 : 1);
}

/** The rewards part (bench/redemptions.ts) on a local HTTP server of the api app; returns failures. */
async function rewardsPart() {
  const { redemptionFigures } = await import('./redemptions');
  const f = await withInProcessApi(redemptionFigures);
  const l = f.latencies;
  const cost = (c: { reads: number; writes: number }) => `${c.reads} documents read, ${c.writes} written`;
  const c = f.coldLatencies;
  console.log(`\nin-process api: redemptions, ${f.members} members at once, each request sent twice (${l.length} requests)`);
  console.log(
    `  POST /api/rewards/redeem   p50 ${percentile(l, 50).toFixed(0)} ms   p95 ${percentile(l, 95).toFixed(0)} ms   max ${l.at(-1)!.toFixed(0)} ms   ${(f.members / f.seconds).toFixed(0)} redemptions/s   failures ${f.failures} (every burst)`,
  );
  console.log(`    the first warm-up burst (${f.members} other members, cold JIT): p50 ${percentile(c, 50).toFixed(0)} ms   p95 ${percentile(c, 95).toFixed(0)} ms`);
  const n = f.checkedMembers;
  const exact = f.payouts === n && f.debits === n && f.providerOrders === n && f.balancesAtZero === n && f.fulfilled === n;
  const late = f.notFulfilled.length ? ` (not: ${f.notFulfilled.join(', ')})` : '';
  console.log(
    `    every burst (${n} members): payouts ${f.payouts}, fulfilled ${f.fulfilled} within ${f.fulfilledAfterSeconds.toFixed(1)} s of the last answer${late}, debits ${f.debits}, provider orders ${f.providerOrders}, balances at 0: ${f.balancesAtZero} (none lost or doubled: ${exact})`,
  );
  const o = f.orderedCost;
  console.log(
    `    one redemption to review: ${cost(f.reviewCost)}; one approved: the request ${cost(o.call)}, then ${o.tasks.ran} queued task(s) ${cost(o.tasks)}`,
  );
  return f.failures + (exact ? 0 : 1);
}

/** The sweepstakes part (bench/sweepstakeEntries.ts); returns failures. */
async function sweepstakesPart() {
  const { sweepstakeFigures } = await import('./sweepstakeEntries');
  const f = await withInProcessApi(sweepstakeFigures);
  const l = f.latencies;
  const cost = (c: { reads: number; writes: number }) => `${c.reads} documents read, ${c.writes} written`;
  console.log(`\nin-process api: sweepstake entries, ${f.members} members entering one sweepstake at once`);
  console.log(
    `  POST /api/sweepstakes/{id}/enter   p50 ${percentile(l, 50).toFixed(0)} ms   p95 ${percentile(l, 95).toFixed(0)} ms   max ${l.at(-1)!.toFixed(0)} ms   ${(f.members / f.seconds).toFixed(0)} entries/s   failures ${f.failures}`,
  );
  const exact = f.totalEntries === f.sent && f.entrants === f.members + 1 && f.balancesRight === f.members;
  console.log(`    entries sent ${f.sent}, total answered ${f.totalEntries}, entrants ${f.entrants}, balances right ${f.balancesRight}/${f.members} (exact: ${exact})`);
  console.log(`    one entry: ${cost(f.entryCost)}; one listing of open sweepstakes: ${cost(f.listingCost)}`);
  return f.failures + (exact ? 0 : 1);
}

/** The shopping part (bench/brands.ts): the brand listing warm; returns failures. */
async function shoppingPart() {
  const { brandFigures } = await import('./brands');
  const f = await withInProcessApi(brandFigures);
  const line = (r: { latencies: number[]; failures: number }) =>
    `p50 ${percentile(r.latencies, 50).toFixed(0)} ms   p95 ${percentile(r.latencies, 95).toFixed(0)} ms   max ${r.latencies.at(-1)!.toFixed(0)} ms   failures ${r.failures}`;
  const cost = (c: { reads: number; writes: number }) => `${c.reads} Firestore reads, ${c.writes} writes`;
  console.log('\nin-process api: shopping');
  console.log(`  GET /api/shopping, 200 at once      ${line(f.listing)}`);
  console.log(`  GET /api/shopping/v2, 200 at once   ${line(f.home)}`);
  console.log(`    one warm listing: ${cost(f.listingCost)}; one warm /shopping/v2: ${cost(f.homeCost)}`);
  return f.listing.failures + f.home.failures;
}

const PARTS = ['bundle', 'api', 'offers', 'rewards', 'sweepstakes', 'shopping', 'search', 'earn', 'admin', 'events', 'members', 'lighthouse'];
const only = (process.env.BENCH_ONLY ?? PARTS.join(','))
  .split(',')
  .map((p) => p.trim())
  .filter(Boolean);
const unknown = only.filter((p) => !PARTS.includes(p));
if (unknown.length) {
  console.error(`BENCH_ONLY: unknown part ${unknown.join(', ')} (parts: ${PARTS.join(', ')})`);
  process.exit(2);
}
const wanted = (part: string) =>
  only.includes(part) && !(part === 'lighthouse' && process.env.BENCH_LIGHTHOUSE === '0');
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
if (!Number.isInteger(LIGHTHOUSE_RUNS) || LIGHTHOUSE_RUNS < 1) {
  console.error(`BENCH_LIGHTHOUSE_RUNS: expected a whole number of runs, got ${process.env.BENCH_LIGHTHOUSE_RUNS}`);
  process.exit(2);
}

let failures = 0;
if (wanted('bundle')) printBundle();
if (wanted('lighthouse'))
  failures += (
    await lighthouseFigures({
      firebaseJson: path.join(ROOT, 'firebase.json'),
      apiTarget: BASE,
      // A seeded article (emulators/seed/data/articles/fly-for-less.md).
      pages: process.env.BENCH_LIGHTHOUSE_PAGES?.split(',').filter(Boolean) ?? [
        '/',
        '/articles',
        '/articles/fly-for-less',
        '/offers',
        '/rewards',
        '/sweepstakes',
        '/new/earn',
        '/cp/rewards',
      ],
      // The seeded demo member (emulators/seed/data/accounts.ts) on their dashboard.
      member: {
        email: DEMO_ACCOUNTS[0]!.email,
        password: DEMO_PASSWORD,
        pages: process.env.BENCH_LIGHTHOUSE_MEMBER_PAGES?.split(',').filter(Boolean) ?? ['/dashboard'],
      },
      runs: LIGHTHOUSE_RUNS,
      origin: process.env.BENCH_LIGHTHOUSE_ORIGIN,
      outDir: path.join(ROOT, 'emulators', 'artifacts', 'lighthouse'),
      chromePath: chromiumPath(),
    })
  ).failures;
// Lighthouse goes first: the API load leaves 50 emulator workers behind, which makes page timings noisier.
if (wanted('api')) failures += await apiFigures();
if (wanted('offers')) failures += await offersPart();
if (wanted('rewards')) failures += await rewardsPart();
if (wanted('sweepstakes')) failures += await sweepstakesPart();
// 200 members searching at once, the cap checked (bench/webSearches.ts).
if (wanted('search')) failures += await (await import('./webSearches')).searchPart();
if (wanted('shopping')) failures += await shoppingPart();
// The /new design's earn calls (bench/earnHub.ts).
if (wanted('earn')) failures += await (await import('./earnHub')).earnPart();
// Staff's member search and dashboards over 10,000 seeded members (bench/adminMembers.ts).
if (wanted('admin')) failures += await (await import('./adminMembers')).adminPart();
// POST /events and the landing ping, 500 at once (bench/events.ts).
if (wanted('events')) failures += await (await import('./events')).eventsPart();
// 1,000 members at once on each main member call (bench/memberLoad.ts).
if (wanted('members')) failures += await (await import('./memberLoad')).membersPart();
process.exit(failures ? 1 : 0);
