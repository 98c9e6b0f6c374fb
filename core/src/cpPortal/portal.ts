/**
 * The /cp/rewards partner portal's public view of a brand (GET /cp/brands/{id}): the dressing staff
 * set in cpBrands/{id} (admin/tools.ts CpBrand) with its offer selection and rewards resolved to
 * cards. Staff-only fields (updated_at, updated_by, the raw selection rules) are not part of it.
 */
import type { CpBrand } from '../admin/tools';
import type { CatalogOffer, Offer } from '../offers/catalog';
import type { Reward } from '../rewards/catalog';

/** The brand the portal shows when the address names none (seeded). */
export const DEFAULT_CP_BRAND_ID = 'skyway';

/** GET /cp/brands/{id}. */
export interface CpPortalBrand {
  id: string;
  name: string;
  logo_url: string;
  colors: CpBrand['colors'];
  headline: string;
  subheadline: string;
  /** The brand's offer wall: featured offers first (in staff's order), then tagged ones by popularity. */
  offers: Offer[];
  /** The brand's rewards that are active in the catalogue, in staff's order. */
  rewards: Reward[];
}

/**
 * The offers of a brand's wall from the active catalogue: the featured ids that are active, in the
 * order given, then (when the brand names tags) the other offers carrying one of them, most popular
 * first; at most `max_offers`. A brand with neither featured ids nor tags shows the most popular.
 */
export function selectBrandOffers<T extends Pick<CatalogOffer, 'id' | 'tags' | 'popularity'>>(
  offers: readonly T[],
  wall: CpBrand['offer_wall'],
): T[] {
  const byId = new Map(offers.map((o) => [o.id, o]));
  const featured = [...new Set(wall.featured_offer_ids)].map((id) => byId.get(id)).filter((o): o is T => !!o);
  const taken = new Set(featured.map((o) => o.id));
  // Staff may name a category plainly ('travel') or as the catalogue tags it ('category:travel').
  const hasTag = (o: T, t: string) => o.tags.includes(t) || o.tags.includes(`category:${t}`);
  const matchesTags = (o: T) => (wall.tags.length ? wall.tags.some((t) => hasTag(o, t)) : featured.length === 0);
  const rest = offers
    .filter((o) => !taken.has(o.id) && matchesTags(o))
    .sort((a, b) => b.popularity - a.popularity || a.id.localeCompare(b.id));
  return [...featured, ...rest].slice(0, Math.max(0, wall.max_offers));
}

/** The brand's rewards among `active` ones, in the brand's order, each once. */
export function selectBrandRewards<T extends { id: string }>(active: readonly T[], rewardIds: readonly string[]): T[] {
  const byId = new Map(active.map((r) => [r.id, r]));
  return [...new Set(rewardIds)].map((id) => byId.get(id)).filter((r): r is T => !!r);
}
