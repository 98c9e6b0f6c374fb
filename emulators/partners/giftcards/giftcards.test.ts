import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPartnersServer } from '../server';
import { GIFTCARD_PRODUCTS } from './products';

const KEY = 'local-giftcard-key';
const API = '/giftcards/api/v2';

let simulator: Server;
let base: string;

beforeAll(async () => {
  simulator = createPartnersServer();
  base = await new Promise<string>((resolve) =>
    simulator.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(simulator.address() as AddressInfo).port}`)),
  );
});

afterAll(async () => {
  simulator.closeAllConnections();
  await new Promise((r) => simulator.close(r));
});

let serial = 0;
/** A recipient of its own per test, as the behaviours are keyed by e-mail. */
const member = (name: string) => `${name}-${++serial}-${Date.now()}@example.test`;
const externalId = () => `payout-${++serial}-${Math.random().toString(36).slice(2)}`;

const api = (path: string, init: RequestInit = {}, key: string | null = KEY) =>
  fetch(`${base}${API}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...(key === null ? {} : { authorization: `Bearer ${key}` }) },
  });

interface OrderInput {
  email: string;
  product?: string;
  value?: unknown;
  external_id?: unknown;
}

const orderBody = ({ email, product = 'AMAZON-US', value = 25, external_id = externalId() }: OrderInput) => ({
  external_id,
  payment: { funding_source_id: 'balance' },
  reward: {
    products: [product],
    value: { denomination: value, currency_code: 'USD' },
    recipient: { name: 'Ada Member', email },
    delivery: { method: 'LINK' },
  },
});

const placeOrder = async (body: unknown, init: RequestInit = {}) => {
  const res = await api('/orders', { method: 'POST', body: JSON.stringify(body), ...init });
  return { status: res.status, body: await res.json() };
};

const control = async (path: string, body?: unknown) => {
  const res = await fetch(`${base}/giftcards/_control/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
};

const behave = (body: Record<string, unknown>) => control('behaviour', body);
const ordersOf = async (query: string) =>
  (await control(`orders?${query}`)).body.orders as { id: string; external_id: string }[];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('products and keys', () => {
  it('lists exactly the catalogue ids with their delivery methods and ranges', async () => {
    const res = await api('/products');
    expect(res.status).toBe(200);
    const { products } = await res.json();
    expect(products.map((p: { id: string }) => p.id)).toEqual([
      'AMAZON-US',
      'WALMART',
      'TARGET',
      'STARBUCKS',
      'APPLE',
      'GOOGLE-PLAY',
      'STEAM',
      'NETFLIX',
      'SPOTIFY',
      'UBER',
      'DOORDASH',
      'REWARD-LINK',
      'BEST-BUY',
      'HOME-DEPOT',
      'SEPHORA',
      'NIKE',
      'XBOX',
      'PLAYSTATION',
      'AMAZON-UK',
      'VISA-PREPAID',
      'PAYPAL',
      'DELTA',
      'SOUTHWEST',
      'UNITED',
      'AIRBNB',
      'EXPEDIA',
      'BRITISH-AIRWAYS',
    ]);
    const method = (kind: string) =>
      products.filter((p: { delivery_method: string }) => p.delivery_method === kind).map((p: { id: string }) => p.id);
    expect(method('LINK')).toEqual(['UBER', 'DOORDASH', 'REWARD-LINK', 'VISA-PREPAID', 'AIRBNB']);
    expect(products.find((p: { id: string }) => p.id === 'REWARD-LINK')).toMatchObject({ max_value: 10_000 });
    expect(method('PAYPAL')).toEqual(['PAYPAL']);
    expect(method('CODE_PIN')).toHaveLength(10);
    expect(method('CODE')).toHaveLength(11);
    expect(products.find((p: { id: string }) => p.id === 'PAYPAL')).toMatchObject({
      currency: 'USD',
      min_value: 5,
      max_value: 2000,
    });
    expect(products.find((p: { id: string }) => p.id === 'STEAM')).toMatchObject({
      name: 'Steam Wallet Code',
      min_value: 1,
      max_value: 2000,
    });
  });

  it('refuses a missing or wrong key with 401 on every API call', async () => {
    for (const key of [null, 'nope', '']) {
      for (const [path, init] of [
        ['/products', {}],
        ['/orders', { method: 'POST', body: JSON.stringify(orderBody({ email: member('nokey') })) }],
        ['/orders/ORD-X', {}],
      ] as const) {
        const res = await api(path, init, key);
        expect(res.status).toBe(401);
        expect(await res.json()).toEqual({ errors: { message: 'Unauthorized' } });
      }
    }
    const bare = await fetch(`${base}${API}/products`, { headers: { authorization: KEY } });
    expect(bare.status).toBe(401);
  });
});

describe('orders', () => {
  it('delivers a code for a CODE product, and answers it again by id', async () => {
    const email = member('code');
    const { status, body } = await placeOrder(orderBody({ email, product: 'AMAZON-US', value: 19.99 }));
    expect(status).toBe(200);
    const { order } = body;
    expect(order).toMatchObject({
      id: expect.stringMatching(/^ORD-[A-Z0-9]{12}$/),
      status: 'EXECUTED',
      reward: {
        id: expect.stringMatching(/^RWD-[A-Z0-9]{12}$/),
        product_id: 'AMAZON-US',
        value: { denomination: 19.99, currency_code: 'USD' },
        recipient: { name: 'Ada Member', email },
        delivery: {
          method: 'CODE',
          status: 'SUCCEEDED',
          code: expect.stringMatching(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{6}-[A-HJ-NP-Z2-9]{4}$/),
        },
      },
    });
    expect(order.reward.delivery).not.toHaveProperty('pin');
    expect(order.reward.delivery).not.toHaveProperty('link');
    expect(new Date(order.created_at).toISOString()).toBe(order.created_at);
    const again = await api(`/orders/${order.id}`);
    expect(await again.json()).toEqual({ order });
    expect((await api('/orders/ORD-NOSUCHORDER1')).status).toBe(404);
  });

  it('delivers a code and a 4-8 digit PIN for a CODE_PIN product, shown on the redeem page', async () => {
    const { body } = await placeOrder(orderBody({ email: member('pin'), product: 'WALMART', value: 50 }));
    const { delivery } = body.order.reward;
    expect(delivery).toMatchObject({
      method: 'CODE_PIN',
      status: 'SUCCEEDED',
      code: expect.stringMatching(/^\d{4} \d{4} \d{4} \d{4}$/),
    });
    expect(delivery.pin).toMatch(/^\d{4,8}$/);
    const page = await fetch(`${base}/giftcards/redeem/${body.order.reward.id}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    for (const text of ['Walmart eGift Card', '$50.00', delivery.code, delivery.pin]) expect(html).toContain(text);
  });

  it('delivers a redeem link for a LINK product that opens the card', async () => {
    const { body } = await placeOrder(orderBody({ email: member('link'), product: 'UBER', value: 15 }));
    const { reward } = body.order;
    expect(reward.delivery).toEqual({
      method: 'LINK',
      status: 'SUCCEEDED',
      link: `http://127.0.0.1:9400/giftcards/redeem/${reward.id}`,
    });
    const page = await fetch(`${base}${new URL(reward.delivery.link).pathname}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Uber Gift Card');
    expect((await fetch(`${base}/giftcards/redeem/RWD-NOSUCHREWARD`)).status).toBe(404);
  });

  it('sends PayPal money with a transaction reference and no link', async () => {
    const email = member('paypal');
    const { body } = await placeOrder(orderBody({ email, product: 'PAYPAL', value: 5 }));
    expect(body.order.reward.delivery).toEqual({
      method: 'PAYPAL',
      status: 'SUCCEEDED',
      code: expect.stringMatching(/^PAYPAL-[A-Z0-9]{17}$/),
    });
    const html = await (await fetch(`${base}/giftcards/redeem/${body.order.reward.id}`)).text();
    expect(html).toContain('sent to the PayPal account of');
    expect(html).toContain(email);
  });

  it('issues a different code every time, in each product format', async () => {
    const codes = new Set<string>();
    for (const product of GIFTCARD_PRODUCTS) {
      const { status, body } = await placeOrder(orderBody({ email: member('each'), product: product.id, value: 10 }));
      expect(status).toBe(200);
      expect(body.order.reward.delivery.method).toBe(product.delivery_method);
      if (body.order.reward.delivery.code) codes.add(body.order.reward.delivery.code);
    }
    expect(codes.size).toBe(GIFTCARD_PRODUCTS.filter((p) => p.delivery_method !== 'LINK').length);
  });

  it('answers the same order for the same external_id, even for two calls at once', async () => {
    const email = member('idem');
    const body = orderBody({ email, value: 30 });
    const [a, b] = await Promise.all([placeOrder(body), placeOrder(body)]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(b.body).toEqual(a.body);
    const later = await placeOrder({
      ...body,
      reward: { ...body.reward, value: { denomination: 999, currency_code: 'USD' } },
    });
    expect(later.body.order).toEqual(a.body.order);
    expect(await ordersOf(`external_id=${body.external_id}`)).toHaveLength(1);
    expect(await ordersOf(`email=${encodeURIComponent(email.toUpperCase())}`)).toHaveLength(1);
  });

  it('refuses bad orders with 400 naming the field', async () => {
    const email = member('invalid');
    const cases: [unknown, string][] = [
      [orderBody({ email, product: 'NOPE' }), 'reward.products'],
      [orderBody({ email, value: 0.5 }), 'reward.value.denomination'],
      [orderBody({ email, value: 2000.01 }), 'reward.value.denomination'],
      [orderBody({ email, product: 'PAYPAL', value: 4 }), 'reward.value.denomination'],
      [orderBody({ email, value: '25' }), 'reward.value.denomination'],
      [orderBody({ email, value: 10.005 }), 'reward.value.denomination'],
      [orderBody({ email: '' }), 'reward.recipient.email'],
      [orderBody({ email: 'not-an-address' }), 'reward.recipient.email'],
      [orderBody({ email, external_id: '' }), 'external_id'],
      [orderBody({ email, external_id: 'x'.repeat(129) }), 'external_id'],
      [{ ...orderBody({ email }), external_id: undefined }, 'external_id'],
      [{ external_id: externalId() }, 'reward'],
    ];
    for (const [body, field] of cases) {
      const res = await placeOrder(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors).toMatchObject({ field, message: expect.any(String) });
    }
    const noEmail = orderBody({ email });
    delete (noEmail.reward.recipient as { email?: string }).email;
    expect((await placeOrder(noEmail)).body.errors.field).toBe('reward.recipient.email');
    expect((await api('/orders', { method: 'POST', body: '{' })).status).toBe(400);
    expect(await ordersOf(`email=${encodeURIComponent(email)}`)).toHaveLength(0);
    expect((await placeOrder(orderBody({ email, value: 2000 }))).status).toBe(200);
  });
});

describe('orders listed by external_id', () => {
  it('answers the order made under an external_id in the list shape, and nothing for an unknown one', async () => {
    const email = member('listed');
    const { body } = await placeOrder(orderBody({ email }));
    const res = await api(`/orders?external_id=${encodeURIComponent(body.order.external_id)}`);
    expect(res.status).toBe(200);
    const { reward, ...order } = body.order;
    expect(await res.json()).toEqual({ orders: [{ ...order, rewards: [reward] }], total_count: 1 });
    expect(await (await api(`/orders?external_id=${externalId()}`)).json()).toEqual({ orders: [], total_count: 0 });
  });

  it('pages every order newest first, needs the key, and refuses a bad offset or limit naming it', async () => {
    const email = member('paged');
    const made = [await placeOrder(orderBody({ email })), await placeOrder(orderBody({ email }))];
    const page = await (await api('/orders?limit=1&offset=1')).json();
    expect(page.orders).toHaveLength(1);
    expect(page.total_count).toBeGreaterThanOrEqual(2);
    expect((await (await api('/orders?limit=1')).json()).orders[0].id).toBe(made[1]!.body.order.id);
    expect((await api('/orders', {}, null)).status).toBe(401);
    for (const [query, field] of [
      ['limit=0', 'limit'],
      ['limit=501', 'limit'],
      ['offset=-1', 'offset'],
      ['limit=2.5', 'limit'],
    ]) {
      const bad = await api(`/orders?${query}`);
      expect(bad.status).toBe(400);
      expect((await bad.json()).errors.field).toBe(field);
    }
  });
});

describe('behaviour per recipient', () => {
  it('fails the next N orders with 503, records none of them, then succeeds on the same external_id', async () => {
    const email = member('flaky');
    const other = member('steady');
    expect(await behave({ email, fail: 2 })).toEqual({
      status: 200,
      body: {
        behaviour: {
          email,
          fail: 2,
          fail_permanently: false,
          delay_ms: 0,
          lose_answers: false,
          lookups_fail: false,
          pending_ms: 0,
          pending_result: 'EXECUTED',
        },
      },
    });
    const body = orderBody({ email });
    for (let i = 0; i < 2; i++) {
      expect(await placeOrder(body)).toEqual({ status: 503, body: { errors: { message: 'Service unavailable' } } });
      expect((await placeOrder(orderBody({ email: other }))).status).toBe(200);
    }
    expect(await ordersOf(`external_id=${body.external_id}`)).toHaveLength(0);
    const ok = await placeOrder(body);
    expect(ok.status).toBe(200);
    expect(await ordersOf(`email=${encodeURIComponent(email)}`)).toEqual([ok.body.order]);
  });

  it('refuses every order of a blocked recipient with a permanent 400, and no other', async () => {
    const email = member('blocked');
    await behave({ email, fail_permanently: true });
    for (let i = 0; i < 2; i++) {
      const res = await placeOrder(orderBody({ email }));
      expect(res).toEqual({
        status: 400,
        body: { errors: { message: 'Recipient is blocked', field: 'reward.recipient.email' } },
      });
    }
    expect((await placeOrder(orderBody({ email: member('free') }))).status).toBe(200);
    await behave({ email, clear: true });
    expect((await placeOrder(orderBody({ email }))).status).toBe(200);
  });

  it('creates PENDING orders that execute once their time has passed, or fail when told', async () => {
    const email = member('slowcard');
    await behave({ email, pending_ms: 300 });
    const { body } = await placeOrder(orderBody({ email, product: 'TARGET' }));
    expect(body.order).toMatchObject({
      status: 'PENDING',
      reward: { delivery: { method: 'CODE_PIN', status: 'PENDING' } },
    });
    expect(body.order.reward.delivery).not.toHaveProperty('code');
    expect(await (await fetch(`${base}/giftcards/redeem/${body.order.reward.id}`)).text()).toContain(
      'Your card is on its way',
    );
    expect((await placeOrder(orderBody({ email: member('instant') }))).body.order.status).toBe('EXECUTED');
    await sleep(350);
    const { order } = await (await api(`/orders/${body.order.id}`)).json();
    expect(order).toMatchObject({
      id: body.order.id,
      status: 'EXECUTED',
      reward: { delivery: { status: 'SUCCEEDED', pin: expect.stringMatching(/^\d{8}$/) } },
    });
    expect((await api(`/orders/${body.order.id}`).then((r) => r.json())).order).toEqual(order);

    await behave({ email, pending_ms: 50, pending_result: 'FAILED' });
    const failing = await placeOrder(orderBody({ email }));
    expect(failing.body.order.status).toBe('PENDING');
    await sleep(80);
    const { orders } = (await control(`orders?external_id=${failing.body.order.external_id}`)).body;
    expect(orders[0]).toMatchObject({ status: 'FAILED', reward: { delivery: { method: 'CODE', status: 'FAILED' } } });
    expect(orders[0].reward.delivery).not.toHaveProperty('code');
  });

  it('holds the answer for delay_ms with the order already made, so a retry after a timeout gets the same card', async () => {
    const email = member('timeout');
    await behave({ email, delay_ms: 1500 });
    const body = orderBody({ email });
    const aborted = await placeOrder(body, { signal: AbortSignal.timeout(200) }).catch((err: Error) => err);
    expect(aborted).toBeInstanceOf(Error);
    const started = Date.now();
    expect((await placeOrder(orderBody({ email: member('quick') }))).status).toBe(200);
    expect(Date.now() - started).toBeLessThan(1000);
    const [recorded] = await ordersOf(`external_id=${body.external_id}`);
    expect(recorded).toBeDefined();

    await behave({ email, delay_ms: 300 });
    const slow = Date.now();
    const retried = await placeOrder(body);
    expect(Date.now() - slow).toBeGreaterThanOrEqual(290);
    expect(retried.body.order).toEqual(recorded);
    await behave({ email, clear: true });
    expect((await placeOrder(body)).body.order).toEqual(recorded);
    expect(await ordersOf(`email=${encodeURIComponent(email)}`)).toHaveLength(1);
  });

  it('loses the answers of a recipient\'s order calls with the order made, so only a look-up finds it', async () => {
    const email = member('lost');
    await behave({ email, lose_answers: true });
    const body = orderBody({ email });
    const started = Date.now();
    for (let i = 0; i < 2; i++) expect(await placeOrder(body).catch((err: Error) => err)).toBeInstanceOf(Error);
    expect(Date.now() - started).toBeLessThan(1000);
    expect((await placeOrder(orderBody({ email: member('heard') }))).status).toBe(200);
    const listed = await (await api(`/orders?external_id=${body.external_id}`)).json();
    expect(listed).toMatchObject({ total_count: 1, orders: [{ external_id: body.external_id, status: 'EXECUTED' }] });
    await behave({ email, clear: true });
    expect((await placeOrder(body)).body.order.id).toBe(listed.orders[0].id);
  });

  it('fails look-ups of a recipient\'s orders with 503 while orders still go through', async () => {
    const email = member('unlisted');
    const { body } = await placeOrder(orderBody({ email }));
    await behave({ email, lookups_fail: true });
    expect((await api(`/orders?external_id=${body.order.external_id}`)).status).toBe(503);
    expect((await api(`/orders/${body.order.id}`)).status).toBe(503);
    expect((await placeOrder(orderBody({ email }))).status).toBe(200);
    expect((await api(`/orders?external_id=${orderBody({ email: member('other') }).external_id}`)).status).toBe(200);
    await behave({ email, clear: true });
    expect((await api(`/orders/${body.order.id}`)).status).toBe(200);
  });

  it("applies '*' to every recipient without its own entry, until cleared", async () => {
    const own = member('own');
    await behave({ email: own, pending_ms: 10_000 });
    try {
      await behave({ email: '*', fail: 2 });
      expect((await placeOrder(orderBody({ email: member('any') }))).status).toBe(503);
      expect((await placeOrder(orderBody({ email: own }))).body.order.status).toBe('PENDING');
      expect((await placeOrder(orderBody({ email: member('any') }))).status).toBe(503);
      expect((await placeOrder(orderBody({ email: member('any') }))).status).toBe(200);
    } finally {
      await behave({ email: '*', clear: true });
      await behave({ email: own, clear: true });
    }
  });

  it('refuses bad control input', async () => {
    for (const body of [
      {},
      { email: '' },
      { email: 'a@b.test', fail: -1 },
      { email: 'a@b.test', delay_ms: 20_001 },
      { email: 'a@b.test', fail_permanently: 'yes' },
      { email: 'a@b.test', lose_answers: 1 },
      { email: 'a@b.test', lookups_fail: 'no' },
      { email: 'a@b.test', pending_result: 'DONE' },
    ])
      expect((await behave(body)).status).toBe(400);
  });
});

describe('the pages and reset', () => {
  it('lists recent orders and the control API on the index', async () => {
    const email = member('index');
    const { body } = await placeOrder(orderBody({ email, product: 'STEAM' }));
    const res = await fetch(`${base}/giftcards`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(body.order.id);
    expect(html).toContain('/giftcards/_control/behaviour');
  });

  it('escapes what the pages echo', async () => {
    const email = member('<script>x()</script>');
    const { body } = await placeOrder({
      ...orderBody({ email }),
      reward: { ...orderBody({ email }).reward, recipient: { name: '<b>Eve</b>', email } },
    });
    const html = await (await fetch(`${base}/giftcards/redeem/${body.order.reward.id}`)).text();
    expect(html).not.toContain('<script>x()');
    expect(html).not.toContain('<b>Eve</b>');
  });

  it('reset forgets every order and behaviour', async () => {
    const email = member('reset');
    await behave({ email, fail: 5 });
    const { body } = await placeOrder(orderBody({ email: member('kept') }));
    expect((await control('reset', {})).status).toBe(200);
    expect((await control('orders')).body.orders).toEqual([]);
    expect((await api(`/orders/${body.order.id}`)).status).toBe(404);
    expect((await placeOrder(orderBody({ email }))).status).toBe(200);
  });
});
