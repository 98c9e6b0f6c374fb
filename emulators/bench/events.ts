/**
 * Analytics figures for `npm run bench` (the `events` part): the in-process app against the
 * Firestore emulator, like one instance. 500 POST /api/events at once (signed out, as most
 * visitors send them), then 500 POST /api/service/ping-main-page at once (the landing's
 * heartbeat): requests per second, p50/p95/p99, errors, and the documents one call writes.
 * Both endpoints are limited per IP; every request comes from its own address in the
 * benchmarking range (198.18.0.0/15), so the limits never bite: 500 visitors, not one flood.
 * The events land in today's figures like real ones (event type `bench_event`).
 */
import { measureCall, type CallCounts } from './callCounter';
import { burst, type Burst } from './offers';
import { requestSpec, send } from './loadWorker';
import { addressSequence, withInProcessApi } from './inProcessApi';
import { percentile } from './stats';

const CONCURRENCY = 500;

const nextIp = addressSequence('198.18');

/** A fresh request (its own address) each call. */
const post = (url: string, body: unknown) => () =>
  requestSpec(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp() },
    body: JSON.stringify(body),
  });

function line(label: string, b: Burst) {
  const l = b.latencies;
  const ms = (p: number) => `${percentile(l, p).toFixed(0)} ms`;
  console.log(
    `  ${label.padEnd(34)} ${(l.length / b.seconds).toFixed(0)} req/s   p50 ${ms(50)}   p95 ${ms(95)}   p99 ${ms(99)}   max ${l.at(-1)!.toFixed(0)} ms   errors ${b.failures}`,
  );
}

const cost = (c: CallCounts) => `${c.reads} documents read, ${c.writes} written`;

export function eventsPart(): Promise<number> {
  return withInProcessApi(async (base) => {
    const event = (i: number) =>
      post(`${base}/api/events`, {
        event_type: 'bench_event',
        event_data: { i },
        session_id: `bench-${i % 100}`,
        page_url: `/bench/${i % 10}`,
      });
    const ping = post(`${base}/api/service/ping-main-page`, {});
    // Warm the instance (config cache, connections), then 500 at once.
    await burst(Array.from({ length: 50 }, (_, i) => event(i)()));
    const events = await burst(Array.from({ length: CONCURRENCY }, (_, i) => event(i)()));
    await burst(Array.from({ length: 50 }, () => ping()));
    const pings = await burst(Array.from({ length: CONCURRENCY }, () => ping()));
    const eventCost = await measureCall(() => send(event(0)()));
    const pingCost = await measureCall(() => send(ping()));
    console.log(`\nin-process api: analytics, ${CONCURRENCY} requests at once, each from its own address`);
    line('POST /api/events', events);
    line('POST /api/service/ping-main-page', pings);
    console.log(`    one event: ${cost(eventCost)}; one landing ping: ${cost(pingCost)}`);
    return events.failures + pings.failures;
  });
}
