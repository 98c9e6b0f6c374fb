import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { loadEnv, type Plugin, type ResolvedConfig } from 'vite';
import { webSettingsProblems } from './scripts/webSettings.mjs';
import { writePrecache } from './scripts/precache.mjs';
import react from '@vitejs/plugin-react';
import { scaled } from './src/testing/timeouts';

// In `npm run dev`, /api goes straight to the Functions emulator (Hosting's rewrite does it otherwise).
const FUNCTIONS_API = 'http://127.0.0.1:5001/demo-pilotmiles/us-central1/api';


const unusedSdks = fileURLToPath(new URL('./src/lib/firebaseUnusedSdks.ts', import.meta.url));
const firestoreForReactfire = fileURLToPath(new URL('./src/lib/firestoreForReactfire.ts', import.meta.url));

/** Only reactfire's own import of firebase/firestore is redirected (see firestoreForReactfire.ts). */
const deferFirestoreForReactfire: Plugin = {
  name: 'pilotmiles:defer-firestore-for-reactfire',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source === 'firebase/firestore' && importer && /[\\/]node_modules[\\/]reactfire[\\/]/.test(importer))
      return firestoreForReactfire;
    return null;
  },
};

/**
 * Inter without layout shifts: `font-display: optional` instead of @fontsource's `swap` (text is
 * never re-laid out when the font arrives late; a slow first visit keeps the fallback), and the
 * Latin file preloaded from index.html so it usually arrives in time.
 */
const interWithoutShifts: Plugin = {
  name: 'pilotmiles:inter-without-shifts',
  enforce: 'pre',
  transform(code, id) {
    if (/@fontsource-variable[\\/]inter[\\/]index\.css$/.test(id)) return code.replaceAll('font-display: swap', 'font-display: optional');
    return null;
  },
  transformIndexHtml: {
    order: 'post',
    handler(_html, ctx) {
      const latin = Object.values(ctx.bundle ?? {}).find((f) => /inter-latin-wght-normal.*\.woff2$/.test(f.fileName));
      if (!latin) return [];
      return [
        {
          tag: 'link',
          attrs: { rel: 'preload', href: `/${latin.fileName}`, as: 'font', type: 'font/woff2', crossorigin: '' },
          injectTo: 'head',
        },
      ];
    },
  },
};

/**
 * Our themes never use MUI's CSS theme variables (no `cssVariables`, no `colorSchemes`: theme/), yet
 * MUI's createTheme and ThemeProvider import that machinery whatever the theme: in the build, its
 * two modules are replaced by stand-ins that throw if ever called (about 7 kB gzip off every page;
 * a theme that wants the variables must drop this plugin, src/theme/theme.test.ts checks ours do
 * not, as do the shells' variants). Tests and `npm run dev` keep MUI's own.
 */
const MUI_CSS_VARS = /[\\/]@mui[\\/]material[\\/]styles[\\/](createThemeWithVars|ThemeProviderWithVars)\.mjs$/;
const MUI_CSS_VARS_STUB = '\0pilotmiles:mui-css-vars-stub';
const withoutMuiCssVars: Plugin = {
  name: 'pilotmiles:without-mui-css-vars',
  apply: 'build',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    if (!importer || !/WithVars\.mjs$/.test(source)) return null;
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    return resolved && MUI_CSS_VARS.test(resolved.id) ? MUI_CSS_VARS_STUB : null;
  },
  load(id) {
    if (id !== MUI_CSS_VARS_STUB) return null;
    return [
      "const unsupported = () => { throw new Error('MUI CSS theme variables are left out of the build (vite.config.ts)'); };",
      'export default unsupported;',
      'export const CssVarsProvider = unsupported;',
      'export const Experimental_CssVarsProvider = unsupported;',
      'export const useColorScheme = unsupported;',
      'export const getInitColorSchemeScript = unsupported;',
      'export const createGetCssVar = unsupported;',
    ].join('\n');
  },
};

/** A build for a real project stops, naming what is missing (scripts/webSettings.mjs). */
const requireProjectSettings: Plugin = {
  name: 'pilotmiles:require-project-settings',
  apply: 'build',
  configResolved(config) {
    const env = { ...loadEnv(config.mode, config.envDir || config.root, 'VITE_'), ...pickVite(process.env) };
    const problems = webSettingsProblems(config.mode, env);
    if (problems.length) throw new Error(`web build for ${config.mode}: ${problems.join('; ')}`);
  },
};
const pickVite = (env: NodeJS.ProcessEnv) =>
  Object.fromEntries(Object.entries(env).filter(([k]) => k.startsWith('VITE_'))) as Record<string, string>;

/**
 * The service worker's offline shell (public/sw.js, docs/pwa.md): once the app's files are written,
 * their list goes into dist/sw.js (scripts/precache.mjs). Not in scripts/prerender.mjs's build.
 */
const precacheForServiceWorker = (): Plugin => {
  let resolved: ResolvedConfig | undefined;
  return {
    name: 'pilotmiles:precache-for-service-worker',
    apply: 'build',
    configResolved(config) {
      resolved = config;
    },
    closeBundle: {
      order: 'post',
      handler() {
        if (!resolved || resolved.build.ssr || !resolved.build.manifest) return;
        const { files } = writePrecache(path.resolve(resolved.root, resolved.build.outDir));
        resolved.logger.info(`sw.js: ${files} files precached for the offline shell`);
      },
    },
  };
};

const appEntry = fileURLToPath(new URL('./src/mainApp.tsx', import.meta.url));

/**
 * What each entry loads at start, split by who needs it: `shared`, both index.html (main.tsx, the
 * prerendered pages) and app.html (mainApp.tsx, every other path); `landing`, only index.html (the
 * classic user layout, the landing page and what they alone import). `$initial` groups span both
 * entries, so without this every app.html visit would download the classic layout too (and each
 * entry the other's own start-up code). Filled in once the module graph is known (buildEnd),
 * before chunks are made; the groups below consult it.
 */
const initial = { shared: new Set<string>(), landing: new Set<string>() };

/**
 * @mui/material's index re-exports every component: followed whole, it would make each entry
 * seem to import all of them. Only the names a module takes from it are followed (to the
 * component's folder, or to whichever re-exported module exports the name).
 */
const MUI_INDEX = /[\\/]@mui[\\/]material[\\/]index\.mjs$/;
const MUI_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']@mui\/material["']/g;

const splitInitialModules: Plugin = {
  name: 'pilotmiles:split-initial-modules',
  apply: 'build',
  buildEnd() {
    const info = (id: string) => this.getModuleInfo(id);
    const muiTargets = (index: string, importer: string) => {
      const barrel = info(index)!;
      const names = [...(info(importer)?.code ?? '').matchAll(MUI_IMPORT)].flatMap((m) =>
        m[1]!.split(',').map((n) => n.trim().split(/\s+as\s+/)[0]!).filter(Boolean),
      );
      return names.map((name) => {
        const folder = new RegExp(`export \\{ default as ${name} \\} from "(\\./[^"]+)"`).exec(barrel.code ?? '')?.[1];
        if (folder) return path.join(path.dirname(index), folder);
        return barrel.importedIds.find((t) => info(t)?.exports.includes(name)) ?? index;
      });
    };
    const staticGraph = (entry: string) => {
      const seen = new Set<string>();
      const visit = (id: string) => {
        if (seen.has(id)) return;
        seen.add(id);
        for (const dep of info(id)?.importedIds ?? []) {
          if (MUI_INDEX.test(dep) && id !== dep) {
            // The index counts as seen (not followed) unless a name was not found in it.
            const targets = muiTargets(dep, id);
            if (targets.includes(dep)) visit(dep);
            else seen.add(dep);
            targets.forEach(visit);
          } else visit(dep);
        }
      };
      visit(entry);
      return seen;
    };
    // From the entry modules themselves (the HTML pages'), so that no group captures one of them
    // and, with it, all it imports.
    const graphs = [...this.getModuleIds()].filter((id) => info(id)?.isEntry).map(staticGraph);
    const app = graphs.find((g) => g.has(appEntry));
    initial.shared.clear();
    initial.landing.clear();
    if (!app) return; // another build (scripts/prerender.mjs's)
    for (const id of app) if (graphs.every((g) => g.has(id))) initial.shared.add(id);
    // The landing chunk: what app.html loads lazily and index.html at start (the front door: the
    // classic layout, the home page). What app.html's other lazy routes import too, at once or
    // later (the /new app bar's account menu, loaded on demand, shares a piece with the classic
    // header's), goes with the shared chunks instead (a chunk of its own made / too many files,
    // and /new or /cp/rewards would then fetch the whole landing chunk for a piece of it).
    const lazy = [...new Set([...app].flatMap((id) => info(id)?.dynamicallyImportedIds ?? []))];
    const isFrontDoor = (id: string) => graphs.some((g) => g !== app && g.has(id));
    const withLater = (route: string) => {
      const seen = new Set<string>();
      const pending = [route];
      while (pending.length)
        for (const id of staticGraph(pending.pop()!))
          if (!seen.has(id)) {
            seen.add(id);
            pending.push(...(info(id)?.dynamicallyImportedIds ?? []).filter((d) => !seen.has(d) && !isFrontDoor(d)));
          }
      return seen;
    };
    const elsewhere = new Set(lazy.filter((id) => !isFrontDoor(id)).flatMap((id) => [...withLater(id)]));
    for (const door of lazy.filter(isFrontDoor))
      for (const id of staticGraph(door))
        if (!app.has(id)) (elsewhere.has(id) ? initial.shared : initial.landing).add(id);
  },
};

export default defineConfig({
  plugins: [
    requireProjectSettings,
    deferFirestoreForReactfire,
    interWithoutShifts,
    withoutMuiCssVars,
    splitInitialModules,
    precacheForServiceWorker(),
    react(),
  ],
  resolve: {
    // reactfire pulls these in at import time; we use none of them (see the stub's comment).
    alias: Object.fromEntries(
      ['firebase/database', 'firebase/functions', 'firebase/remote-config', 'firebase/storage'].map((m) => [m, unusedSdks]),
    ),
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: FUNCTIONS_API, changeOrigin: true, rewrite: (p) => p.replace(/^\/api/, '') },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // dist/.vite/manifest.json lets `npm run bench` measure each route's JavaScript.
    manifest: true,
    chunkSizeWarningLimit: 800,
    // web/package.json's `sideEffects` names the only src/ modules that do something on import:
    // any other is left out when nothing it exports is used, so importing one name from a
    // feature's index.ts (e.g. the portal's AuthFrameProvider) no longer brings all it re-exports.
    // A new module with top-level effects (a registration, a listener) must be added there.
    // Every browser the app supports follows modulepreload links; the polyfill only cost the
    // landing route's budget.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Two pages, two entries: index.html (main.tsx), which scripts/prerender.mjs fills for the
      // prerendered pages, and app.html (mainApp.tsx) for every other path (firebase.json's rewrites).
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        app: fileURLToPath(new URL('./app.html', import.meta.url)),
      },
      output: {
        // Vendor groups change rarely, so browsers keep them cached across our deploys. Firebase is
        // left to the default split so Firestore stays in its own on-demand chunk. What both entries
        // load at start goes in vendor and shell; what only index.html's does, in landing.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler|@tanstack)[\\/]/,
              priority: 2,
            },
            {
              name: 'vendor',
              test: (id) => /node_modules[\\/]/.test(id) && initial.shared.has(id),
              tags: ['$initial'],
              priority: 1,
            },
            { name: 'shell', test: (id) => initial.shared.has(id), tags: ['$initial'] },
            // Not the modules it imports that are not in the set (imported by other lazy routes too).
            {
              name: 'landing',
              test: (id) => initial.landing.has(id),
              tags: ['$initial'],
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  test: {
    // happy-dom costs about half of jsdom's CPU; the few files that need jsdom's fidelity say so
    // in a `@vitest-environment jsdom` docblock.
    environment: 'happy-dom',
    // One worker loads the libraries once for all its files (isolate: false); src/testing/setup.ts
    // gives each file fresh app modules, an empty page and storage.
    isolate: false,
    // One worker: measured on 2 cores, all files in 137 s on one worker for 146 CPU-seconds, against
    // 135 s for 252 on two (each worker loads the libraries and sets up its environments again),
    // and `npm test` runs this step on the CPU the browser tests leave idle.
    maxWorkers: 1,
    // The heaviest page tests (jsdom, a whole page and its dialogs) take 1-6 s on two busy cores;
    // the default 5 s limit failed them on a loaded machine without anything being wrong.
    testTimeout: scaled(20_000),
    hookTimeout: scaled(10_000),
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
  },
});
