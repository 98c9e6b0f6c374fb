// Writes the hashes of the built pages' inline scripts (web/dist, after `npm run build -w web`)
// into firebase.json's Content-Security-Policy script-src, in place of the ones there: run it when
// the build says one is missing (scripts/prerender.mjs), and commit firebase.json.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inlineScriptHashes } from './csp.mjs';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(web, 'dist');
const firebaseJson = path.join(web, '..', 'firebase.json');

const hashes = [...inlineScriptHashes(dist).keys()];
const text = readFileSync(firebaseJson, 'utf8');
const updated = text.replace(/script-src ([^;"]*)/, (_, sources) => {
  const [self, ...others] = sources.split(' ').filter((s) => !s.startsWith("'sha256-"));
  return `script-src ${[self, ...hashes, ...others].join(' ')}`;
});
writeFileSync(firebaseJson, updated);
console.log(`firebase.json: script-src allows ${hashes.length} inline scripts`);
