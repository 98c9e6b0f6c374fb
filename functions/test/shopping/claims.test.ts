/**
 * Missing-cashback claims (POST /shopping/claims) and staff's side (/admin/shopping-claims): the
 * window after the order, an activation on or before the order date, once per member, brand and
 * order, never for an order the network tracked; a staff credit once (shop:manual:{claimId}),
 * audited in its transaction, after which the network's own report pays nothing more.
 */
import { describe, expect, it } from 'vitest';
import { SHOP_CLAIM_MAX_AGE_DAYS, SHOP_CLAIM_MIN_AGE_DAYS } from '@pilotmiles/core';
import { db } from '../../src/platform/firebase';
import {
  api,
  authHeader,
  checkLedgersAfterEachTest,
  createUser,
  expectSessionExpired,
  ledger,
  storedState,
  type TestUser,
} from '../support/helpers';
import { activate, backdateActivation, conversion, makeBrand, newOrderId, rakutenPostback, type BrandFixture } from './support';

checkLedgersAfterEachTest();

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY_MS).toISOString().slice(0, 10);
const shopEntries = async (uid: string) => (await ledger(uid)).filter((e) => e.type.startsWith('shopping'));

const claim = (user: TestUser, body: unknown) => api().post('/api/shopping/claims').set(authHeader(user)).send(body as object);

/** A member who activated the brand `activatedDaysAgo` days ago. */
async function shopperWithHistory(activatedDaysAgo = 10, brandExtra: Record<string, unknown> = {}) {
  const member = await createUser();
  const brand = await makeBrand({ rate: { kind: 'percent', percent: 5 }, ...brandExtra });
  const { sub_id } = await activate(member, brand.id);
  await backdateActivation(sub_id, activatedDaysAgo);
  return { member, brand, subId: sub_id };
}

const body = (brand: BrandFixture, extra: Record<string, unknown> = {}) => ({
  brand_id: brand.id,
  order_id: newOrderId('C'),
  order_date: daysAgo(5),
  amount: 120.5,
  ...extra,
});

describe('POST /shopping/claims', () => {
  it('records an open claim once per member, brand and order, and the member sees it', async () => {
    const { member, brand, subId } = await shopperWithHistory();
    const input = body(brand);
    const res = await claim(member, input);
    expect(res.status).toBe(201);
    const id = `${member.uid}:${brand.id}:${input.order_id}`;
    expect(res.body.data).toEqual({
      id,
      brand_id: brand.id,
      brand_name: brand.name,
      order_id: input.order_id,
      order_date: input.order_date,
      amount: 120.5,
      status: 'open',
      created_at: expect.any(String),
    });
    expect((await db.collection('shopClaims').doc(id).get()).data()).toMatchObject({ uid: member.uid, sub_id: subId, network: 'rakuten', expected_pilot_miles: 602 });

    const again = await claim(member, input);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('shopping/claim-exists');

    const page = await api().get(`/api/shopping/v2/${brand.id}`).set(authHeader(member));
    expect(page.body.data.claims.map((c: { id: string }) => c.id)).toEqual([id]);
    const dashboard = await api().get('/api/shopping/dashboard').set(authHeader(member));
    expect(dashboard.body.data.claims.map((c: { id: string }) => c.id)).toEqual([id]);
  });

  it('gives one claim per order whatever the activation: a new activation opens no second one, ten at once open one', async () => {
    const { member, brand } = await shopperWithHistory();
    const input = body(brand);
    const first = await claim(member, input);
    expect(first.status).toBe(201);
    await activate(member, brand.id);
    const again = await claim(member, input);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('shopping/claim-exists');
    expect(again.body.message).toContain(first.body.data.id);

    const other = body(brand);
    const results = await Promise.all(Array.from({ length: 10 }, () => claim(member, other)));
    expect(results.map((r) => r.status).sort()).toEqual([201, ...Array(9).fill(409)]);
    const stored = await db.collection('shopClaims').where('uid', '==', member.uid).where('order_id', '==', other.order_id).get();
    expect(stored.size).toBe(1);
  });

  it(`opens ${SHOP_CLAIM_MIN_AGE_DAYS} days after the order and closes after ${SHOP_CLAIM_MAX_AGE_DAYS}`, async () => {
    const { member, brand } = await shopperWithHistory(120);
    for (const [date, ok] of [
      [daysAgo(-1), false],
      [daysAgo(0), false],
      [daysAgo(SHOP_CLAIM_MIN_AGE_DAYS - 1), false],
      [daysAgo(SHOP_CLAIM_MIN_AGE_DAYS), true],
      [daysAgo(SHOP_CLAIM_MAX_AGE_DAYS), true],
      [daysAgo(SHOP_CLAIM_MAX_AGE_DAYS + 1), false],
    ] as const) {
      const res = await claim(member, body(brand, { order_date: date }));
      if (ok) expect(res.status, date).toBe(201);
      else {
        expect(res.status, date).toBe(409);
        expect(res.body).toMatchObject({ code: 'shopping/claim-window', field: 'order_date' });
      }
    }
  });

  it('needs an activation of that brand on or before the order date', async () => {
    const { member, brand } = await shopperWithHistory(3);
    const early = await claim(member, body(brand, { order_date: daysAgo(5) }));
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('shopping/no-activation');
    expect((await claim(member, body(brand, { order_date: daysAgo(3) }))).status).toBe(201);
    // Another brand's activation does not count, nor does another member's.
    const other = await makeBrand();
    expect((await claim(member, body(other))).body.code).toBe('shopping/no-activation');
    const stranger = await createUser();
    expect((await claim(stranger, body(brand))).body.code).toBe('shopping/no-activation');
  });

  it('is refused for an order the network already tracked', async () => {
    const { member, brand, subId } = await shopperWithHistory();
    const orderId = newOrderId();
    await rakutenPostback({ subId, orderId, advertiserId: brand.advertiser_id, sale: 30 });
    const res = await claim(member, body(brand, { order_id: orderId }));
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('shopping/already-tracked');
    expect(res.body.message).toBe('This order is already tracked and pending');
  });

  it('refuses an unverified member and a visitor, and an unknown brand', async () => {
    const { brand } = await shopperWithHistory();
    const unverified = await createUser({ verified: false });
    const res = await claim(unverified, body(brand));
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('auth/email-not-verified');
    expectSessionExpired(await api().post('/api/shopping/claims').send(body(brand)));
    const member = await createUser();
    const unknown = await claim(member, body(brand, { brand_id: 'no-such-brand' }));
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('shopping/brand-not-found');
  });

  const bad: Array<[string, Record<string, unknown>, string]> = [
    ['no brand', { brand_id: undefined }, 'brand_id'],
    ['a brand id with spaces', { brand_id: 'Alder Oak' }, 'brand_id'],
    ['no order number', { order_id: '' }, 'order_id'],
    ['an order number with a slash', { order_id: 'A/1' }, 'order_id'],
    ['a date in another format', { order_date: '03/01/2026' }, 'order_date'],
    ['a date that does not exist', { order_date: '2026-02-30' }, 'order_date'],
    ['an amount of 0', { amount: 0 }, 'amount'],
    ['an amount as text', { amount: '12.50' }, 'amount'],
    ['an amount with fractions of a cent', { amount: 12.505 }, 'amount'],
    ['an unknown field', { note: 'hi' }, 'note'],
  ];
  it.each(bad)('%s -> 400 naming the field, nothing written', async (_name, change, field) => {
    const { member, brand } = await shopperWithHistory();
    const res = await claim(member, { ...body(brand), ...change });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'validation/invalid-input', field });
    expect((await db.collection('shopClaims').where('uid', '==', member.uid).get()).size).toBe(0);
  });

  it('refuses a body that is not JSON', async () => {
    const member = await createUser();
    const res = await api().post('/api/shopping/claims').set(authHeader(member)).set('content-type', 'application/json').send('{"brand_id":');
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('body');
  });
});

describe('/admin/shopping-claims', () => {
  async function openClaim(extra: Record<string, unknown> = {}) {
    const { member, brand, subId } = await shopperWithHistory();
    const input = body(brand, extra);
    const res = await claim(member, input);
    if (res.status !== 201) throw new Error(`claim failed: ${res.status} ${JSON.stringify(res.body)}`);
    return { member, brand, subId, input, id: res.body.data.id as string };
  }
  const resolve = (admin: TestUser, payload: Record<string, unknown>) =>
    api().post('/api/admin/shopping-claims').set(authHeader(admin)).send(payload);

  it('is for staff only', async () => {
    const member = await createUser();
    expect((await api().get('/api/admin/shopping-claims').set(authHeader(member))).status).toBe(403);
    expect((await resolve(member, { claim_id: 'x', action: 'dismiss', reason: 'nope' })).status).toBe(403);
    expectSessionExpired(await api().get('/api/admin/shopping-claims'));
  });

  it('lists claims newest first with a status filter and cursor pages', async () => {
    const admin = await createUser({ admin: true });
    const first = await openClaim();
    const second = await openClaim();
    const page1 = await api().get('/api/admin/shopping-claims?status=open&limit=1').set(authHeader(admin));
    expect(page1.status).toBe(200);
    expect(page1.body.data.items).toHaveLength(1);
    expect(page1.body.data.items[0]).toMatchObject({ id: second.id, status: 'open', uid: second.member.uid, email: second.member.email, expected_pilot_miles: 602, network: 'rakuten', sub_id: second.subId });
    const page2 = await api().get(`/api/admin/shopping-claims?status=open&limit=1&cursor=${encodeURIComponent(page1.body.data.nextCursor)}`).set(authHeader(admin));
    expect(page2.body.data.items[0].id).toBe(first.id);
    for (const [query, field] of [['status=lost', 'status'], ['limit=101', 'limit'], ['cursor=no-such-claim', 'cursor'], ['sort=asc', 'sort']]) {
      const res = await api().get(`/api/admin/shopping-claims?${query}`).set(authHeader(admin));
      expect(res.status, query).toBe(400);
      expect(res.body.field).toBe(field);
    }
  });

  it('credits a claim once, with the expected amount by default, audited, and the network pays nothing more for that order', async () => {
    const admin = await createUser({ admin: true });
    const { member, brand, subId, input, id } = await openClaim();
    const results = await Promise.all(Array.from({ length: 5 }, () => resolve(admin, { claim_id: id, action: 'credit', reason: 'Receipt checked' })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409).every((r) => r.body.code === 'shopping/claim-resolved')).toBe(true);
    const ok = results.find((r) => r.status === 200)!;
    expect(ok.body.data).toMatchObject({ id, status: 'credited', credited_pilot_miles: 602, resolved_by: admin.uid, resolution_reason: 'Receipt checked' });
    expect((await shopEntries(member.uid)).map((e) => [e.id, e.amount])).toEqual([[`shop:manual:${id}`, 602]]);
    const logs = (await db.collection('adminLogs').where('target', '==', `shopClaims/${id}`).get()).docs.map((d) => d.data());
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ actor: admin.uid, action: 'shop-claim.credit', reason: 'Receipt checked', after: { amount: 602, ledger_id: `shop:manual:${id}` } });
    expect(await conversion('rakuten', input.order_id)).toMatchObject({ status: 'confirmed', credit_tx: `shop:manual:${id}`, uid: member.uid });

    // The network's own report later is a duplicate (a transaction keeps an order pending at most).
    const late = await rakutenPostback({ subId, orderId: input.order_id, advertiserId: brand.advertiser_id, sale: 120.5 });
    expect(late.body.data.outcome).toBe('duplicate');
    expect(await shopEntries(member.uid)).toHaveLength(1);
    // A return afterwards takes back exactly the manual credit.
    await rakutenPostback({ subId, orderId: input.order_id, advertiserId: brand.advertiser_id, sale: -120.5 });
    expect((await shopEntries(member.uid)).map((e) => [e.id, e.amount]).sort()).toEqual([
      [`reversal:shop:manual:${id}`, -602],
      [`shop:manual:${id}`, 602],
    ]);
  });

  it('credits the amount staff give, and refuses a claim whose order the network reported meanwhile', async () => {
    const admin = await createUser({ admin: true });
    const a = await openClaim();
    const res = await resolve(admin, { claim_id: a.id, action: 'credit', amount_pm: 750, reason: 'Larger order confirmed' });
    expect(res.status).toBe(200);
    expect((await shopEntries(a.member.uid)).map((e) => e.amount)).toEqual([750]);

    const b = await openClaim();
    await rakutenPostback({ subId: b.subId, orderId: b.input.order_id, advertiserId: b.brand.advertiser_id, sale: 10 });
    const before = await storedState(b.member.uid);
    const refused = await resolve(admin, { claim_id: b.id, action: 'credit', reason: 'Looks fine' });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('shopping/already-tracked');
    expect(await storedState(b.member.uid)).toEqual(before);
  });

  it('dismisses a claim with a reason, audited, with no money', async () => {
    const admin = await createUser({ admin: true });
    const { member, id } = await openClaim();
    const res = await resolve(admin, { claim_id: id, action: 'dismiss', reason: 'No such order at the store' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'dismissed', credited_pilot_miles: null });
    expect(await shopEntries(member.uid)).toEqual([]);
    const logs = (await db.collection('adminLogs').where('target', '==', `shopClaims/${id}`).get()).docs.map((d) => d.get('action'));
    expect(logs).toEqual(['shop-claim.dismiss']);
    expect((await resolve(admin, { claim_id: id, action: 'credit', reason: 'Changed my mind' })).body.code).toBe('shopping/claim-resolved');
  });

  const bad: Array<[string, Record<string, unknown>, string]> = [
    ['no claim id', { claim_id: undefined }, 'claim_id'],
    ['a claim id with a slash', { claim_id: 'a/b' }, 'claim_id'],
    ['an unknown action', { action: 'approve' }, 'action'],
    ['an amount of 0', { amount_pm: 0 }, 'amount_pm'],
    ['a fractional amount', { amount_pm: 1.5 }, 'amount_pm'],
    ['a reason too short', { reason: 'ok' }, 'reason'],
    ['an unknown field', { uid: 'someone' }, 'uid'],
  ];
  it.each(bad)('%s -> 400 naming the field', async (_name, change, field) => {
    const admin = await createUser({ admin: true });
    const res = await resolve(admin, { claim_id: 'x:y:z', action: 'credit', reason: 'Receipt checked', ...change });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe(field);
  });

  it('answers 404 for an unknown claim', async () => {
    const admin = await createUser({ admin: true });
    const res = await resolve(admin, { claim_id: 'no:such:claim', action: 'credit', reason: 'Receipt checked' });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('shopping/claim-not-found');
  });
});
