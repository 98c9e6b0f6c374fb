// Bundles the functions into lib/index.js (CommonJS) with `core`, express and zod inlined, so
// `firebase deploy` needs only firebase-admin and firebase-functions from package.json.
import * as esbuild from 'esbuild';

const options = {
  entryPoints: ['src/index.ts'],
  outfile: 'lib/index.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  external: ['firebase-admin', 'firebase-functions'],
  logLevel: 'warning',
};

if (process.argv.includes('--watch')) {
  const ctx = await esbuild.context(options);
  await ctx.watch();
  console.log('functions: watching src/ for changes');
} else {
  await esbuild.build(options);
}
