/**
 * What `firebase deploy` checks of the functions' settings before it deploys, checked offline with
 * firebase-tools' own table: the runtime in firebase.json is one it still deploys today (a
 * decommissioned one stops the deploy), and functions/package.json's engines name the same Node.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const { guardVersionSupport } = require('firebase-tools/lib/deploy/functions/runtimes/supported/index.js') as {
  guardVersionSupport: (runtime: string, now?: Date) => void;
};

const readJson = (path: string) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'));
const firebaseJson = readJson('../../../firebase.json') as { functions: { runtime: string }[] };
const functionsPackage = readJson('../../package.json') as { engines: { node: string } };

describe('deploy settings of the functions', () => {
  it('ask for a runtime firebase deploy accepts today, and the engines field names its Node version', () => {
    for (const { runtime } of firebaseJson.functions) {
      expect(() => guardVersionSupport(runtime, new Date())).not.toThrow();
      expect(runtime).toBe(`nodejs${functionsPackage.engines.node}`);
    }
  });

  it('would stop on the runtime the project had before (Node 20, decommissioned on 2026-10-30)', () => {
    expect(() => guardVersionSupport('nodejs20', new Date('2026-11-28'))).toThrow(/decommissioned on 2026-10-30/);
  });
});
