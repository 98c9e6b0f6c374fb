/**
 * The /cp/rewards partner portal: GET /cp/brands/{id} (public, no staff fields, 404 for unknown or
 * inactive brands, the offer and reward selections resolved) and sign-up's brand_owner, which
 * links only to a saved brand and keeps the brand's member count (spread over memberShards, so a
 * portal's sign-ups do not queue on one document).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import type { BrandOwner, CpPortalBrand } from '@pilotmiles/core';
import { db } from '../../src/platform/firebase';
import { forgetCatalog as forgetOffers } from '../../src/offers/catalog.service';
import { forgetCatalog as forgetRewards } from '../../src/rewards/catalog.service';
import { forgetBrands } from '../../src/cpPortal';
import { api, authHeader, createAuthUser, createUser, uniqueId, userDoc } from '../support/helpers';
import { measure } from '../../../emulators/bench/callCounter';
import { makeOffer } from '../offers/support';
import { makeReward } from '../rewards/support';

const brands: string[] = [];
afterAll(async () => {
  await Promise.all(brands.splice(0).map((id) => db.collection('cpBrands').doc(id).delete()));
  forgetBrands();
});

const brandId = () =>
  uniqueId('cp')
    .slice(0, 30)
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '');

async function makeBrand(fields: Record<string, unknown> = {}): Promise<string> {
  const id = brandId();
  brands.push(id);
  await db
    .collection('cpBrands')
    .doc(id)
    .set({
      name: 'Test Air',
      logo_url: '/images/cp/skyway.svg',
      colors: { primary: '#112233', secondary: '#445566', background: '#ffffff', text: '#000000' },
      headline: 'Fly and earn',
      subheadline: 'Miles for everything',
      offer_wall: { tags: [], featured_offer_ids: [], max_offers: 12 },
      reward_ids: [],
      updated_at: Timestamp.now(),
      updated_by: 'staff-uid-secret',
      ...fields,
    });
  return id;
}

/** The shards a brand's member count is spread over, as stored. */
const brandShards = async (id: string) =>
  (await db.collection('brandOwners').doc(id).collection('memberShards').get()).docs.map((d) => d.get('members') as number);
const brandCount = async (id: string) => (await brandShards(id)).reduce((a, b) => a + b, 0);

describe('GET /cp/brands/{id}', () => {
  it('answers the public dressing with the resolved offers and rewards, and no staff fields', async () => {
    const [featured, other] = [await makeOffer(), await makeOffer()];
    const inactiveOffer = await makeOffer(undefined, { active: false });
    const reward = await makeReward();
    const hiddenReward = await makeReward({ active: false });
    forgetOffers();
    forgetRewards();
    const id = await makeBrand({
      offer_wall: { tags: [], featured_offer_ids: [featured, inactiveOffer, 'no-such-offer'], max_offers: 5 },
      reward_ids: [reward.id, hiddenReward.id, 'no-such-reward'],
    });
    const res = await api().get(`/api/cp/brands/${id}`);
    expect(res.status).toBe(200);
    const brand = res.body.data as CpPortalBrand;
    expect(brand).toMatchObject({ id, name: 'Test Air', headline: 'Fly and earn', colors: { primary: '#112233' } });
    expect(brand.offers.map((o) => o.id)).toEqual([featured]);
    expect(brand.offers.map((o) => o.id)).not.toContain(other);
    expect(brand.offers[0]).not.toHaveProperty('popularity');
    expect(brand.rewards.map((r) => r.id)).toEqual([reward.id]);
    expect(brand.rewards[0]).not.toHaveProperty('provider_product_id');
    expect(Object.keys(brand).sort()).toEqual([
      'colors',
      'headline',
      'id',
      'logo_url',
      'name',
      'offers',
      'rewards',
      'subheadline',
    ]);
    expect(JSON.stringify(res.body)).not.toContain('staff-uid-secret');
  });

  it('answers 404 for an unknown or inactive brand and 400 for a malformed id', async () => {
    expect((await api().get(`/api/cp/brands/${brandId()}`)).status).toBe(404);
    const off = await makeBrand({ active: false });
    const res = await api().get(`/api/cp/brands/${off}`);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Brand not found');
    const bad = await api().get('/api/cp/brands/Not_A_Slug');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^id:/);
  });
});

describe('sign-up through the portal', () => {
  it('links the member to an existing brand and counts them', async () => {
    const id = await makeBrand();
    const user = await createAuthUser();
    const res = await api()
      .post('/api/users')
      .set(authHeader(user))
      .send({ additionalData: { brand_owner: id } });
    expect(res.status).toBe(201);
    expect(res.body.data.brand_owner).toBe(id);
    expect((await userDoc(user.uid))?.brand_owner).toBe(id);
    expect(await brandCount(id)).toBe(1);
  });

  it("a brand's sign-ups at once all succeed, none retried, spread over its shards, and the count staff see is exact", async () => {
    const id = await makeBrand();
    const n = 25;
    const users = await Promise.all(Array.from({ length: n }, () => createAuthUser()));
    const { result, counts } = await measure(() =>
      Promise.all(
        users.map((user) =>
          api()
            .post('/api/users')
            .set(authHeader(user))
            .send({ additionalData: { brand_owner: id } }),
        ),
      ),
    );
    expect(result.map((r) => r.status)).toEqual(users.map(() => 201));
    // Each sign-up wrote a random shard of the brand, not the one brandOwners/{id} document they all queued on.
    expect(counts.retries).toBe(0);
    const shards = await brandShards(id);
    expect(shards.length).toBeGreaterThanOrEqual(5);
    expect((await db.collection('brandOwners').doc(id).get()).exists).toBe(false);
    expect(await brandCount(id)).toBe(n);
    const staff = await createUser({ admin: true });
    const listed = (await api().get('/api/admin/brand-owners').set(authHeader(staff))).body.data as BrandOwner[];
    expect(listed.find((o) => o.id === id)).toEqual({ id, members: n });
  });

  it('ignores a brand_owner that names no saved or active brand (never counted)', async () => {
    const unknown = brandId();
    const off = await makeBrand({ active: false });
    for (const value of [unknown, off, 'Acme Air', '__evil__']) {
      const user = await createAuthUser();
      const res = await api()
        .post('/api/users')
        .set(authHeader(user))
        .send({ additionalData: { brand_owner: value } });
      expect(res.status).toBe(201);
      expect(res.body.data.brand_owner).toBeNull();
      expect((await userDoc(user.uid))?.brand_owner).toBeNull();
    }
    expect(await brandCount(unknown)).toBe(0);
    expect(await brandCount(off)).toBe(0);
  });
});
