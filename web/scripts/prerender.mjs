// After `vite build`: renders the public pages' first screen as a visitor sees it
// (src/app/prerender.tsx) into their HTML files, so it shows before the JavaScript has run: the
// landing page into dist/index.html, which main.tsx hydrates, and shells of the public listings,
// an article page and /new/earn (see PAGES). Every other path gets dist/app.html, Vite's second page,
// left as built: its entry (src/mainApp.tsx) loads the classic layout lazily (firebase.json's
// rewrites). Each prerendered file still works for any path (a Hosting that rewrites everything
// to index.html): a small inline script hides the prerendered markup on
// another path (or a query string it does not fit, `unless`), and for a returning member (the
// signed-in hint), before it is ever painted, and main.tsx then renders from scratch.
//
// In these files the app's scripts start only once the first screen is painted, with its first
// pictures (src/app/firstScreen.ts): the document, stylesheet, font and the pictures of the data
// the HTML asked for go first, not shared with the bundle. Their inline scripts are allowed by
// hash in firebase.json's Content-Security-Policy: the build fails when one is missing there.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import { inlineScriptHashes } from './csp.mjs';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(web, 'node_modules', '.prerender');

await build({
  root: web,
  configFile: path.join(web, 'vite.config.ts'),
  // The project's settings when built for one (scripts/buildFor.mjs).
  mode: process.env.PRERENDER_MODE || 'production',
  logLevel: 'warn',
  build: {
    ssr: 'src/app/prerender.tsx',
    outDir,
    emptyOutDir: true,
    manifest: false,
    copyPublicDir: false,
    rolldownOptions: { output: { codeSplitting: false } },
  },
  // Bundled, not imported at run time from web/: core's copy (hashes 2.x) is not the one hoisted
  // to the root for other packages (1.x), and core's draw hash needs 2.x.
  ssr: { noExternal: ['@noble/hashes'] },
});

// The app reads browser storage at start (the signed-in hint, the geo cache): a visitor has none.
const memoryStorage = () => {
  const data = new Map();
  return {
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, String(v)),
    removeItem: (k) => void data.delete(k),
    clear: () => data.clear(),
  };
};
globalThis.localStorage ??= memoryStorage();
globalThis.sessionStorage ??= memoryStorage();

const { prerender, htmlStart, loadAppAfterFirstScreen, FIRST_SCREEN_WAIT_MS } = await import(pathToFileURL(path.join(outDir, 'prerender.js')).href);

/**
 * The prerendered pages. The landing page is hydrated ('hydrate'). The others are shells ('shell':
 * the layout, the banner and the page's loading skeleton, as a visitor first sees them), painted
 * at once and replaced by React's first render, which shows the page's data when it has already
 * arrived: measured, one render with the data beat hydrating the skeleton and then rendering the
 * data (Lighthouse, median of 5). The shells' HTML also starts the page's request
 * (app/startupData.ts's htmlStart). `match` is the paths a file is served for (firebase.json's
 * rewrites); `unless`, query strings its markup is hidden for; `base`, the built page it is
 * written into (index.html, whose entry has the classic layout, or app.html).
 */
const PAGES = [
  { render: '/', file: 'index.html', match: '^/$', mode: 'hydrate' },
  {
    render: '/articles',
    file: 'shells/articles.html',
    match: '^/articles$',
    mode: 'shell',
    module: 'src/features/articles/ArticlesPage.tsx',
  },
  {
    render: '/articles/_',
    file: 'shells/article.html',
    match: '^/articles/[^/]+$',
    mode: 'shell',
    module: 'src/features/articles/ArticlePage.tsx',
  },
  {
    render: '/offers',
    file: 'shells/offers.html',
    match: '^/offers$',
    // A category has its own banner: that visit waits for the app rather than show another's.
    unless: '[?&]category=',
    mode: 'shell',
    module: 'src/features/offers/OffersPage.tsx',
  },
  {
    render: '/rewards',
    file: 'shells/rewards.html',
    match: '^/rewards$',
    mode: 'shell',
    module: 'src/features/rewards/RewardsPage.tsx',
  },
  {
    render: '/sweepstakes',
    file: 'shells/sweepstakes.html',
    match: '^/sweepstakes$',
    mode: 'shell',
    module: 'src/features/sweepstakes/SweepstakesPage.tsx',
  },
  {
    // A returning member's dashboard: the layout and the page as they look while the session
    // loads (app/memberShell.ts), shown only where the signed-in hint is set (a visitor is sent to
    // sign in). Hydrated: React's first render for a member is this very markup (its data waits
    // for Auth), so it is adopted rather than built again. app.html's entry, with the classic
    // layout preloaded.
    render: '/dashboard',
    file: 'shells/dashboard.html',
    match: '^/dashboard$',
    mode: 'hydrate',
    member: true,
    // The classic layout is in the `landing` chunk (vite.config.ts's groups).
    module: ['chunk:landing', 'src/features/dashboard/DashboardPage.tsx'],
    base: 'app.html',
  },
  {
    // The /new design's earn hub: app.html's entry (no classic layout or landing in its bundle).
    render: '/new/earn',
    file: 'shells/new-earn.html',
    match: '^/new/earn$',
    mode: 'shell',
    module: 'src/features/earn/EarnHubPage.tsx',
    base: 'app.html',
  },
];

/** The page's lazy route modules and what they import, as modulepreload links: fetched with the entry, not after it. */
const manifest = JSON.parse(readFileSync(path.join(web, 'dist', '.vite', 'manifest.json'), 'utf8'));
function preloads(module, base) {
  if (!module) return '';
  const have = new Set();
  const collect = (key, into) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    chunk.imports?.forEach((k) => collect(k, into));
  };
  collect(base, have); // the page's entry: main.tsx (index.html) or mainApp.tsx (app.html)
  const need = new Set();
  for (const name of [module].flat()) {
    // A source file, or `chunk:<name>` for a group chunk (it has no source file of its own).
    const key = name.startsWith('chunk:')
      ? Object.keys(manifest).find((k) => manifest[k].name === name.slice('chunk:'.length) && !manifest[k].isEntry)
      : name;
    if (!key || !manifest[key]) throw new Error(`prerender: ${name} is not in the manifest`);
    collect(key, need);
  }
  return [...need]
    .filter((f) => !have.has(f) && f.endsWith('.js'))
    .map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`)
    .join('');
}

const distDir = path.join(web, 'dist');
const built = Object.fromEntries(
  ['index.html', 'app.html'].map((base) => {
    const html = readFileSync(path.join(distDir, base), 'utf8');
    if (!html.includes('<div id="root"></div>')) throw new Error(`prerender: dist/${base} has no empty #root`);
    return [base, html];
  }),
);
mkdirSync(path.join(distDir, 'shells'), { recursive: true });

const HINT_KEY = 'pm_signed_in'; // lib/authState.ts
for (const { render, file, match, unless, mode, module, member = false, base = 'index.html' } of PAGES) {
  // A member's page renders as a returning member's browser starts: with the hint (storage above).
  if (member) localStorage.setItem(HINT_KEY, '1');
  const { html, styles } = await prerender(render);
  localStorage.removeItem(HINT_KEY);
  const pattern = `/${match.replaceAll('/', '\\/')}/`;
  // Hidden on another path, and for whoever the page was not rendered as (member or visitor).
  const guard =
    `<script>try{if(!${pattern}.test(location.pathname)||localStorage.getItem('${HINT_KEY}')${member ? '!' : '='}=='1'` +
    (unless ? `||/${unless}/.test(location.search)` : '') +
    ')' +
    `document.documentElement.classList.add('pm-no-prerender')}catch(e){}</script>` +
    `<style>.pm-no-prerender [data-prerendered]{display:none}</style>`;
  // The page's data, asked for as the HTML arrives rather than once the bundle runs: a visitor's
  // view of this very path (no query string, which may change the request; app/startupData.ts
  // takes the response over only if it is the one it would have asked for), and what the shell
  // shows of it meanwhile.
  const start = member ? null : htmlStart(render);
  const fetchNow = start
    ? `<script>try{if(${pattern}.test(location.pathname)&&!location.search&&localStorage.getItem('${HINT_KEY}')!=='1'){` +
      `var u=${start.url};window.pmStartupFetch={url:u,response:fetch(u)};${start.then ?? ''}}}catch(e){}</script>`
    : '';
  const out = afterFirstScreen(
    built[base]
      .replace('</title>', `</title>\n    ${guard}${fetchNow}`)
      .replace('</head>', `  ${preloads(module, base)}${styles}\n  </head>`)
      .replace('<div id="root"></div>', `<div id="root" data-prerendered="${mode}">${html}</div>`),
  );
  writeFileSync(path.join(distDir, file), out);
  console.log(`prerender: ${render} → dist/${file} (${(out.length / 1024).toFixed(1)} kB, ${mode})`);
}
console.log('prerender: every other path → dist/app.html');

const missing = [...inlineScriptHashes(distDir)].filter(([hash]) => !cspScriptSources().includes(hash));
if (missing.length) {
  throw new Error(
    `prerender: firebase.json's Content-Security-Policy script-src lacks the inline scripts (node web/scripts/cspHashes.mjs writes them) ${missing
      .map(([hash, file]) => `${hash} (${file})`)
      .join(', ')}`,
  );
}

/**
 * The page's module script and preloads become a list (#pm-app-scripts) that the inline
 * loadAppAfterFirstScreen starts once the first screen is painted.
 */
function afterFirstScreen(html) {
  const preloaded = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html)?.[1];
  if (!entry) throw new Error('prerender: the page has no module script');
  const list = JSON.stringify([...preloaded, entry]).replaceAll('<', '\\u003c');
  return html
    .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '')
    .replace(/\s*<script type="module" crossorigin src="[^"]+"><\/script>/, '')
    .replace(
      '</body>',
      `  <script type="application/json" id="pm-app-scripts">${list}</script>\n` +
        `    <script>(${loadAppAfterFirstScreen.toString()})(${FIRST_SCREEN_WAIT_MS})</script>\n  </body>`,
    );
}

function cspScriptSources() {
  const hosting = JSON.parse(readFileSync(path.join(web, '..', 'firebase.json'), 'utf8')).hosting;
  const headers = (Array.isArray(hosting) ? hosting[0] : hosting).headers.flatMap((h) => h.headers);
  const csp = headers.find((h) => h.key === 'Content-Security-Policy')?.value ?? '';
  return /script-src ([^;]*)/.exec(csp)?.[1].split(' ') ?? [];
}
