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

/** The field an error's `payload` mirrors (Tremendous: the request's structure down to the fault). */
const fieldOf = (errors: { payload?: unknown }): string => {
  const path: string[] = [];
  let node = errors.payload;
  while (node && typeof node === 'object') {
    const [key] = Object.keys(node);
    path.push(key!);
    node = (node as Record<string, unknown>)[key!];
  }
  return path.join('.');
};

/** The order's one reward, as Tremendous lists it. */
const rewardOf = (order: { rewards: Array<Record<string, unknown> & { id: string; delivery: Record<string, unknown> }> }) => {
  expect(order.rewards).toHaveLength(1);
  return order.rewards[0]!;
};

describe('products and keys', () => {
  it("lists exactly the catalogue ids in Tremendous's product shape, their value range as skus", async () => {
    const res = await api('/products');
    expect(res.status).toBe(200);
    const { products } = await res.json();
    expect(products.map((p: { id: string }) => p.id)).toEqual(GIFTCARD_PRODUCTS.map((p) => p.id));
    expect(products).toHaveLength(27);
    expect(products.find((p: { id: string }) => p.id === 'PAYPAL')).toMatchObject({
      name: 'PayPal Cash',
      category: 'paypal',
      currency_codes: ['USD'],
      countries: [{ abbr: 'US' }],
      skus: [{ min: 5, max: 2000 }],
    });
    expect(products.find((p: { id: string }) => p.id === 'REWARD-LINK')).toMatchObject({ skus: [{ min: 1, max: 10_000 }] });
    expect(products.find((p: { id: string }) => p.id === 'STEAM')).toMatchObject({
      name: 'Steam Wallet Code',
      category: 'merchant_card',
      skus: [{ min: 1, max: 2000 }],
    });
    // Tremendous's product has no delivery method of its own: how a reward goes out is the order's.
    for (const p of products) expect(p).not.toHaveProperty('delivery_method');
  });

  it('refuses a missing or wrong key with 401 on every API call', async () => {
    for (const key of [null, 'nope', '']) {
      for (const [path, init] of [
        ['/products', {}],
        ['/orders', { method: 'POST', body: JSON.stringify(orderBody({ email: member('nokey') })) }],
        ['/orders/ORD-X', {}],
        ['/orders?external_id=x', {}],
        ['/rewards/RWD-X/generate_link', { method: 'POST' }],
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
  it("answers a new order 200 in Tremendous's shape: rewards with the delivery's method, status and link, never a code", async () => {
    const email = member('code');
    const { status, body } = await placeOrder(orderBody({ email, product: 'AMAZON-US', value: 19.99 }));
    expect(status).toBe(200);
    const { order } = body;
    expect(order).toMatchObject({
      id: expect.stringMatching(/^ORD-[A-Z0-9]{12}$/),
      status: 'EXECUTED',
      payment: { funding_source_id: 'balance' },
    });
    expect(order).not.toHaveProperty('reward');
    const reward = rewardOf(order);
    expect(reward).toEqual({
      id: expect.stringMatching(/^RWD-[A-Z0-9]{12}$/),
      order_id: order.id,
      created_at: order.created_at,
      value: { denomination: 19.99, currency_code: 'USD' },
      recipient: { name: 'Ada Member', email },
      delivery: { method: 'LINK', status: 'SUCCEEDED', link: `http://127.0.0.1:9400/giftcards/redeem/${reward.id}` },
    });
    expect(new Date(order.created_at).toISOString()).toBe(order.created_at);
  });

  it('reads an order back by id or external_id without its link, and generates the link again', async () => {
    const email = member('read');
    const made = (await placeOrder(orderBody({ email, product: 'WALMART', value: 50 }))).body.order;
    const link = rewardOf(made).delivery.link;
    for (const id of [made.id, made.external_id]) {
      const again = await api(`/orders/${encodeURIComponent(id)}`);
      expect(again.status).toBe(200);
      const { order } = await again.json();
      expect(order.id).toBe(made.id);
      expect(rewardOf(order).delivery).toEqual({ method: 'LINK', status: 'SUCCEEDED' });
    }
    expect((await api('/orders/ORD-NOSUCHORDER1')).status).toBe(404);
    const generated = await api(`/rewards/${rewardOf(made).id}/generate_link`, { method: 'POST' });
    expect(generated.status).toBe(200);
    expect(await generated.json()).toEqual({ reward: { id: rewardOf(made).id, link } });
    expect((await api('/rewards/RWD-NOSUCHREWARD/generate_link', { method: 'POST' })).status).toBe(404);
  });

  it('shows the card behind the link: a code and a 4-8 digit PIN for a card-number product', async () => {
    const { body } = await placeOrder(orderBody({ email: member('pin'), product: 'WALMART', value: 50 }));
    const page = await fetch(`${base}${new URL(rewardOf(body.order).delivery.link as string).pathname}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    for (const text of ['Walmart eGift Card', '$50.00']) expect(html).toContain(text);
    expect(html).toMatch(/aria-label="Code">\d{4} \d{4} \d{4} \d{4}</);
    expect(html).toMatch(/aria-label="PIN">\d{4,8}</);
    expect((await fetch(`${base}/giftcards/redeem/RWD-NOSUCHREWARD`)).status).toBe(404);
  });

  it('shows PayPal money with a transaction reference behind the link', async () => {
    const email = member('paypal');
    const { body } = await placeOrder(orderBody({ email, product: 'PAYPAL', value: 5 }));
    const html = await (await fetch(`${base}/giftcards/redeem/${rewardOf(body.order).id}`)).text();
    expect(html).toContain('sent to the PayPal account of');
    expect(html).toContain(email);
    expect(html).toMatch(/PAYPAL-[A-Z0-9]{17}/);
  });

  it('gives no link to a reward delivered by e-mail (the default method)', async () => {
    const body = orderBody({ email: member('mail') });
    const emailed = { ...body, reward: { ...body.reward, delivery: { method: 'EMAIL' } } };
    const { status, body: answer } = await placeOrder(emailed);
    expect(status).toBe(200);
    expect(rewardOf(answer.order).delivery).toEqual({ method: 'EMAIL', status: 'SUCCEEDED' });
    const { delivery: _omitted, ...noDelivery } = body.reward;
    expect(rewardOf((await placeOrder({ ...body, external_id: externalId(), reward: noDelivery })).body.order).delivery.method).toBe('EMAIL');
    const generated = await api(`/rewards/${rewardOf(answer.order).id}/generate_link`, { method: 'POST' });
    expect(generated.status).toBe(403);
  });

  it('issues a different card every time, for every product', async () => {
    const links = new Set<string>();
    for (const product of GIFTCARD_PRODUCTS) {
      const { status, body } = await placeOrder(orderBody({ email: member('each'), product: product.id, value: 10 }));
      expect(status).toBe(200);
      links.add(rewardOf(body.order).delivery.link as string);
    }
    expect(links.size).toBe(GIFTCARD_PRODUCTS.length);
  });

  it('answers a repeated external_id with the order already made (201), even for two calls at once, and 409 for other parameters', async () => {
    const email = member('idem');
    const body = orderBody({ email, value: 30 });
    const [a, b] = await Promise.all([placeOrder(body), placeOrder(body)]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(b.body).toEqual(a.body);
    const replay = await placeOrder(body);
    expect(replay).toEqual({ status: 201, body: a.body });
    const other = await placeOrder({ ...body, reward: { ...body.reward, value: { denomination: 999, currency_code: 'USD' } } });
    expect(other.status).toBe(409);
    expect(fieldOf(other.body.errors)).toBe('external_id');
    const someoneElse = await placeOrder({ ...body, reward: { ...body.reward, recipient: { name: 'X', email: member('thief') } } });
    expect(someoneElse.status).toBe(409);
    expect(await ordersOf(`external_id=${body.external_id}`)).toHaveLength(1);
    expect(await ordersOf(`email=${encodeURIComponent(email.toUpperCase())}`)).toHaveLength(1);
  });

  it("refuses bad orders with 400, the payload naming the field as Tremendous's errors do", async () => {
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
      [{ ...orderBody({ email }), payment: {} }, 'payment.funding_source_id'],
      [{ ...orderBody({ email }), reward: { ...orderBody({ email }).reward, delivery: { method: 'CODE' } } }, 'reward.delivery.method'],
      [{ external_id: externalId() }, 'reward'],
    ];
    for (const [body, field] of cases) {
      const res = await placeOrder(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors.message).toEqual(expect.any(String));
      expect(fieldOf(res.body.errors), JSON.stringify(body)).toBe(field);
    }
    const noEmail = orderBody({ email });
    delete (noEmail.reward.recipient as { email?: string }).email;
    expect(fieldOf((await placeOrder(noEmail)).body.errors)).toBe('reward.recipient.email');
    expect((await api('/orders', { method: 'POST', body: '{' })).status).toBe(400);
    expect(await ordersOf(`email=${encodeURIComponent(email)}`)).toHaveLength(0);
    expect((await placeOrder(orderBody({ email, value: 2000 }))).status).toBe(200);
  });
});

describe('orders listed by external_id', () => {
  it('answers the order made under an external_id as a read does (no link), and nothing for an unknown one', async () => {
    const email = member('listed');
    const { body } = await placeOrder(orderBody({ email }));
    const res = await api(`/orders?external_id=${encodeURIComponent(body.order.external_id)}`);
    expect(res.status).toBe(200);
    const { order: read } = await (await api(`/orders/${body.order.id}`)).json();
    expect(await res.json()).toEqual({ orders: [read], total_count: 1 });
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
      expect(fieldOf((await bad.json()).errors)).toBe(field);
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
    expect((await ordersOf(`email=${encodeURIComponent(email)}`)).map((o) => o.id)).toEqual([ok.body.order.id]);
  });

  it('refuses every order of a blocked recipient with a permanent 400, and no other', async () => {
    const email = member('blocked');
    await behave({ email, fail_permanently: true });
    for (let i = 0; i < 2; i++) {
      const res = await placeOrder(orderBody({ email }));
      expect(res).toEqual({
        status: 400,
        body: { errors: { message: 'Recipient is blocked', payload: { reward: { recipient: { email: 'Recipient is blocked' } } } } },
      });
    }
    expect((await placeOrder(orderBody({ email: member('free') }))).status).toBe(200);
    await behave({ email, clear: true });
    expect((await placeOrder(orderBody({ email }))).status).toBe(200);
  });

  it('creates OPEN orders that execute once their time has passed (their link then generated), or fail when told', async () => {
    const email = member('slowcard');
    await behave({ email, pending_ms: 300 });
    const { body } = await placeOrder(orderBody({ email, product: 'TARGET' }));
    expect(body.order.status).toBe('OPEN');
    expect(rewardOf(body.order).delivery).toEqual({ method: 'LINK', status: 'PENDING' });
    const rewardId = rewardOf(body.order).id;
    expect(await (await fetch(`${base}/giftcards/redeem/${rewardId}`)).text()).toContain('Your card is on its way');
    expect((await api(`/rewards/${rewardId}/generate_link`, { method: 'POST' })).status).toBe(403);
    expect((await placeOrder(orderBody({ email: member('instant') }))).body.order.status).toBe('EXECUTED');
    await sleep(350);
    const { order } = await (await api(`/orders/${body.order.id}`)).json();
    expect(order).toMatchObject({ id: body.order.id, status: 'EXECUTED' });
    expect(rewardOf(order).delivery).toEqual({ method: 'LINK', status: 'SUCCEEDED' });
    const generated = await (await api(`/rewards/${rewardId}/generate_link`, { method: 'POST' })).json();
    expect(generated.reward.link).toBe(`http://127.0.0.1:9400/giftcards/redeem/${rewardId}`);
    expect(await (await fetch(`${base}/giftcards/redeem/${rewardId}`)).text()).toMatch(/aria-label="PIN">\d{8}</);

    await behave({ email, pending_ms: 50, pending_result: 'FAILED' });
    const failing = await placeOrder(orderBody({ email }));
    expect(failing.body.order.status).toBe('OPEN');
    await sleep(80);
    const listed = await (await api(`/orders?external_id=${failing.body.order.external_id}`)).json();
    expect(listed.orders[0].status).toBe('FAILED');
    expect(rewardOf(listed.orders[0]).delivery).toEqual({ method: 'LINK', status: 'FAILED' });
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
    expect(retried.status).toBe(201);
    expect(retried.body.order.id).toBe(recorded!.id);
    await behave({ email, clear: true });
    const again = await placeOrder(body);
    expect(again.status).toBe(201);
    expect(again.body.order.id).toBe(recorded!.id);
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
      expect((await placeOrder(orderBody({ email: own }))).body.order.status).toBe('OPEN');
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
    const html = await (await fetch(`${base}/giftcards/redeem/${rewardOf(body.order).id}`)).text();
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
