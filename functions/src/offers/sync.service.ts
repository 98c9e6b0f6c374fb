/**
 * The catalogue sync (docs/offers.md "The loop"): the Swaarm feed mapped and written to `offers`.
 * Offers the feed no longer lists, or lists as not running, become inactive and are never deleted:
 * clicks and conversions keep pointing at them. Runs every 15 minutes and on an admin's "Sync now".
 */
import { Timestamp, type WriteBatch } from 'firebase-admin/firestore';
import { db } from '../platform/firebase';
import { getConfig } from '../platform/configCache';
import { offersCol } from '../platform/paths';
import { audit } from '../platform/audit';
import { HttpError } from '../platform/errors';
import { bumpCatalogVersion, reloadCatalog } from './catalog.service';
import { FeedError, fetchFeed, mapFeedOffer, swaarmFeedSource, type MappedOffer } from './swaarm.feed';

/** offers/{id} as stored: the feed's fields and when we saw it. */
export interface OfferDoc extends MappedOffer {
  first_seen_at: Timestamp;
  synced_at: Timestamp;
  /** Since when it is inactive; null while active. */
  inactive_since: Timestamp | null;
}

export interface SyncResult {
  /** Feed offers written (active or not). */
  upserted: number;
  /** Offers that were active and are not any more (gone from the feed, or no longer running). */
  deactivated: number;
  /** Feed offers that failed the checks. */
  skipped: number;
  /** Offers the feed listed. */
  total: number;
}

/** Writes per batch (Firestore allows 500; the version bump rides in the last one). */
const BATCH_SIZE = 400;

interface Stored {
  active: boolean;
  first_seen_at: Timestamp;
  inactive_since: Timestamp | null;
}

/**
 * The Swaarm offers a sync wrote before (they have first_seen_at), for first_seen_at,
 * inactive_since and the ones to deactivate. An offer written by other means (a test fixture, a
 * hand-made offer) is not the feed's to retire.
 */
async function storedOffers(): Promise<Map<string, Stored>> {
  const snap = await offersCol().where('network', '==', 'swaarm').select('active', 'first_seen_at', 'inactive_since').get();
  return new Map(
    snap.docs
      .filter((d) => d.get('first_seen_at') instanceof Timestamp)
      .map((d) => [
        d.id,
        {
          active: d.get('active') === true,
          first_seen_at: d.get('first_seen_at'),
          inactive_since: d.get('inactive_since') ?? null,
        },
      ]),
  );
}

/**
 * Fetches the whole feed (a failure throws FeedError and writes nothing), then writes every offer
 * and deactivates the missing ones, in batches. `omit` is passed to the feed (the simulator's test
 * hook); `now` stamps the run.
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

  const writes: Array<(batch: WriteBatch) => void> = [];
  let deactivated = 0;
  const seen = new Set<string>();
  for (const raw of feed.offers) {
    const offer = mapFeedOffer(raw, config.member_share);
    const before = stored.get(offer.id);
    seen.add(offer.id);
    if (before?.active && !offer.active) deactivated++;
    const doc: OfferDoc = {
      ...offer,
      first_seen_at: before?.first_seen_at ?? now,
      synced_at: now,
      inactive_since: offer.active ? null : (before && !before.active && before.inactive_since) || now,
    };
    writes.push((batch) => batch.set(offersCol().doc(offer.id), doc));
  }
  for (const [id, before] of stored) {
    if (seen.has(id) || !before.active) continue;
    deactivated++;
    writes.push((batch) => batch.update(offersCol().doc(id), { active: false, inactive_since: now, synced_at: now }));
  }

  for (let i = 0; i < writes.length || i === 0; i += BATCH_SIZE) {
    const batch = db.batch();
    for (const write of writes.slice(i, i + BATCH_SIZE)) write(batch);
    if (i + BATCH_SIZE >= writes.length) bumpCatalogVersion(batch, { synced_at: now });
    await batch.commit();
  }
  await reloadCatalog();
  return { upserted: feed.offers.length, deactivated, skipped: feed.skipped, total: feed.listed };
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

/** The 15-minute job (index.ts schedules it); its counts go to the log. */
export async function runOfferSync(): Promise<SyncResult> {
  const result = await syncOffers();
  console.log('offers: synced', result);
  return result;
}
