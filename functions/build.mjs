// Bundles the functions into lib/index.js (CommonJS) with `core`, express and zod inlined, so
// `firebase deploy` needs only firebase-admin, firebase-functions and geoip-country from package.json.
import * as esbuild from 'esbuild';

const options = {
  entryPoints: ['src/index.ts'],
  outfile: 'lib/index.js',
  bundle: true,
  platform: 'node',
  // Deployed on Node 22 (firebase.json); the emulator runs it on the build machines' Node 20.
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  // geoip-country reads its database files from its own folder at run time: installed, not bundled.
  external: ['firebase-admin', 'firebase-functions', 'geoip-country'],
  logLevel: 'warning',
};

// `--outfile <path>`: a bundle elsewhere (npm run deploy:check reads the manifest from its own).
const outfile = process.argv.indexOf('--outfile');
if (outfile > 0) options.outfile = process.argv[outfile + 1];

if (process.argv.includes('--watch')) {
  const ctx = await esbuild.context(options);
  await ctx.watch();
  console.log('functions: watching src/ for changes');
} else {
  await esbuild.build(options);
}
