/**
 * Activating cashback (POST /shopping/v2/activate/{brand}) and the member's own views: the brand
 * page (GET /shopping/v2/{brand}) for visitors and members, and the dashboard. Only verified
 * members activate; each activation has its own 128-bit sub-id and the brand's rate at that moment;
 * nobody sees anyone else's activity.
 */
import { describe, expect, it } from 'vitest';
import { db } from '../../src/platform/firebase';
import { SIMULATOR, api, authHeader, checkLedgersAfterEachTest, createUser, expectSessionExpired } from '../support/helpers';
import { activate, makeBrand, newOrderId, rakutenPostback } from './support';

checkLedgersAfterEachTest();

const activations = async (uid: string) => (await db.collection('shopActivations').where('uid', '==', uid).get()).docs.map((d) => d.data());

describe('POST /shopping/v2/activate/{brand}', () => {
  it('records an activation with a 128-bit sub-id, the rate snapshot and the caller, and links to the network with it', async () => {
    const member = await createUser();
    const brand = await makeBrand({ rate: { kind: 'percent', percent: 7.5 }, up_to: true, approval_days: 60 });
    const res = await api()
      .post(`/api/shopping/v2/activate/${brand.id}`)
      .set(authHeader(member))
      .set('user-agent', 'Mozilla/5.0 (test)')
      .set('x-forwarded-for', '198.51.100.23');
    expect(res.status).toBe(201);
    const { sub_id, brand_id, url } = res.body.data;
    expect(sub_id).toMatch(/^[a-f0-9]{32}$/);
    expect(brand_id).toBe(brand.id);
    const link = new URL(url);
    expect(`${link.origin}${link.pathname}`).toBe(`${SIMULATOR}/affiliates/rakuten/click`);
    expect(link.searchParams.get('brand')).toBe(brand.advertiser_id);
    expect(link.searchParams.get('u1')).toBe(sub_id);
    const stored = (await db.collection('shopActivations').doc(sub_id).get()).data()!;
    expect(stored).toMatchObject({
      uid: member.uid,
      brand_id: brand.id,
      brand_name: brand.name,
      category: 'home',
      network: 'rakuten',
      advertiser_id: brand.advertiser_id,
      rate: { kind: 'percent', percent: 7.5 },
      up_to: true,
      approval_days: 60,
      ip: '198.51.100.23',
      user_agent: 'Mozilla/5.0 (test)',
      day_key: new Date().toISOString().slice(0, 10),
    });
  });

  it("puts the sub-id in each network's own parameter, and uses a brand's deep link when it has one", async () => {
    const member = await createUser();
    const impact = await makeBrand({ network: 'impact' });
    const cj = await makeBrand({ network: 'cj', tracking_url: 'https://www.anrdoezrs.net/click-100-200?url=https%3A%2F%2Fstore.example' });
    const a = await activate(member, impact.id);
    expect(new URL(a.url).searchParams.get('subId1')).toBe(a.sub_id);
    const b = await activate(member, cj.id);
    const link = new URL(b.url);
    expect(link.host).toBe('www.anrdoezrs.net');
    expect(link.searchParams.get('sid')).toBe(b.sub_id);
    expect(link.searchParams.get('url')).toBe('https://store.example');
    expect(link.searchParams.has('brand')).toBe(false);
  });

  it('gives each activation its own sub-id', async () => {
    const member = await createUser();
    const brand = await makeBrand();
    const ids = await Promise.all([activate(member, brand.id), activate(member, brand.id)]);
    expect(new Set(ids.map((a) => a.sub_id)).size).toBe(2);
  });

  it('refuses an unverified member, a visitor, an unknown or inactive brand and a malformed id', async () => {
    const unverified = await createUser({ verified: false });
    const member = await createUser();
    const brand = await makeBrand();
    const inactive = await makeBrand({ active: false });

    const refused = await api().post(`/api/shopping/v2/activate/${brand.id}`).set(authHeader(unverified));
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('auth/email-not-verified');
    expect(await activations(unverified.uid)).toEqual([]);

    expectSessionExpired(await api().post(`/api/shopping/v2/activate/${brand.id}`));
    for (const id of ['no-such-brand', inactive.id]) {
      const res = await api().post(`/api/shopping/v2/activate/${id}`).set(authHeader(member));
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('shopping/brand-not-found');
    }
    const bad = await api().post('/api/shopping/v2/activate/Bad%20Id!').set(authHeader(member));
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('brand');
    expect(await activations(member.uid)).toEqual([]);
  });

  it('limits a member to 20 activations a minute, without touching anyone else', async () => {
    const member = await createUser();
    const other = await createUser();
    const brand = await makeBrand();
    const all = await Promise.all(Array.from({ length: 22 }, () => api().post(`/api/shopping/v2/activate/${brand.id}`).set(authHeader(member))));
    expect(all.filter((r) => r.status === 201)).toHaveLength(20);
    const refused = all.filter((r) => r.status === 429);
    expect(refused).toHaveLength(2);
    expect(refused[0]!.body.code).toBe('rate-limited');
    expect(await activations(member.uid)).toHaveLength(20);
    expect((await api().post(`/api/shopping/v2/activate/${brand.id}`).set(authHeader(other))).status).toBe(201);
  });
});

describe('GET /shopping/v2/{brand}', () => {
  it('shows a visitor the brand and similar brands, with empty member parts', async () => {
    const brand = await makeBrand({ category: 'sports' });
    const similar = await makeBrand({ category: 'sports', popularity: 50 });
    const res = await api().get(`/api/shopping/v2/${brand.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data.brand).toMatchObject({ id: brand.id, terms: ['Test terms.'] });
    expect(res.body.data.similar.map((b: { id: string }) => b.id)).toContain(similar.id);
    expect(res.body.data.similar.every((b: { category: string; id: string }) => b.category === 'sports' && b.id !== brand.id)).toBe(true);
    expect(res.body.data).toMatchObject({ activations: [], orders: [], claims: [] });
  });

  it("shows a member their own activations and orders of the brand, never another member's", async () => {
    const member = await createUser();
    const other = await createUser();
    const brand = await makeBrand();
    const mine = await activate(member, brand.id);
    const theirs = await activate(other, brand.id);
    const orderId = newOrderId();
    expect((await rakutenPostback({ subId: mine.sub_id, orderId, advertiserId: brand.advertiser_id, sale: 40 })).status).toBe(200);
    await rakutenPostback({ subId: theirs.sub_id, orderId: newOrderId(), advertiserId: brand.advertiser_id, sale: 10 });

    const res = await api().get(`/api/shopping/v2/${brand.id}`).set(authHeader(member));
    expect(res.status).toBe(200);
    expect(res.body.data.activations).toEqual([{ sub_id: mine.sub_id, brand_id: brand.id, brand_name: brand.name, created_at: expect.any(String) }]);
    expect(res.body.data.orders).toHaveLength(1);
    expect(res.body.data.orders[0]).toMatchObject({ order_id: orderId, sale_amount: 40, pilot_miles: 200, status: 'pending', brand_id: brand.id });
    expect(res.body.data.claims).toEqual([]);
  });

  it('answers 404 for an unknown brand and 400 for a malformed id', async () => {
    expect((await api().get('/api/shopping/v2/no-such-brand')).status).toBe(404);
    const bad = await api().get('/api/shopping/v2/NOPE!');
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('brand');
  });
});

describe('GET /shopping/dashboard', () => {
  it('needs a session', async () => {
    expectSessionExpired(await api().get('/api/shopping/dashboard'));
  });

  it('starts empty', async () => {
    const member = await createUser();
    const res = await api().get('/api/shopping/dashboard').set(authHeader(member));
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ activations: [], orders: [], claims: [], pending_pilot_miles: 0, confirmed_pilot_miles: 0 });
  });
});
