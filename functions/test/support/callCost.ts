/**
 * What one API call costs in Firestore documents, for tests that pin those figures (test/platform/
 * costPerCall.test.ts). Counting is emulators/bench/callCounter.ts's, shared with the benches:
 * reads are what Firestore bills (documents returned, 1 for an empty query, 1 per 1,000 entries an
 * aggregation matched), writes are every create/set/update/delete. A call is measured alone, from
 * a quiet process to a quiet process, so work it leaves running after its answer is its own.
 *
 * UPDATE_COSTS=1 records instead of comparing: it rewrites the figures of each measured row in the
 * test's table (comments kept) and prints the measured table, as UPDATE_QUERIES=1 does for queries.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { afterAll, expect } from 'vitest';
import { measure } from '../../../emulators/bench/callCounter';

export interface Cost {
  reads: number;
  writes: number;
}

/** A measured call: its figures, and what it read per collection (for the table's comments and failure messages). */
export interface Measured extends Cost {
  readsIn: Record<string, number>;
  /** Reads left out of `reads`: documents of collections the caller said grow with shared data. */
  excluded: number;
}

const updating = process.env.UPDATE_COSTS === '1';

/** A request as the tests send it (supertest's Test is thenable). */
type Request = PromiseLike<{ status: number; body: unknown }>;

/**
 * Sends `request` alone and answers the documents it read and wrote; it must succeed and not retry
 * a transaction. Reads of the collections in `excluding` (ones whose every document the call
 * reads, in a store other tests share) are left out of `reads` and reported as `excluded`.
 */
export async function costOf(name: string, request: () => Request, excluding: string[] = []): Promise<Measured> {
  const { result: res, counts } = await measure(async () => request(), { settle: true });
  if (res.status >= 300) throw new Error(`${name}: the measured call answered ${res.status} ${JSON.stringify(res.body)}`);
  // A retried transaction ran its reads and writes twice: the figure would not be the call's.
  if (counts.retries > 0) throw new Error(`${name}: a transaction retried ${counts.retries} time(s) during the measured call`);
  const excluded = excluding.reduce((n, c) => n + (counts.readsIn[c] ?? 0), 0);
  return { reads: counts.billedReads - excluded, writes: counts.writes, readsIn: counts.readsIn, excluded };
}

const readsInText = (m: Measured) =>
  Object.entries(m.readsIn)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([c, n]) => `${c} ${n}`)
    .join(', ');

/** A table line: the figures, then what was read per collection (rewritten with them). */
const row = (name: string, c: Cost | Measured) =>
  `  '${name}': { reads: ${c.reads}, writes: ${c.writes} },` + ('readsIn' in c && Object.keys(c.readsIn).length ? ` // ${readsInText(c)}` : '');

/**
 * The checker of one table: `expectCost` compares a measured call with its row (or, with
 * UPDATE_COSTS=1, records it); after the file, the recorded rows are written back into `file`.
 */
export function costTable<K extends string>(table: Record<K, Cost>, file: string) {
  const measured = new Map<K, Measured>();
  afterAll(() => {
    if (!updating || !measured.size) return;
    let source = readFileSync(file, 'utf8');
    for (const [name, cost] of measured) {
      const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      source = source.replace(new RegExp(`^  '${escaped}': \\{ reads: -?\\d+, writes: \\d+ \\},.*$`, 'm'), row(name, cost));
    }
    writeFileSync(file, source);
    const lines = (Object.keys(table) as K[]).map((name) => row(name, measured.get(name) ?? table[name]));
    process.stderr.write(`\nMeasured costs per call (written to ${file}):\n${lines.join('\n')}\n`);
  });
  return {
    expectCost(name: K, got: Measured) {
      measured.set(name, got);
      if (updating) return;
      const want = table[name];
      const message =
        `${name}: expected ${want.reads} reads and ${want.writes} writes, got ${got.reads} reads and ${got.writes} writes` +
        ` (read: ${readsInText(got) || 'nothing'}${got.excluded ? `; ${got.excluded} left out` : ''}). UPDATE_COSTS=1 rewrites the table`;
      expect({ reads: got.reads, writes: got.writes }, message).toEqual(want);
    },
  };
}
