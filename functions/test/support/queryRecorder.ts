/**
 * Records the shape of every Firestore query the app runs during the API tests (collection,
 * filters, order, aggregated field: never values), so that `firestore.queries.json` lists every
 * query the code makes and `npm run deploy:check` can find each one's index in
 * firestore.indexes.json (the emulator never asks for indexes; production refuses a query without
 * one). Patched once per worker, below the app: transactions, streams and aggregations included.
 */
import { appendFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { queryShape, shapeKey, type ProtoQuery } from '@pilotmiles/core';

// firebase-admin's own copy of the Firestore client (neither re-exports AggregateQuery).
const fromAdmin = createRequire(createRequire(import.meta.url).resolve('firebase-admin/firestore'));
const { Query } = fromAdmin('@google-cloud/firestore') as { Query: { prototype: unknown } };
const { AggregateQuery } = fromAdmin('@google-cloud/firestore/build/src/reference/aggregate-query.js') as {
  AggregateQuery: { prototype: unknown };
};

const LOG_DIR = process.env.PM_QUERY_LOG_DIR;
const seen = new Set<string>();

/** Set while an aggregation builds its request: the query inside it is not run on its own. */
let inAggregate = false;

function record(structuredQuery: ProtoQuery, aggregations: { sum?: { field?: { fieldPath?: string } } }[] = []) {
  // A kindless query (recursiveDelete's) reads no index.
  if (!LOG_DIR || !structuredQuery.from?.[0]?.collectionId) return;
  const sum = aggregations.find((a) => a.sum)?.sum?.field?.fieldPath ?? null;
  const shape = queryShape(structuredQuery, sum);
  const key = shapeKey(shape);
  if (seen.has(key)) return;
  seen.add(key);
  appendFileSync(path.join(LOG_DIR, `queries-${process.pid}.jsonl`), `${key}\n`);
}

type ToProto = (this: unknown, ...args: unknown[]) => Record<string, unknown>;
const marker = Symbol.for('pilotmiles.queryRecorder');
const patched = globalThis as { [marker]?: boolean };

export function recordQueries() {
  if (patched[marker] || !LOG_DIR) return;
  patched[marker] = true;
  const queryProto = Query.prototype as unknown as { toProto: ToProto };
  const plain = queryProto.toProto;
  queryProto.toProto = function (...args) {
    const proto = plain.apply(this, args);
    if (!inAggregate) record(proto.structuredQuery as ProtoQuery);
    return proto;
  };
  const aggregateProto = AggregateQuery.prototype as unknown as { toProto: ToProto };
  const aggregate = aggregateProto.toProto;
  aggregateProto.toProto = function (...args) {
    inAggregate = true;
    let proto: Record<string, unknown>;
    try {
      proto = aggregate.apply(this, args);
    } finally {
      inAggregate = false;
    }
    const agg = proto.structuredAggregationQuery as { structuredQuery: ProtoQuery; aggregations: [] };
    record(agg.structuredQuery, agg.aggregations);
    return proto;
  };
}
