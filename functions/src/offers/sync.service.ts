/**
 * The catalogue sync (docs/offers.md "The loop"): the Swaarm feed mapped and written to `offers`.
 * Offers the feed no longer lists, or lists as not running, become inactive and are never deleted:
 * clicks and conversions keep pointing at them. Runs every 15 minutes and on an admin's "Sync now";
 * a run writes only what changed, so an unchanged feed costs reads and no write, and no instance
 * reloads its catalogue for it.
 */
import { isDeepStrictEqual } from 'node:util';
import { Timestamp, type DocumentData, type WriteBatch } from 'firebase-admin/firestore';
import { db } from '../platform/firebase';
import { getConfig } from '../platform/configCache';
import { offersCol } from '../platform/paths';
import { audit } from '../platform/audit';
import { HttpError } from '../platform/errors';
import { bumpCatalogVersion, reloadCatalog } from './catalog.service';
import { FeedError, fetchFeed, mapFeedOffer, swaarmFeedSource, type MappedOffer } from './swaarm.feed';

/** offers/{id} as stored: the feed's fields and when we saw it (synced_at: when a sync last wrote it). */
export interface OfferDoc extends MappedOffer {
  first_seen_at: Timestamp;
  synced_at: Timestamp;
  /** Since when it is inactive; null while active. */
  inactive_since: Timestamp | null;
}

export interface SyncResult {
  /** Feed offers written: new, or their stored content differed from the feed's. */
  upserted: number;
  /** Feed offers already stored as the feed has them: not written. */
  unchanged: number;
  /** Offers that were active and are not any more (gone from the feed, or no longer running). */
  deactivated: number;
  /** Feed offers that failed the checks. */
  skipped: number;
  /** Offers the feed listed. */
  total: number;
}

/**
 * A batch's bounds, below Firestore's 500 writes and 10 MiB per commit (the version bump rides in
 * each batch; descriptions may be up to 50,000 characters). Mutable so tests can spread a sync
 * over several batches.
 */
export const syncBatching = { maxWrites: 400, maxBytes: 4 * 1024 * 1024 };

/** A stored Swaarm offer a sync wrote before (it has first_seen_at), as last written. */
interface Stored {
  data: DocumentData;
  active: boolean;
  first_seen_at: Timestamp;
  inactive_since: Timestamp | null;
}

/** One write of the run and its rough size (its fields as JSON), for the batch's byte bound. */
interface OfferWrite {
  apply: (batch: WriteBatch) => void;
  bytes: number;
}

/**
 * The Swaarm offers a sync wrote before (they have first_seen_at), whole: compared with the feed,
 * they say which offers to write and which to deactivate. An offer written by other means (a test
 * fixture, a hand-made offer) is not the feed's to retire.
 */
async function storedOffers(): Promise<Map<string, Stored>> {
  const snap = await offersCol().where('network', '==', 'swaarm').get();
  return new Map(
    snap.docs
      .filter((d) => d.get('first_seen_at') instanceof Timestamp)
      .map((d) => [
        d.id,
        { data: d.data(), active: d.get('active') === true, first_seen_at: d.get('first_seen_at'), inactive_since: d.get('inactive_since') ?? null },
      ]),
  );
}

/**
 * Whether the stored offer already holds what the feed maps it to: every field the sync writes
 * from the feed, compared by value (map key order aside); its timestamps are not content.
 */
function sameContent(stored: DocumentData, offer: MappedOffer): boolean {
  return (Object.keys(offer) as (keyof MappedOffer)[]).every((key) => isDeepStrictEqual(stored[key] ?? null, offer[key] ?? null));
}

/** The writes cut into batches within syncBatching's bounds (a write is never split). */
function intoBatches(writes: OfferWrite[]): OfferWrite[][] {
  const batches: OfferWrite[][] = [];
  let current: OfferWrite[] = [];
  let bytes = 0;
  for (const write of writes) {
    if (current.length && (current.length >= syncBatching.maxWrites || bytes + write.bytes > syncBatching.maxBytes)) {
      batches.push(current);
      current = [];
      bytes = 0;
    }
    current.push(write);
    bytes += write.bytes;
  }
  if (current.length) batches.push(current);
  return batches;
}

/**
 * Fetches the whole feed (a failure throws FeedError and writes nothing), then writes the offers
 * whose stored content differs from the feed's (new ones included) and deactivates, once, the
 * active ones the feed no longer lists, in batches. Each batch that writes bumps the catalogue
 * version, so instances reload only after a sync that changed something, and a run cut short
 * between batches leaves nothing it wrote unannounced. `omit` is passed to the feed (the
 * simulator's test hook); `now` stamps what the run writes.
 */
export async function syncOffers(options: { now?: Date; omit?: readonly string[] } = {}): Promise<SyncResult> {
  const now = Timestamp.fromDate(options.now ?? new Date());
  const [config, feed, stored] = await Promise.all([
    getConfig('offers'),
    fetchFeed(swaarmFeedSource(), { omit: options.omit }),
    storedOffers(),
  ]);
  // An empty feed is far likelier an outage at the network than the end of every offer.
  if (feed.offers.length === 0 && [...stored.values()].some((s) => s.active))
    throw new FeedError(`the offer feed listed no valid offers (${feed.listed} listed): nothing was changed`);

  const writes: OfferWrite[] = [];
  let deactivated = 0;
  let unchanged = 0;
  const seen = new Set<string>();
  for (const raw of feed.offers) {
    const offer = mapFeedOffer(raw, config.member_share);
    const before = stored.get(offer.id);
    seen.add(offer.id);
    if (before && sameContent(before.data, offer)) {
      unchanged++;
      continue;
    }
    if (before?.active && !offer.active) deactivated++;
    const doc: OfferDoc = {
      ...offer,
      first_seen_at: before?.first_seen_at ?? now,
      synced_at: now,
      inactive_since: offer.active ? null : (before && !before.active && before.inactive_since) || now,
    };
    writes.push({ apply: (batch) => batch.set(offersCol().doc(offer.id), doc), bytes: JSON.stringify(doc).length });
  }
  for (const [id, before] of stored) {
    if (seen.has(id) || !before.active) continue;
    deactivated++;
    writes.push({ apply: (batch) => batch.update(offersCol().doc(id), { active: false, inactive_since: now, synced_at: now }), bytes: 100 });
  }

  for (const writesOfBatch of intoBatches(writes)) {
    const batch = db.batch();
    for (const write of writesOfBatch) write.apply(batch);
    bumpCatalogVersion(batch, { synced_at: now });
    await batch.commit();
  }
  if (writes.length) await reloadCatalog();
  return { upserted: feed.offers.length - unchanged, unchanged, deactivated, skipped: feed.skipped, total: feed.listed };
}

/**
 * Staff's "Sync now": every run is audited with its counts, a failed one with its reason; a feed
 * failure is a 502 (the network, not us).
 */
export async function syncOffersNow(actor: string): Promise<SyncResult> {
  const entry = { actor, action: 'offers.sync', target: 'offers', before: null };
  try {
    const result = await syncOffers();
    await audit({ ...entry, after: result });
    return result;
  } catch (err) {
    if (!(err instanceof FeedError)) throw err;
    await audit({ ...entry, after: { error: err.message } });
    throw new HttpError(502, 'offers/feed-unavailable', `Offer sync failed: ${err.message}`);
  }
}
