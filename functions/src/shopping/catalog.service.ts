/**
 * The brand catalogue as members browse it, served from each instance's memory like the offer
 * catalogue (0 Firestore reads per warm request; platform/versionedCatalog.ts): the brands are
 * reloaded only when brandsMeta/catalog's version changed. Anything that writes `brands` goes
 * through `saveBrands`, which bumps that version in the same batch.
 */
import { logger } from 'firebase-functions';
import { FieldValue, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import {
  AFFILIATE_NETWORKS,
  brandCategories,
  brandDoc,
  brandCard,
  describeZodError,
  featuredBrands,
  popularBrands,
  publicBrand,
  queryBrands,
  rateLabel,
  type AffiliateNetwork,
  type Brand,
  type BrandCard,
  type BrandsPage,
  type CashbackRate,
  type CatalogBrand,
  type ShoppingCategory,
  type ShoppingHome,
  type ShoppingQuery,
} from '@pilotmiles/core';
import { db } from '../platform/firebase';
import { badRequest, notFound } from '../platform/errors';
import { versionedCatalog } from '../platform/versionedCatalog';
import { COLLECTIONS, brandsCol, shopActivationsCol } from '../platform/paths';

/** How long an instance serves its catalogue before checking for a change. */
export const CATALOG_TTL_MS = 60_000;
/** Row sizes of the /shopping page and the brand page. */
const POPULAR_COUNT = 12;
const SIMILAR_COUNT = 6;
export const INTERESTED_COUNT = 8;
/** How many of a member's latest activations "interested" weighs. */
const INTERESTED_ACTIVATIONS = 30;

const catalogMetaRef = () => db.collection(COLLECTIONS.brandsMeta).doc('catalog');

interface Catalog {
  brands: CatalogBrand[];
  byId: Map<string, CatalogBrand>;
  /** `{network}:{advertiserId}` -> brand (GET /brands/{a}/{b}). */
  byAdvertiser: Map<string, CatalogBrand>;
  categories: ShoppingCategory[];
}

const advertiserKey = (network: string, advertiserId: string) => `${network}:${advertiserId}`;

const validRate = (rate: unknown): rate is CashbackRate => {
  const r = rate as Partial<Record<string, unknown>> | null | undefined;
  return (r?.kind === 'percent' && typeof r.percent === 'number') || (r?.kind === 'fixed' && typeof r.pilot_miles === 'number');
};

/**
 * The catalogue fields of a brand document (what the API shows and sorts by, nothing else); null
 * for a document that is not a brand (no name, rate or network): it is left out and logged rather
 * than taking every listing down.
 */
function toCatalogBrand(doc: QueryDocumentSnapshot): CatalogBrand | null {
  const d = doc.data();
  if (typeof d.name !== 'string' || !validRate(d.rate) || !AFFILIATE_NETWORKS.includes(d.network)) {
    logger.error(`shopping: brands/${doc.id} is not a valid brand; left out of the catalogue`);
    return null;
  }
  return {
    id: doc.id,
    name: d.name ?? '',
    logo_url: d.logo_url ?? '',
    category: d.category ?? '',
    rate: d.rate,
    up_to: d.up_to === true,
    rate_label: rateLabel(d.rate, d.up_to === true),
    popular: d.popular === true,
    featured: d.featured === true,
    description: d.description ?? '',
    terms: d.terms ?? [],
    network: d.network,
    advertiser_id: d.advertiser_id ?? '',
    approval_days: d.approval_days ?? 0,
    website: d.website ?? '',
    popularity: d.popularity ?? 0,
    featured_order: d.featured_order ?? 0,
  };
}

const brandCatalog = versionedCatalog<Catalog>({
  name: 'shopping',
  meta: catalogMetaRef,
  ttlMs: CATALOG_TTL_MS,
  load: async () => {
    const snap = await brandsCol().where('active', '==', true).get();
    const brands = snap.docs.flatMap((doc) => toCatalogBrand(doc) ?? []);
    return {
      value: {
        brands,
        byId: new Map(brands.map((b) => [b.id, b])),
        byAdvertiser: new Map(brands.map((b) => [advertiserKey(b.network, b.advertiser_id), b])),
        categories: brandCategories(brands),
      },
      reads: snap.size,
    };
  },
});
const catalog = brandCatalog.get;
export const brandCatalogReads = brandCatalog.reads;

/**
 * Writes brand documents (validated with core's schema) and bumps the catalogue version in the
 * same batch; this instance reloads at once, others within CATALOG_TTL_MS. Brands are never
 * deleted: one gone from a network is written with `active: false`.
 */
export async function saveBrands(docs: readonly unknown[]): Promise<number> {
  const batch = db.batch();
  for (const [i, input] of docs.entries()) {
    const parsed = brandDoc.safeParse(input);
    if (!parsed.success) {
      const { message } = describeZodError(parsed.error, `brands[${i}]`);
      throw badRequest(`brands[${i}] ${message}`);
    }
    batch.set(brandsCol().doc(parsed.data.id), { ...parsed.data, updated_at: FieldValue.serverTimestamp() });
  }
  batch.set(catalogMetaRef(), { version: FieldValue.increment(1), updated_at: FieldValue.serverTimestamp() }, { merge: true });
  await batch.commit();
  await brandCatalog.reload();
  return docs.length;
}

const brandNotFound = () => notFound('Brand not found', 'shopping/brand-not-found');

/** GET /shopping. */
export async function listBrands(query: ShoppingQuery): Promise<BrandsPage> {
  return queryBrands((await catalog()).brands, query);
}

/** GET /shopping/categories. */
export async function listCategories(): Promise<ShoppingCategory[]> {
  return (await catalog()).categories;
}

/** GET /shopping/v2: the whole /shopping page. */
export async function shoppingHome(query: ShoppingQuery): Promise<ShoppingHome> {
  const { brands, categories } = await catalog();
  return {
    categories,
    featured: featuredBrands(brands),
    popular: popularBrands(brands, POPULAR_COUNT),
    brands: queryBrands(brands, query),
  };
}

/** An active brand from memory (the catalogue's copy). */
export async function catalogBrand(id: string): Promise<CatalogBrand> {
  const brand = (await catalog()).byId.get(id);
  if (!brand) throw brandNotFound();
  return brand;
}

/** GET /shopping/{brand}: active brands only. */
export async function getBrand(id: string): Promise<Brand> {
  return publicBrand(await catalogBrand(id));
}

/** GET /brands/{network}/{advertiserId}: the brand a network's advertiser is, if active. */
export async function brandByAdvertiser(network: AffiliateNetwork, advertiserId: string): Promise<Brand> {
  const brand = (await catalog()).byAdvertiser.get(advertiserKey(network, advertiserId));
  if (!brand) throw brandNotFound();
  return publicBrand(brand);
}

const byPopularity = (a: CatalogBrand, b: CatalogBrand) => b.popularity - a.popularity || a.name.localeCompare(b.name);

/** Other brands of a brand's category, most popular first. */
export async function similarBrands(brand: CatalogBrand): Promise<BrandCard[]> {
  return (await catalog()).brands
    .filter((b) => b.category === brand.category && b.id !== brand.id)
    .sort(byPopularity)
    .slice(0, SIMILAR_COUNT)
    .map(brandCard);
}

/**
 * GET /shopping/interested: brands of the categories the member activated most lately (their last
 * INTERESTED_ACTIVATIONS), then the rest by popularity; for a visitor, the most popular brands.
 */
export async function interestedBrands(uid: string | null): Promise<BrandCard[]> {
  const [{ brands }, activations] = await Promise.all([
    catalog(),
    uid
      ? shopActivationsCol().where('uid', '==', uid).orderBy('created_at', 'desc').limit(INTERESTED_ACTIVATIONS).select('category').get()
      : null,
  ]);
  const affinity = new Map<string, number>();
  for (const doc of activations?.docs ?? []) {
    const category = doc.get('category') as string | undefined;
    if (category) affinity.set(category, (affinity.get(category) ?? 0) + 1);
  }
  return [...brands]
    .sort((a, b) => (affinity.get(b.category) ?? 0) - (affinity.get(a.category) ?? 0) || byPopularity(a, b))
    .slice(0, INTERESTED_COUNT)
    .map(brandCard);
}
