/**
 * The offer catalogue as members browse it, served from each instance's memory (0 Firestore
 * reads per warm request; platform/versionedCatalog.ts): the offers are reloaded only
 * when a sync has changed offersMeta/catalog's version. A sync in this instance reloads at once.
 * Anything that writes `offers` must bump that version (sync.service.ts).
 */
import { FieldValue, type DocumentData, type QueryDocumentSnapshot, type WriteBatch } from 'firebase-admin/firestore';
import {
  publicOffer,
  queryOffers,
  type CatalogOffer,
  type Offer,
  type OfferPlatform,
  type OffersPage,
  type OffersQuery,
} from '@pilotmiles/core';
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { db } from '../platform/firebase';
import { getConfig } from '../platform/configCache';
import { notFound } from '../platform/errors';
import { versionedCatalog } from '../platform/versionedCatalog';
import { COLLECTIONS, offerClicksCol, offersCol } from '../platform/paths';

/** How long an instance serves its catalogue before checking for a newer sync. */
export const CATALOG_TTL_MS = 60_000;
/** "Interested" and start-earning list sizes; how many of a member's clicks "interested" weighs. */
export const INTERESTED_COUNT = 8;
const START_EARNING_COUNT = 6;
const INTERESTED_CLICKS = 50;

/** offersMeta/catalog: {version, synced_at}; one read tells an instance whether to reload. */
const catalogMetaRef = () => db.collection(COLLECTIONS.offersMeta).doc('catalog');

/** The version bump every write to `offers` goes with (in the same batch). */
export function bumpCatalogVersion(batch: WriteBatch, fields: DocumentData = {}) {
  batch.set(catalogMetaRef(), { ...fields, version: FieldValue.increment(1) }, { merge: true });
}

interface Catalog {
  /** Active offers. */
  offers: CatalogOffer[];
  byId: Map<string, CatalogOffer>;
  /**
   * Listing responses already serialised, by query: browsing repeats a few queries (each category,
   * sort and platform), so a warm request is a lookup. A new catalogue starts a new cache.
   */
  pages: LRUCache<string, ListingBody & { empty: boolean }>;
}

/** Distinct listing queries kept per instance (a few kB each). */
const PAGE_CACHE_SIZE = 500;

const offerCatalog = versionedCatalog<Catalog>({
  name: 'offers',
  meta: catalogMetaRef,
  ttlMs: CATALOG_TTL_MS,
  load: async () => {
    const snap = await offersCol().where('active', '==', true).get();
    const offers = snap.docs.map(toCatalogOffer);
    return {
      value: { offers, byId: new Map(offers.map((o) => [o.id, o])), pages: new LRUCache({ max: PAGE_CACHE_SIZE }) },
      reads: snap.size,
    };
  },
});
const catalog = offerCatalog.get;
export const catalogReads = offerCatalog.reads;
export const forgetCatalog = offerCatalog.forget;
/** After a sync in this instance (an instance that never loaded the catalogue has nothing to refresh). */
export const reloadCatalog = offerCatalog.reload;

/** The active catalogue as it is in memory (warm: no reads), for selections made elsewhere (cpPortal). */
export async function activeCatalogOffers(): Promise<readonly CatalogOffer[]> {
  return (await catalog()).offers;
}

/** The catalogue fields of an offer document (what the API shows and sorts by, nothing else). */
function toCatalogOffer(doc: QueryDocumentSnapshot): CatalogOffer {
  const d = doc.data();
  return {
    id: doc.id,
    name: d.name ?? '',
    description: d.description ?? '',
    preview_url: d.preview_url ?? null,
    platform: d.platform,
    platform_display: d.platform_display ?? '',
    type: d.type ?? null,
    tags: d.tags ?? [],
    summary_pilot_miles: d.summary_pilot_miles ?? 0,
    events: (d.events ?? []).map((e: { id: string; name: string; pilot_miles: number }) => ({
      id: e.id,
      name: e.name,
      pilot_miles: e.pilot_miles,
    })),
    popularity: d.popularity ?? 0,
  };
}

/** A listing response ready to send: its bytes and their ETag, computed once. */
export interface ListingBody {
  body: Buffer;
  etag: string;
}

/**
 * GET /swaarm/offers as the response (`{"data": OffersPage}`), serialised once per query and
 * catalogue, with its ETag (Express would otherwise hash tens of kB on every request).
 */
export async function listOffersBody(query: OffersQuery): Promise<ListingBody> {
  const key = JSON.stringify([
    query.limit,
    query.offset,
    query.search.trim().toLowerCase(),
    query.sortBy,
    query.tags,
    query.platform,
  ]);
  const bodyFrom = ({ offers, pages }: Catalog) => {
    let cachedBody = pages.get(key);
    if (cachedBody === undefined) {
      const page = queryOffers(offers, query);
      const body = Buffer.from(JSON.stringify({ data: page }));
      cachedBody = {
        body,
        etag: `W/"${createHash('sha1').update(body).digest('base64url')}"`,
        empty: page.items.length === 0,
      };
      pages.set(key, cachedBody);
    }
    return cachedBody;
  };
  const cached = bodyFrom(await catalog());
  return cached.empty && query.offset > 0 ? bodyFrom(await pastEndCatalog()) : cached;
}

/**
 * The catalogue for a page past the end of this instance's copy. Load More after a sync may reach
 * an instance whose copy predates it (another instance served page 1): answering "no more" from
 * it would end the member's list early, so its version is checked first (at most once a second,
 * shared by concurrent requests: one small read).
 */
export const PAST_END_RECHECK_MS = 1000;
const pastEndCatalog = () => offerCatalog.fresh(PAST_END_RECHECK_MS);

/** One page of the listing as an object (the earn hub counts and ranks with it: core's one listing rule). */
export async function offersPage(query: OffersQuery): Promise<OffersPage> {
  const page = queryOffers((await catalog()).offers, query);
  return page.items.length === 0 && query.offset > 0 ? queryOffers((await pastEndCatalog()).offers, query) : page;
}

/** GET /swaarm/offers/{id}: active offers only. */
export async function getOffer(id: string): Promise<Offer> {
  const offer = (await catalog()).byId.get(id);
  if (!offer) throw notFound('Offer not found', 'offers/not-found');
  return publicOffer(offer);
}

/** The platform a User-Agent runs on, for suggestions; null when it could be any (a desktop). */
export function platformFromUserAgent(userAgent: string | undefined): OfferPlatform | null {
  if (!userAgent) return null;
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  return null;
}

const byPopularity = (a: CatalogOffer, b: CatalogOffer) => b.popularity - a.popularity || a.id.localeCompare(b.id);

/**
 * GET /swaarm/offers/interested: offers for this member's device (its platform or the web) in the
 * categories they started most (their last INTERESTED_CLICKS starts), leaving out offers they
 * already started; ties, and members with no starts, go by popularity.
 */
export async function interestedOffers(uid: string, platform: OfferPlatform | null): Promise<Offer[]> {
  const [{ offers }, clicks] = await Promise.all([
    catalog(),
    offerClicksCol()
      .where('uid', '==', uid)
      .orderBy('created_at', 'desc')
      .limit(INTERESTED_CLICKS)
      .select('offer_id', 'tags')
      .get(),
  ]);
  const started = new Set<string>();
  const tagStarts = new Map<string, number>();
  for (const click of clicks.docs) {
    started.add(click.get('offer_id'));
    for (const tag of (click.get('tags') as string[] | undefined) ?? [])
      tagStarts.set(tag, (tagStarts.get(tag) ?? 0) + 1);
  }
  const affinity = (o: CatalogOffer) => Math.max(0, ...o.tags.map((t) => tagStarts.get(t) ?? 0));
  return offers
    .filter((o) => !started.has(o.id) && (!platform || o.platform === platform || o.platform === 'web'))
    .map((o) => ({ offer: o, score: affinity(o) }))
    .sort((a, b) => b.score - a.score || byPopularity(a.offer, b.offer))
    .slice(0, INTERESTED_COUNT)
    .map(({ offer }) => publicOffer(offer));
}

/**
 * GET /swaarm/offers/start-earning: staff's featured offers in their order (inactive ones left
 * out); with none, the START_EARNING_COUNT best-paying offers.
 */
export async function startEarningOffers(): Promise<Offer[]> {
  const [{ byId, offers }, config] = await Promise.all([catalog(), getConfig('offers')]);
  const featured = config.featured_offer_ids.flatMap((id) => byId.get(id) ?? []);
  if (featured.length) return featured.map(publicOffer);
  return [...offers]
    .sort((a, b) => b.summary_pilot_miles - a.summary_pilot_miles || byPopularity(a, b))
    .slice(0, START_EARNING_COUNT)
    .map(publicOffer);
}
