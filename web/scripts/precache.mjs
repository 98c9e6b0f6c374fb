// What the service worker (public/sw.js) precaches for the offline shell, written into dist/sw.js
// after `vite build` (vite.config.ts's precacheForServiceWorker): app.html's files and every
// hashed file a member's pages can load (followed from app.html and index.html through static and
// lazy imports), not staff's app (/admin, a desk needs the network anyway). The Inter font: only
// its Latin file (the others load when a page shows such characters).
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const STAFF_ONLY = /(^|\/)src\/(admin\/|app\/adminRoutes|app\/layouts\/AdminLayout)/;
const LATIN_FONT = /inter-latin-wght-normal.*\.woff2$/;

/** Site paths ('/assets/…') to precache, from Vite's manifest (dist/.vite/manifest.json). */
export function precacheList(manifest) {
  const files = new Set();
  const seen = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    chunk.css?.forEach((f) => files.add(f));
    chunk.assets?.forEach((f) => LATIN_FONT.test(f) && files.add(f));
    chunk.imports?.forEach(visit);
    chunk.dynamicImports?.filter((k) => !STAFF_ONLY.test(k)).forEach(visit);
  };
  visit('app.html');
  visit('index.html');
  for (const chunk of Object.values(manifest)) if (LATIN_FONT.test(chunk.file)) files.add(chunk.file);
  // The HTML pages are not listed: the worker fetches app.html itself (prerendering rewrites the others).
  return [...files]
    .filter((f) => !f.endsWith('.html'))
    .map((f) => `/${f}`)
    .sort();
}

const BUILD_LINE = /^const BUILD = \{ version: 'dev', precache: \[\] \};$/m;

/** Writes the list and a version (which changes with it, so browsers install the new worker) into dist/sw.js. */
export function writePrecache(distDir) {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8'));
  const precache = precacheList(manifest);
  const version = createHash('sha256').update(precache.join('\n')).digest('hex').slice(0, 12);
  const file = path.join(distDir, 'sw.js');
  const source = readFileSync(file, 'utf8');
  if (!BUILD_LINE.test(source))
    throw new Error("precache: dist/sw.js has no `const BUILD = { version: 'dev', precache: [] };` line");
  writeFileSync(
    file,
    source.replace(BUILD_LINE, () => `const BUILD = ${JSON.stringify({ version, precache })};`),
  );
  return { version, files: precache.length };
}
