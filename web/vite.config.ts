import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';

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

export default defineConfig({
  plugins: [deferFirestoreForReactfire, interWithoutShifts, react()],
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
    rolldownOptions: {
      output: {
        // Vendor groups change rarely, so browsers keep them cached across our deploys. Firebase is
        // left to the default split so Firestore stays in its own on-demand chunk.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler|@tanstack)[\\/]/,
              priority: 2,
            },
            { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'], priority: 1 },
            { name: 'shell', tags: ['$initial'] },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
  },
});
