// After `vite build`: renders the landing page as a visitor sees it (src/app/prerender.tsx) into
// dist/index.html, so it shows before the JavaScript has run; main.tsx hydrates it. Every other
// route gets dist/app.html, the page as Vite built it (firebase.json's rewrite). index.html still
// works for any path (a Hosting that rewrites everything to it): a small inline script hides the
// prerendered markup on another path, and for a returning member (the signed-in hint), before it
// is ever painted, and main.tsx then renders from scratch.
//
// On the landing page the scripts are fetched at low priority: the page is painted and its links
// work without them, so the document, stylesheet and font go first (and Lighthouse's simulation,
// which treats high-priority scripts as render-blocking, models that page as the browser runs it).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(web, 'node_modules', '.prerender');

await build({
  root: web,
  configFile: path.join(web, 'vite.config.ts'),
  logLevel: 'warn',
  build: {
    ssr: 'src/app/prerender.tsx',
    outDir,
    emptyOutDir: true,
    manifest: false,
    copyPublicDir: false,
    rolldownOptions: { output: { codeSplitting: false } },
  },
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

const { prerender } = await import(pathToFileURL(path.join(outDir, 'prerender.js')).href);
const { html, styles } = await prerender('/');

const indexFile = path.join(web, 'dist', 'index.html');
const page = readFileSync(indexFile, 'utf8');
writeFileSync(path.join(web, 'dist', 'app.html'), page);
const HINT_KEY = 'pm_signed_in'; // lib/authState.ts
const guard =
  `<script>try{if(location.pathname!=='/'||localStorage.getItem('${HINT_KEY}')==='1')` +
  `document.documentElement.classList.add('pm-no-prerender')}catch(e){}</script>` +
  `<style>.pm-no-prerender [data-prerendered]{display:none}</style>`;
if (!page.includes('<div id="root"></div>')) throw new Error('prerender: dist/index.html has no empty #root');
const out = page
  .replace('</title>', `</title>\n    ${guard}`)
  .replace('</head>', `  ${styles}\n  </head>`)
  .replace('<div id="root"></div>', `<div id="root" data-prerendered="/">${html}</div>`)
  .replaceAll('<script type="module" crossorigin', '<script type="module" fetchpriority="low" crossorigin')
  .replaceAll('<link rel="modulepreload" crossorigin', '<link rel="modulepreload" fetchpriority="low" crossorigin');
writeFileSync(indexFile, out);
console.log(`prerender: / written into dist/index.html (${(out.length / 1024).toFixed(1)} kB); other routes: dist/app.html`);
