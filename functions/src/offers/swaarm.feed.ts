/**
 * The Swaarm offer feed: fetching every page, checking each offer, and mapping it to our offer
 * document (core's Offer plus what the server keeps for clicks and margin reports). The feed is
 * outside input: its HTML is sanitised here, on the server, before anyone stores or shows it.
 */
import { logger } from 'firebase-functions';
import sanitizeHtml from 'sanitize-html';
import { z } from 'zod';
import {
  OFFER_PLATFORM_LABELS,
  OFFER_PLATFORMS,
  offerEventId,
  offerId,
  payoutToPilotMiles,
  type CatalogOffer,
} from '@pilotmiles/core';
import { SWAARM_API_KEY, SWAARM_FEED_URL, SWAARM_PUBLISHER_ID } from './swaarm.config';

/** Offers per feed page, the most pages one sync follows, and how long one page may take. */
export const FEED_PAGE_SIZE = 50;
const FEED_MAX_PAGES = 200;
const FEED_TIMEOUT_MS = 15_000;

/** What the feed may send as an offer's description before sanitising (longer offers are skipped). */
const DESCRIPTION_MAX = 50_000;

/** Only http(s) links are stored: a javascript: or data: URL never reaches an <a> or <img>. */
const httpUrl = z.url({ protocol: /^https?$/ });

/** One event as Swaarm lists it; its id is what postbacks and claims name (core's offerEventId). */
const feedEvent = z.object({
  eventTypeId: z.union([z.string(), z.number()]).transform(String).pipe(offerEventId),
  name: z.string().trim().min(1).max(200),
  payout: z.object({ theyGetInDollars: z.number().min(0).max(100_000) }),
});

/** One offer as Swaarm lists it; unknown fields are ignored, a malformed offer is skipped. */
export const swaarmFeedOffer = z.object({
  id: z.union([z.string(), z.number()]).transform(String).pipe(offerId),
  name: z.string().trim().min(1).max(200),
  description: z.string().max(DESCRIPTION_MAX).nullish(),
  status: z.string(),
  // A broken preview only hides the image on the page, so it never costs the offer.
  previewUrl: z.unknown().transform((u) => (httpUrl.safeParse(u).success ? (u as string) : null)),
  trackingUrl: httpUrl,
  platform: z.enum(OFFER_PLATFORMS),
  // Any lower-case word: a category we have no call-to-action for still lists ('Start Offer').
  category: z.string().trim().toLowerCase().regex(/^[a-z0-9_-]{1,40}$/, 'must be a category word'),
  type: z.string().trim().max(20).nullish(),
  rank: z.number().min(0).max(100).default(0),
  countries: z.array(z.string().trim().toUpperCase().max(3)).max(300).default([]),
  events: z
    .array(feedEvent)
    .min(1)
    .max(50)
    .refine((events) => new Set(events.map((e) => e.eventTypeId)).size === events.length, 'event ids must be unique'),
});
export type SwaarmFeedOffer = z.infer<typeof swaarmFeedOffer>;

/** One page of the feed. */
const feedPage = z.object({
  offers: z.array(z.unknown()),
  has_more: z.boolean(),
});

/** An offer document's fields that come from the feed (sync.service.ts adds the timestamps). */
export interface MappedOffer extends CatalogOffer {
  network: 'swaarm';
  /** The feed lists it as running. */
  active: boolean;
  /** The network's link without our click id (the click service appends it). */
  tracking_url: string;
  /** What the network pays us per event, for margin reports. */
  event_payouts_usd: Record<string, number>;
  countries: string[];
}

/**
 * Kept: p, b, i, em, strong and br without attributes. Other tags go but keep their text;
 * script, style and iframe lose their contents too (they hold code, not words).
 */
const DESCRIPTION_HTML: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'b', 'i', 'em', 'strong', 'br'],
  allowedAttributes: {},
  allowedSchemes: [],
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'iframe', 'noscript', 'textarea', 'option', 'template'],
};

export const sanitizeDescription = (html: string) => sanitizeHtml(html, DESCRIPTION_HTML).trim();

/** A checked feed offer as our offer document's feed fields, its payouts in PM at `memberShare`. */
export function mapFeedOffer(raw: SwaarmFeedOffer, memberShare: number): MappedOffer {
  const events = raw.events.map((e) => ({
    id: e.eventTypeId,
    name: e.name,
    pilot_miles: payoutToPilotMiles(e.payout.theyGetInDollars, memberShare),
  }));
  return {
    id: raw.id,
    name: raw.name,
    description: sanitizeDescription(raw.description ?? ''),
    preview_url: raw.previewUrl,
    platform: raw.platform,
    platform_display: OFFER_PLATFORM_LABELS[raw.platform],
    type: raw.type || null,
    tags: [`category:${raw.category}`],
    summary_pilot_miles: events.reduce((sum, e) => sum + e.pilot_miles, 0),
    events,
    popularity: raw.rank,
    network: 'swaarm',
    // Swaarm's offer states are ACTIVE, PAUSED, ...; case is not something to deactivate an offer over.
    active: raw.status.trim().toLowerCase() === 'active',
    tracking_url: raw.trackingUrl,
    event_payouts_usd: Object.fromEntries(raw.events.map((e) => [e.eventTypeId, e.payout.theyGetInDollars])),
    countries: raw.countries,
  };
}

/** The feed could not be read: the sync stops and changes nothing. */
export class FeedError extends Error {}

/** Where the feed is and how we sign in to it. */
export interface FeedSource {
  url: string;
  publisherId: string;
  apiKey: string;
}

/** The configured Swaarm feed (read at call time: params are runtime values). */
export const swaarmFeedSource = (): FeedSource => ({
  url: SWAARM_FEED_URL.value(),
  publisherId: SWAARM_PUBLISHER_ID.value(),
  apiKey: SWAARM_API_KEY.value(),
});

export interface FeedResult {
  /** Valid offers, each id once. */
  offers: SwaarmFeedOffer[];
  /** Offers the feed listed that failed the checks (or repeated an id). */
  skipped: number;
  /** Everything the feed listed. */
  listed: number;
}

/** One page as JSON; every failure is a FeedError whose message never contains the key. */
async function fetchPage(source: FeedSource, page: number, omit: readonly string[]) {
  const url = new URL(source.url);
  url.searchParams.set('publisher_id', source.publisherId);
  url.searchParams.set('api_key', source.apiKey);
  url.searchParams.set('page', String(page));
  url.searchParams.set('per_page', String(FEED_PAGE_SIZE));
  if (omit.length) url.searchParams.set('omit', omit.join(','));
  let res: Response;
  try {
    res = await fetch(url, { signal: AbortSignal.timeout(FEED_TIMEOUT_MS), headers: { accept: 'application/json' } });
  } catch (err) {
    const why = (err as Error).name === 'TimeoutError' ? `no answer within ${FEED_TIMEOUT_MS / 1000} s` : (err as Error).message;
    throw new FeedError(`could not reach the offer feed (page ${page}): ${why}`);
  }
  if (!res.ok) throw new FeedError(`the offer feed answered HTTP ${res.status} (page ${page})`);
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    throw new FeedError(`the offer feed answered malformed JSON (page ${page})`);
  }
  const parsed = feedPage.safeParse(body);
  if (!parsed.success) throw new FeedError(`the offer feed answered an unexpected shape (page ${page})`);
  return parsed.data;
}

/**
 * Every page of the feed. A malformed offer is counted and skipped (one bad row must not stop the
 * catalogue); a failed page fails the whole fetch, so a sync never works from half a feed.
 * `omit` asks the feed to leave those ids out (the simulator's test hook).
 */
export async function fetchFeed(source: FeedSource, options: { omit?: readonly string[] } = {}): Promise<FeedResult> {
  const offers = new Map<string, SwaarmFeedOffer>();
  let skipped = 0;
  let listed = 0;
  for (let page = 1; ; page++) {
    if (page > FEED_MAX_PAGES) throw new FeedError(`the offer feed has more than ${FEED_MAX_PAGES} pages`);
    const body = await fetchPage(source, page, options.omit ?? []);
    for (const raw of body.offers) {
      listed++;
      const parsed = swaarmFeedOffer.safeParse(raw);
      if (!parsed.success || offers.has(parsed.data.id)) {
        skipped++;
        const id = (raw as { id?: unknown } | null)?.id;
        logger.warn('offers: skipped a feed offer', { id, issue: parsed.error?.issues[0] ?? 'repeated id' });
        continue;
      }
      offers.set(parsed.data.id, parsed.data);
    }
    if (!body.has_more || body.offers.length === 0) break;
  }
  return { offers: [...offers.values()], skipped, listed };
}
