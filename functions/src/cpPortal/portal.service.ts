/**
 * The /cp/rewards partner portal's public read of a brand (GET /cp/brands/{id}): the dressing
 * staff saved in cpBrands/{id} (admin's cp-brand editor), with its offer selection resolved from
 * the warm offer catalogue and its rewards from the rewards catalogue. Staff-only fields never
 * leave: the answer is built field by field, not spread from the document.
 */
import {
  defaultCpBrand,
  publicOffer,
  selectBrandOffers,
  selectBrandRewards,
  type CpBrand,
  type CpPortalBrand,
} from '@pilotmiles/core';
import { notFound } from '../platform/errors';
import { cpBrandsCol } from '../platform/paths';
import { activeCatalogOffers } from '../offers';
import { publicReward, rewardsCatalogue } from '../rewards';

/** Brands are read often and edited rarely: each instance keeps them this long. */
const BRAND_TTL_MS = 60_000;
const cache = new Map<string, { brand: CpBrand | null; expires: number }>();

/** For tests that write brand documents directly. */
export const forgetBrands = () => cache.clear();

/** The stored brand, or null when none is saved under that id or staff switched it off (`active: false`). */
async function storedBrand(id: string): Promise<CpBrand | null> {
  const hit = cache.get(id);
  if (hit && hit.expires > Date.now()) return hit.brand;
  const snap = await cpBrandsCol().doc(id).get();
  const data = snap.data();
  const brand =
    snap.exists && data && data.active !== false ? { ...defaultCpBrand(id), ...(data as Partial<CpBrand>), id } : null;
  cache.set(id, { brand, expires: Date.now() + BRAND_TTL_MS });
  return brand;
}

/** GET /cp/brands/{id}: 404 for an unknown or inactive brand. */
export async function portalBrand(id: string): Promise<CpPortalBrand> {
  const brand = await storedBrand(id);
  if (!brand) throw notFound('Brand not found', 'cp/brand-not-found');
  const [offers, rewards] = await Promise.all([activeCatalogOffers(), rewardsCatalogue()]);
  return {
    id: brand.id,
    name: brand.name,
    logo_url: brand.logo_url,
    colors: {
      primary: brand.colors.primary,
      secondary: brand.colors.secondary,
      background: brand.colors.background,
      text: brand.colors.text,
    },
    headline: brand.headline,
    subheadline: brand.subheadline,
    offers: selectBrandOffers(offers, brand.offer_wall).map(publicOffer),
    rewards: selectBrandRewards(
      rewards.filter((r) => r.active),
      brand.reward_ids,
    ).map(publicReward),
  };
}
