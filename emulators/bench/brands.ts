/**
 * Shopping figures for `npm run bench` (in-process app against the emulators, like one instance):
 * the brand listing (GET /api/shopping over a mix of categories, sorts, searches and pages, and
 * GET /api/shopping/v2, the /shopping page in one call) with 200 requests in flight, and the
 * Firestore reads one warm request costs (the catalogue is kept in memory: 0 expected).
 */
import { db } from '../../functions/src/forScripts';
import { measureCall, type CallCounts } from './callCounter';
import { burst, type Burst } from './offers';
import { requestSpec, send } from './loadWorker';

export interface BrandFigures {
  listing: Burst;
  home: Burst;
  listingCost: CallCounts;
  homeCost: CallCounts;
}

/** A documentation-range address per request: the in-process app limits public reads per IP. */
const someIp = () => `198.51.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

/** A fresh request (its own address) each call. */
const get = (url: string) => () => requestSpec(url, { headers: { 'x-forwarded-for': someIp() } });

export async function brandFigures(base: string): Promise<BrandFigures> {
  const brands = await db.collection('brands').limit(1).get();
  if (brands.empty) throw new Error('bench: no brands (npm run seed)');
  const categories = (await (await fetch(`${base}/api/shopping/categories`)).json()) as { data: { id: string }[] };
  const queries = [
    '',
    'sort=rate',
    'sort=name&offset=12&limit=12',
    'q=shoe',
    ...categories.data.slice(0, 4).map((c) => `category=${c.id}`),
  ];
  const listing = (i: number) => get(`${base}/api/shopping?${queries[i % queries.length]}`);
  const home = get(`${base}/api/shopping/v2`);
  // Warm the catalogue and 200 connections, then 200 at once.
  await burst(Array.from({ length: 200 }, (_, i) => listing(i)()));
  const listed = await burst(Array.from({ length: 200 }, (_, i) => listing(i)()));
  const homes = await burst(Array.from({ length: 200 }, () => home()));
  return {
    listing: listed,
    home: homes,
    listingCost: await measureCall(() => send(listing(1)())),
    homeCost: await measureCall(() => send(home())),
  };
}
