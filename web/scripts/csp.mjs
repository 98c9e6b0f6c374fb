// The built pages' inline scripts as Content-Security-Policy sources: what firebase.json's
// script-src must allow (scripts/prerender.mjs checks it at build, cspHashes.mjs writes it, the
// deploy check checks it again).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** 'sha256-…' source → the first page (relative to distDir) whose inline script it allows. */
export function inlineScriptHashes(distDir) {
  const hashes = new Map();
  const visit = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (entry.name.endsWith('.html'))
        for (const m of readFileSync(file, 'utf8').matchAll(/<script>([\s\S]*?)<\/script>/g)) {
          const hash = `'sha256-${createHash('sha256').update(m[1]).digest('base64')}'`;
          if (!hashes.has(hash)) hashes.set(hash, path.relative(distDir, file));
        }
    }
  };
  visit(distDir);
  return hashes;
}
