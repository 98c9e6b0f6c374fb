/**
 * GET /swaarm/api/offers: the publisher offer feed, paged. `omit` (comma-joined ids) leaves offers
 * out, so tests can make offers vanish from the feed without restarting the simulator.
 */
import { BadRequest } from '../http';
import { SWAARM_API_KEY, SWAARM_PUBLISHER_ID, currentOffers, type SwaarmOffer } from './offers';

export const FEED_DEFAULT_PER_PAGE = 50;
const FEED_MAX_PER_PAGE = 100;

export interface FeedPage {
  offers: SwaarmOffer[];
  page: number;
  per_page: number;
  total: number;
  has_more: boolean;
}

function positiveInt(params: URLSearchParams, name: string, fallback: number): number {
  const raw = params.get(name);
  if (raw === null || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < 1) throw new BadRequest(`${name} must be a whole number from 1`);
  return Number(raw);
}

/** One page of the feed; a wrong key or publisher is a 401 as at Swaarm, bad paging a 400. */
export function feedPage(params: URLSearchParams): FeedPage {
  if (params.get('api_key') !== SWAARM_API_KEY) throw new BadRequest('invalid api_key', 401);
  if (params.get('publisher_id') !== SWAARM_PUBLISHER_ID) throw new BadRequest('unknown publisher_id', 401);
  const page = positiveInt(params, 'page', 1);
  // Above the maximum is served at the maximum; the answer's per_page says so.
  const perPage = Math.min(positiveInt(params, 'per_page', FEED_DEFAULT_PER_PAGE), FEED_MAX_PER_PAGE);
  const omit = new Set((params.get('omit') ?? '').split(',').map((id) => id.trim()).filter(Boolean));
  const offers = currentOffers().filter((o) => !omit.has(o.id));
  const start = (page - 1) * perPage;
  return {
    offers: offers.slice(start, start + perPage),
    page,
    per_page: perPage,
    total: offers.length,
    has_more: start + perPage < offers.length,
  };
}
