/**
 * Lighthouse figures for `npm run bench`: Lighthouse (mobile, its default simulated throttling)
 * drives the system Chromium against pages served the way production serves them (prodServer.ts:
 * web/dist compressed, /api proxied to the Hosting emulator). Each page is measured `runs` times,
 * the pages taking turns so that noise on the machine spreads over all of them, with a fresh
 * browser per run; the table shows the median of each figure on its own. Also lists the failing
 * accessibility audits and the elements behind layout shifts, and saves every JSON report (and a
 * summary.json) to emulators/artifacts/lighthouse/.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import { chromium } from '@playwright/test';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { startProdServer } from './prodServer';
import { waitForQuietMachine } from './quiet';
import { withEmulatorOrigins } from '../scripts/hostingConfig.mjs';
import { PORTS } from '../scripts/stack.mjs';
import { CHROMIUM_FLAGS } from '../chromium';

export interface LighthouseOptions {
  /** firebase.json; its hosting block says what to serve and how. */
  firebaseJson: string;
  /** Where /api goes: the Hosting emulator. */
  apiTarget: string;
  /** URL paths to measure, as a visitor. */
  pages: string[];
  /** URL paths to measure signed in as this member (signed in through the page first). */
  member?: { email: string; password: string; pages: string[] };
  runs: number;
  /** Measure this origin instead of prodServer.ts (e.g. the Hosting emulator, to compare). */
  origin?: string;
  outDir: string;
  chromePath: string;
}

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
  bytes: 'total-byte-weight',
} as const;

type Figures = Record<(typeof CATEGORIES)[number] | keyof typeof METRICS, number>;

/** An element as Lighthouse reports it (details of type `node`). */
interface NodeValue {
  type: 'node';
  selector?: string;
  snippet?: string;
  nodeLabel?: string;
  explanation?: string;
}
interface TableItem {
  node?: NodeValue;
  url?: string;
  statusCode?: number;
  score?: number;
  subItems?: { items: { extra?: NodeValue | { type: 'url'; value: string }; cause?: string }[] };
}

interface Failure {
  id: string;
  title: string;
  selector: string;
  label: string;
  reason: string;
}
interface Shift {
  selector: string;
  /** The element's opening tag: MUI selectors alone are often ambiguous. */
  snippet: string;
  label: string;
  score: number;
  causes: string[];
}
interface Run {
  page: string;
  run: number;
  figures: Figures;
  a11yFailures: Failure[];
  /** Failing pass/fail audits of SEO and best practices: id and title. */
  otherFailures: { id: string; title: string }[];
  /** Requests answered with an error (an /api the page tolerates failing changes its figures). */
  failedRequests: string[];
  shifts: Shift[];
  warnings: string[];
}

const tableItems = (lhr: Result, id: string) =>
  ((lhr.audits[id]?.details as { items?: TableItem[] } | undefined)?.items ?? []) as TableItem[];

const oneLine = (s: string | undefined, max = 60) => {
  const line = (s ?? '').replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};

/** axe's explanation, shortened: the contrast figures for color-contrast, else its first finding. */
function shortReason(explanation: string | undefined) {
  const text = explanation ?? '';
  const contrast =
    /contrast of ([\d.]+) \(foreground color: (#\w+), background color: (#\w+),.*?Expected contrast ratio of ([\d.:]+)/s.exec(
      text,
    );
  if (contrast) return `contrast ${contrast[1]}:1, ${contrast[2]} on ${contrast[3]}, needs ${contrast[4]}`;
  const lines = text.split('\n').map((l) => l.trim());
  return oneLine(
    lines.find((l) => l && !/^Fix (any|all) of the following:?$/.test(l)),
    120,
  );
}

function figuresOf(lhr: Result): Run['figures'] {
  const out = {} as Figures;
  for (const c of CATEGORIES) out[c] = Math.round((lhr.categories[c]?.score ?? NaN) * 100);
  for (const [key, id] of Object.entries(METRICS))
    out[key as keyof typeof METRICS] = lhr.audits[id]?.numericValue ?? NaN;
  return out;
}

function a11yFailuresOf(lhr: Result): Failure[] {
  return (lhr.categories.accessibility?.auditRefs ?? []).flatMap(({ id }) => {
    const audit = lhr.audits[id];
    if (!audit || audit.score === null || audit.score >= 1) return [];
    const items = tableItems(lhr, id).filter((i) => i.node);
    if (!items.length) return [{ id, title: audit.title, selector: '', label: '', reason: '' }];
    return items.map((i) => ({
      id,
      title: audit.title,
      selector: i.node!.selector ?? '',
      label: oneLine(i.node!.nodeLabel, 40),
      reason: shortReason(i.node!.explanation),
    }));
  });
}

function otherFailuresOf(lhr: Result): Run['otherFailures'] {
  return (['seo', 'best-practices'] as const).flatMap((c) =>
    (lhr.categories[c]?.auditRefs ?? [])
      .map(({ id }) => lhr.audits[id])
      .filter((a) => a && a.scoreDisplayMode === 'binary' && a.score !== null && a.score < 1)
      .map((a) => ({ id: a!.id, title: a!.title })),
  );
}

function shiftsOf(lhr: Result): Shift[] {
  return tableItems(lhr, 'layout-shifts').map((i) => ({
    selector: i.node?.selector ?? '(element not identified)',
    snippet: i.node?.snippet ?? '',
    label: oneLine(i.node?.nodeLabel, 40),
    score: i.score ?? 0,
    causes: (i.subItems?.items ?? []).map((s) => {
      const extra = s.extra?.type === 'url' ? s.extra.value : s.extra?.selector;
      return extra ? `${s.cause} (${extra})` : (s.cause ?? '');
    }),
  }));
}

function median(values: number[]) {
  const v = values.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (!v.length) return NaN;
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? v[mid]! : (v[mid - 1]! + v[mid]!) / 2;
}

const fileName = (page: string) => (page === '/' ? 'home' : page.replace(/^\/|\/$/g, '').replace(/[^\w-]+/g, '_'));
const ms = (x: number) => (x >= 1000 ? `${(x / 1000).toFixed(1)} s` : `${x.toFixed(0)} ms`);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

async function measure(
  url: string,
  chromePath: string,
  member?: { email: string; password: string },
): Promise<{ lhr: Result; report: string }> {
  let chrome: LaunchedChrome | undefined;
  try {
    chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
    if (member) await signIn(chrome.port, new URL(url).origin, member);
    // The previous run's browser and the emulators' work after a sign-in finish first: on two
    // cores they would be measured as this page's main thread being busy (Total Blocking Time).
    await waitForQuietMachine(0.85, 10_000);
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      // A member's page: the session signIn left in the profile's storage stays.
      disableStorageReset: !!member,
    };
    const result = await lighthouse(url, flags);
    if (!result) throw new Error('lighthouse returned no result');
    return { lhr: result.lhr, report: result.report as string };
  } finally {
    chrome?.kill();
  }
}

/**
 * Signs the member in through the sign-in page in the browser Lighthouse then drives, and leaves
 * a returning member's browser with a cold cache: the session in storage, but no cached files and
 * no service worker (its precache would serve the page from the device).
 */
async function signIn(port: number, origin: string, member: { email: string; password: string }) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    await page.goto(`${origin}/auth/signin`);
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel(/^Password\b(?! requirements)/).fill(member.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(/\/dashboard$/, { timeout: 30_000 });
    await page.evaluate(async () => {
      for (const r of await navigator.serviceWorker.getRegistrations()) await r.unregister();
      for (const key of await caches.keys()) await caches.delete(key);
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    await browser.close();
  }
}

/** Measures, prints and saves; returns how many runs failed. */
export async function lighthouseFigures(opts: LighthouseOptions): Promise<{ failures: number }> {
  rmSync(opts.outDir, { recursive: true, force: true });
  mkdirSync(opts.outDir, { recursive: true });
  const server = opts.origin
    ? { url: opts.origin.replace(/\/$/, ''), close: async () => {} }
    : await startProdServer({
        firebaseJson: opts.firebaseJson,
        apiTarget: opts.apiTarget,
        // The demo build signs in with the Auth emulator, as the Hosting emulator's policy allows.
        policy: (csp) => withEmulatorOrigins(csp, PORTS),
      });
  const servedBy = opts.origin ? 'BENCH_LIGHTHOUSE_ORIGIN' : 'bench/prodServer.ts';
  const runs: Run[] = [];
  const errors: string[] = [];
  // Each page as a visitor, then the member's pages signed in.
  const measured = [
    ...opts.pages.map((path) => ({ path, label: path, signedIn: undefined })),
    ...(opts.member?.pages ?? []).map((path) => ({ path, label: `${path} (member)`, signedIn: opts.member })),
  ];
  const labels = measured.map((m) => m.label);
  let version = '';
  try {
    // Compress every page's files once and wake a Functions worker before anything is timed.
    await Promise.all(
      [...opts.pages, '/api/health'].map((p) =>
        fetch(server.url + p).then(
          (r) => r.arrayBuffer(),
          () => null,
        ),
      ),
    );
    console.log(`\nLighthouse: ${measured.length} pages × ${opts.runs} runs through ${server.url} (${servedBy})`);
    for (let run = 1; run <= opts.runs; run++) {
      for (const { path: pagePath, label: page, signedIn } of measured) {
        const started = performance.now();
        try {
          let { lhr, report } = await measure(server.url + pagePath, opts.chromePath, signedIn);
          // Lighthouse's own trace recording sometimes misses the navigation (NO_NAVSTART): that
          // says nothing about the page, so it is measured again (twice at most).
          for (let retry = 0; retry < 2 && lhr.runtimeError?.code === 'NO_NAVSTART'; retry++)
            ({ lhr, report } = await measure(server.url + pagePath, opts.chromePath, signedIn));
          version = lhr.lighthouseVersion;
          writeFileSync(path.join(opts.outDir, `${fileName(page)}.run${run}.json`), report);
          if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
          const r: Run = {
            page,
            run,
            figures: figuresOf(lhr),
            a11yFailures: a11yFailuresOf(lhr),
            otherFailures: otherFailuresOf(lhr),
            failedRequests: tableItems(lhr, 'network-requests')
              .filter((i) => i.url?.startsWith('http') && (i.statusCode ?? 0) >= 400)
              .map((i) => `${i.statusCode} ${i.url!.replace(server.url, '')}`),
            shifts: shiftsOf(lhr),
            warnings: lhr.runWarnings.map(String),
          };
          runs.push(r);
          const f = r.figures;
          console.log(
            `  run ${run} ${page.padEnd(26)} perf ${f.performance}  FCP ${ms(f.fcp)}  LCP ${ms(f.lcp)}  TBT ${ms(f.tbt)}  CLS ${f.cls.toFixed(3)}  (${((performance.now() - started) / 1000).toFixed(0)} s)`,
          );
        } catch (err) {
          errors.push(`${page} run ${run}: ${(err as Error).message}`);
          console.log(`  run ${run} ${page.padEnd(26)} FAILED: ${(err as Error).message}`);
        }
      }
    }
  } finally {
    await server.close();
  }

  const summary = labels.map((page) => {
    const mine = runs.filter((r) => r.page === page);
    const med = {} as Figures;
    for (const key of [...CATEGORIES, ...Object.keys(METRICS)] as (keyof Figures)[])
      med[key] = median(mine.map((r) => r.figures[key]));
    return { page, runs: mine.length, median: med, perRun: mine.map((r) => r.figures) };
  });

  console.log(
    `\nLighthouse ${version} mobile (simulated throttling), median of ${opts.runs} run${opts.runs === 1 ? '' : 's'} per page, served by ${servedBy}`,
  );
  console.log(
    `  ${'page'.padEnd(26)} perf  a11y  b-p   seo   ${'FCP'.padEnd(7)} ${'LCP'.padEnd(7)} ${'TBT'.padEnd(7)} ${'CLS'.padEnd(6)} ${'SI'.padEnd(7)} transfer`,
  );
  for (const { page, runs: n, median: m } of summary) {
    if (!n) {
      console.log(`  ${page.padEnd(26)} no successful run`);
      continue;
    }
    const score = (x: number) => String(Math.round(x)).padStart(4);
    console.log(
      `  ${page.padEnd(26)} ${score(m.performance)}  ${score(m.accessibility)}  ${score(m['best-practices'])}  ${score(m.seo)}   ${ms(m.fcp).padEnd(7)} ${ms(m.lcp).padEnd(7)} ${ms(m.tbt).padEnd(7)} ${m.cls.toFixed(3).padEnd(6)} ${ms(m.si).padEnd(7)} ${kb(m.bytes)}${n < opts.runs ? `  (${n} of ${opts.runs} runs)` : ''}`,
    );
  }

  // Failing accessibility audits: one line per element, with the pages (and runs) where it fails.
  const failures = new Map<string, Failure & { where: Map<string, number> }>();
  for (const r of runs)
    for (const f of r.a11yFailures) {
      const key = `${f.id}\0${f.selector}\0${f.reason}`;
      const entry = failures.get(key) ?? { ...f, where: new Map<string, number>() };
      entry.where.set(r.page, (entry.where.get(r.page) ?? 0) + 1);
      failures.set(key, entry);
    }
  const wherePages = (where: Map<string, number>) =>
    [...where].map(([page, n]) => (n < opts.runs ? `${page} (${n}/${opts.runs} runs)` : page)).join(', ');
  console.log(failures.size ? '\nFailing accessibility audits' : '\nFailing accessibility audits: none');
  let lastId = '';
  for (const f of failures.values()) {
    if (f.id !== lastId) console.log(`  ${f.id}: ${f.title}`);
    lastId = f.id;
    const what = [f.selector, f.label && `"${f.label}"`, f.reason].filter(Boolean).join('  ');
    console.log(`    ${what}\n      on ${wherePages(f.where)}`);
  }

  const others = new Map<string, { title: string; where: Map<string, number> }>();
  for (const r of runs)
    for (const f of r.otherFailures) {
      const entry = others.get(f.id) ?? { title: f.title, where: new Map<string, number>() };
      entry.where.set(r.page, (entry.where.get(r.page) ?? 0) + 1);
      others.set(f.id, entry);
    }
  if (others.size) {
    console.log('\nFailing SEO and best-practices audits');
    for (const [id, f] of others) console.log(`  ${id}: ${f.title}\n      on ${wherePages(f.where)}`);
  }

  // Layout shifts: per page and element, the shift score in each run (summed over its shifts).
  console.log('\nLayout shifts (layout-shifts audit: element that moved most, its shift score in each run)');
  let anyShift = false;
  for (const page of labels) {
    const mine = runs.filter((r) => r.page === page);
    const byElement = new Map<
      string,
      { selector: string; snippet: string; label: string; causes: Set<string>; perRun: number[] }
    >();
    mine.forEach((r, i) => {
      for (const s of r.shifts) {
        const key = `${s.selector}\0${s.snippet}`;
        const e = byElement.get(key) ?? { ...s, causes: new Set<string>(), perRun: mine.map(() => 0) };
        e.perRun[i]! += s.score;
        s.causes.forEach((c) => e.causes.add(c.replace(server.url, '')));
        byElement.set(key, e);
      }
    });
    // Shifts that round to 0.000 in every run are noise here.
    const shown = [...byElement.values()].filter((e) => Math.max(...e.perRun) >= 0.0005);
    if (!shown.length) continue;
    anyShift = true;
    console.log(`  ${page}`);
    for (const e of shown.sort((a, b) => median(b.perRun) - median(a.perRun))) {
      console.log(`    ${e.selector}`);
      console.log(`      ${[e.snippet, e.label && `"${e.label}"`].filter(Boolean).join('  ')}`);
      console.log(`      shift in each run: ${e.perRun.map((s) => s.toFixed(3)).join(', ')}`);
      for (const c of e.causes) console.log(`      possible cause (Lighthouse): ${c}`);
    }
  }
  if (!anyShift) console.log('  none');

  const failedRequests = new Map<string, number>();
  for (const r of runs)
    for (const f of r.failedRequests)
      failedRequests.set(`${r.page}: ${f}`, (failedRequests.get(`${r.page}: ${f}`) ?? 0) + 1);
  if (failedRequests.size)
    console.log(
      `\nRequests that failed during the runs (the figures include pages showing an error)\n${[...failedRequests].map(([what, n]) => `  ${what} (${n}/${opts.runs} runs)`).join('\n')}`,
    );

  const warnings = [...new Set(runs.flatMap((r) => r.warnings))];
  if (warnings.length) console.log(`\nLighthouse warnings\n${warnings.map((w) => `  ${oneLine(w, 200)}`).join('\n')}`);
  if (errors.length) console.log(`\nLighthouse runs that failed\n${errors.map((e) => `  ${e}`).join('\n')}`);

  writeFileSync(
    path.join(opts.outDir, 'summary.json'),
    JSON.stringify(
      {
        lighthouseVersion: version,
        runsPerPage: opts.runs,
        pages: summary,
        a11yFailures: [...failures.values()].map((f) => ({ ...f, where: Object.fromEntries(f.where) })),
        runs,
        errors,
      },
      null,
      2,
    ),
  );
  console.log(
    `\nReports: ${path.relative(process.cwd(), opts.outDir) || '.'}/ (one JSON per page and run, summary.json)`,
  );
  return { failures: errors.length };
}
