/**
 * The /new design's earn calls for `npm run bench` (the `earn` part), on the in-process app against
 * the emulators, like one instance: GET /api/earn/v2 (the member's hub) with 100 members asking at
 * once, then the public catalogue twins GET /api/earn/offers and /api/earn/shopping/v2 with 200
 * requests in flight, each from its own address (the per-IP limit of public reads never bites);
 * latency, failures, and the documents one warm call reads.
 */
import { benchUsers } from './benchUsers';
import { measureCall, type CallCounts } from './callCounter';
import { burst, type Burst } from './offers';
import { requestSpec, send } from './loadWorker';
import { addressSequence, withInProcessApi } from './inProcessApi';
import { percentile } from './stats';

const MEMBERS = 100;
const PUBLIC = 200;

function line(label: string, b: Burst) {
  const l = b.latencies;
  const ms = (p: number) => `${percentile(l, p).toFixed(0)} ms`;
  console.log(
    `  ${label.padEnd(42)} p50 ${ms(50)}   p95 ${ms(95)}   max ${l.at(-1)!.toFixed(0)} ms   ${(l.length / b.seconds).toFixed(0)} req/s   failures ${b.failures}`,
  );
}

const cost = (c: CallCounts) => `${c.reads} documents read, ${c.writes} written, ${c.authLookups} Auth lookups`;

const nextIp = addressSequence('198.19');

export function earnPart(): Promise<number> {
  return withInProcessApi(async (base) => {
    const hub = (token: string) =>
      requestSpec(`${base}/api/earn/v2`, { headers: { authorization: `Bearer ${token}`, 'x-timezone': 'UTC' } });
    // A fresh address per request: public reads are limited per IP.
    const open = (path: string) => requestSpec(`${base}${path}`, { headers: { 'x-forwarded-for': nextIp() } });
    const members = await benchUsers(base, 'earn', MEMBERS);
    // Warm the instance (catalogues, config caches, connections), then everyone at once.
    await burst(members.slice(0, 20).map((m) => hub(m.token)));
    const hubs = await burst(members.map((m) => hub(m.token)));
    const hubCost = await measureCall(() => send(hub(members[0]!.token)));

    const offersPath = '/api/earn/offers?limit=12&offset=0';
    const shoppingPath = '/api/earn/shopping/v2';
    await burst(Array.from({ length: 20 }, () => open(offersPath)));
    await burst(Array.from({ length: 20 }, () => open(shoppingPath)));
    const offers = await burst(Array.from({ length: PUBLIC }, () => open(offersPath)));
    const shopping = await burst(Array.from({ length: PUBLIC }, () => open(shoppingPath)));
    const offersCost = await measureCall(() => send(open(offersPath)));
    const shoppingCost = await measureCall(() => send(open(shoppingPath)));

    console.log(`\nin-process api: the /new earn calls`);
    line(`GET /api/earn/v2, ${MEMBERS} members at once`, hubs);
    console.log(`    one warm hub: ${cost(hubCost)}`);
    line(`GET /api/earn/offers, ${PUBLIC} at once`, offers);
    line(`GET /api/earn/shopping/v2, ${PUBLIC} at once`, shopping);
    console.log(`    one warm offers page: ${cost(offersCost)}; one warm shopping home: ${cost(shoppingCost)}`);
    return hubs.failures + offers.failures + shopping.failures;
  });
}
