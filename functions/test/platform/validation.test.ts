/**
 * The bad-input table per endpoint (docs/architecture.md "The API contract"): malformed JSON, wrong
 * types, missing fields, oversized strings, arrays for objects, unknown fields of strict schemas
 * and prototype keys all answer 400 with the offending field named, change nothing, and never 500.
 */
import type { Test } from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { auth } from '../../src/platform/firebase';
import {
  api,
  authHeader,
  checkLedgersAfterEachTest,
  createAuthUser,
  createUser,
  docsWhere,
  oobCodesFor,
  sendBadInput,
  storedState,
  uniqueId,
  userDoc,
  type BadInput,
  type TestUser,
} from '../support/helpers';

checkLedgersAfterEachTest();

const malformedJson: BadInput = { name: 'malformed JSON', raw: '{"a": ', field: 'body', code: 'validation/invalid-json' };
const jsonString: BadInput = { name: 'a JSON string', raw: '"hello"', field: 'body', code: 'validation/invalid-json' };
const jsonNull: BadInput = { name: 'JSON null', raw: 'null', field: 'body', code: 'validation/invalid-json' };
const arrayBody: BadInput = { name: 'an array instead of an object', json: [{ a: 1 }], field: 'body' };
const textPlain: BadInput = { name: 'a text/plain body', raw: 'hello', type: 'text/plain', field: 'body' };
const formBody: BadInput = { name: 'a form-encoded body', raw: 'a=1&b=2', type: 'application/x-www-form-urlencoded', field: 'body' };
const noBody: BadInput = { name: 'no body at all', field: 'body' };
const protoTop: BadInput = { name: 'a top-level __proto__ key', raw: '{"__proto__": {"role": "admin"}}', field: '__proto__' };
const constructorTop: BadInput = {
  name: 'a constructor.prototype key',
  raw: '{"constructor": {"prototype": {"admin": true}}}',
  field: 'constructor',
};
const commonBodyCases = [malformedJson, jsonString, jsonNull, arrayBody, textPlain, formBody, noBody, protoTop, constructorTop];

const long = (n: number) => 'x'.repeat(n);

function expectBadRequest(res: { status: number; body: Record<string, unknown> }, input: BadInput) {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body).toEqual({ message: expect.any(String), code: input.code ?? 'validation/invalid-input', field: input.field });
  expect(res.body.message).toMatch(new RegExp(`^${input.field.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: `));
}

/** A body just over the 32 kB limit, in an otherwise harmless shape. */
const oversizedBody = { padding: long(40_000) };

describe('POST /users', () => {
  let newcomer: TestUser; // no record yet: a bad request must not create one
  let member: TestUser; // has a record: a bad request must not change it
  beforeAll(async () => {
    [newcomer, member] = await Promise.all([createAuthUser(), createUser()]);
  });

  const cases: BadInput[] = [
    ...commonBodyCases,
    { name: 'a number for newReferralCode', json: { newReferralCode: 12345678 }, field: 'newReferralCode' },
    { name: 'a malformed newReferralCode', json: { newReferralCode: 'BAD!CODE' }, field: 'newReferralCode' },
    { name: 'an oversized newReferralCode', json: { newReferralCode: long(33) }, field: 'newReferralCode' },
    { name: 'a string for additionalData', json: { additionalData: 'Amelia' }, field: 'additionalData' },
    { name: 'an array for additionalData', json: { additionalData: [{ displayName: 'Amelia' }] }, field: 'additionalData' },
    { name: 'a number for displayName', json: { additionalData: { displayName: 42 } }, field: 'additionalData.displayName' },
    { name: 'an oversized displayName', json: { additionalData: { displayName: long(51) } }, field: 'additionalData.displayName' },
    { name: 'an oversized fullName', json: { additionalData: { fullName: long(101) } }, field: 'additionalData.fullName' },
    { name: 'an oversized brand_owner', json: { additionalData: { brand_owner: long(101) } }, field: 'additionalData.brand_owner' },
    {
      name: 'a malformed enteredReferralCode',
      json: { additionalData: { enteredReferralCode: 'x y z' } },
      field: 'additionalData.enteredReferralCode',
    },
    { name: 'an array for location', json: { location: ['US', 'Austin'] }, field: 'location' },
    { name: 'an object for location.country', json: { location: { country: { code: 'US' } } }, field: 'location.country' },
    { name: 'an oversized location.city', json: { location: { city: long(101) } }, field: 'location.city' },
    { name: 'an oversized location.ip', json: { location: { ip: long(65) } }, field: 'location.ip' },
    { name: 'an array for utm', json: { utm: ['utm_source'] }, field: 'utm' },
    { name: 'a number for a campaign value', json: { utm: { utm_source: 5 } }, field: 'utm.utm_source' },
    { name: 'an oversized campaign value', json: { utm: { utm_campaign: long(201) } }, field: 'utm.utm_campaign' },
    { name: 'an object for set', json: { set: { merge: true } }, field: 'set' },
    {
      name: 'a nested __proto__ key',
      raw: '{"additionalData": {"displayName": "A", "__proto__": {"role": "admin"}}}',
      field: 'additionalData.__proto__',
    },
  ];

  it.each(cases)('$name → 400 naming $field, no record created or changed', async (input) => {
    const memberBefore = await storedState(member.uid);
    expectBadRequest(await sendBadInput(api().post('/api/users').set(authHeader(newcomer)), input), input);
    expectBadRequest(await sendBadInput(api().post('/api/users').set(authHeader(member)), input), input);
    expect(await userDoc(newcomer.uid)).toBeUndefined();
    expect(await storedState(member.uid)).toEqual(memberBefore);
  });
});

describe('PATCH /users', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await createUser({ displayName: 'Original Name' });
  });

  const cases: BadInput[] = [
    ...commonBodyCases,
    { name: 'an empty object (nothing to update)', json: {}, field: 'body' },
    { name: 'a number for display_name', json: { display_name: 42 }, field: 'display_name' },
    { name: 'null for display_name', json: { display_name: null }, field: 'display_name' },
    { name: 'an empty display_name', json: { display_name: '' }, field: 'display_name' },
    { name: 'a blank display_name', json: { display_name: '    ' }, field: 'display_name' },
    { name: 'an oversized display_name', json: { display_name: long(51) }, field: 'display_name' },
    { name: 'an array for display_name', json: { display_name: ['a', 'b'] }, field: 'display_name' },
    { name: 'a javascript: image URL', json: { profile_image_url: 'javascript:alert(1)' }, field: 'profile_image_url' },
    { name: 'an ftp image URL', json: { profile_image_url: 'ftp://example.com/a.png' }, field: 'profile_image_url' },
    { name: 'not a URL', json: { profile_image_url: 'a picture of me' }, field: 'profile_image_url' },
    {
      name: 'an oversized image URL',
      json: { profile_image_url: `https://example.com/${long(2100)}` },
      field: 'profile_image_url',
    },
    { name: 'an unknown field (strict)', json: { display_name: 'Rich', total_coins: 1_000_000 }, field: 'total_coins' },
    { name: 'a role (strict)', json: { role: 'admin' }, field: 'role' },
    { name: 'a lone surrogate in display_name', raw: '{"display_name": "Rich \\udc00"}', field: 'display_name' },
    // URLs the WHATWG parser takes but Firebase Auth refuses as a photo: the record was saved, then a 500.
    { name: 'an image URL with an emoji', json: { display_name: 'Rich', profile_image_url: 'https://example.com/a\u{1F600}.png' }, field: 'profile_image_url' },
    { name: 'an image URL with an empty path segment', json: { profile_image_url: 'https://example.com//a.png' }, field: 'profile_image_url' },
    { name: 'an image URL with a space', json: { profile_image_url: 'https://example.com/a b.png' }, field: 'profile_image_url' },
    { name: 'an image URL whose host has an underscore', json: { profile_image_url: 'https://my_host.example.com/a.png' }, field: 'profile_image_url' },
  ];

  it.each(cases)('$name → 400 naming $field, nothing changed', async (input) => {
    const before = await storedState(user.uid);
    expectBadRequest(await sendBadInput(api().patch('/api/users').set(authHeader(user)), input), input);
    expect(await storedState(user.uid)).toEqual(before);
    expect((await auth.getUser(user.uid)).displayName).toBe('Original Name');
  });
});

describe('PATCH /users/login', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await createUser();
  });

  const cases: BadInput[] = [
    ...commonBodyCases,
    { name: 'a number for lastIpAddress', json: { lastIpAddress: 127001 }, field: 'lastIpAddress' },
    { name: 'an oversized lastIpAddress', json: { lastIpAddress: long(65) }, field: 'lastIpAddress' },
    { name: 'an array for locationCountry', json: { locationCountry: ['FR'] }, field: 'locationCountry' },
    { name: 'an oversized locationCity', json: { locationCity: long(101) }, field: 'locationCity' },
    { name: 'an unknown field (strict)', json: { locationCity: 'Paris', last_login_at: '1970-01-01' }, field: 'last_login_at' },
    // Firestore cannot store text that is not valid Unicode: it was a 500 once stored.
    { name: 'a lone surrogate in lastIpAddress', raw: '{"lastIpAddress": "\\udfff\\ud800"}', field: 'lastIpAddress' },
    { name: 'a lone surrogate in locationCity', raw: '{"locationCity": "Par\\ud800is"}', field: 'locationCity' },
  ];

  it.each(cases)('$name → 400 naming $field, nothing changed', async (input) => {
    const before = await storedState(user.uid);
    expectBadRequest(await sendBadInput(api().patch('/api/users/login').set(authHeader(user)), input), input);
    expect(await storedState(user.uid)).toEqual(before);
  });
});

describe('POST /users/resend-email-verification', () => {
  let user: TestUser; // unverified: any request that got through would mail them
  beforeAll(async () => {
    user = await createAuthUser({ verified: false });
  });

  const cases = (): BadInput[] => [
    ...commonBodyCases,
    { name: 'a missing email', json: {}, field: 'email' },
    { name: 'a number for email', json: { email: 42 }, field: 'email' },
    { name: 'not an email', json: { email: 'not-an-email' }, field: 'email' },
    { name: 'an array of emails', json: { email: [user.email] }, field: 'email' },
    { name: 'an oversized email', json: { email: `${long(250)}@pilotmiles.test` }, field: 'email' },
    { name: 'an object for set', json: { email: user.email, set: { a: 1 } }, field: 'set' },
    { name: 'an oversized set', json: { email: user.email, set: long(33) }, field: 'set' },
    { name: 'a __proto__ beside a valid email', raw: `{"email": "${user.email}", "__proto__": {"x": 1}}`, field: '__proto__' },
  ];

  it('answers every bad input with 400 naming the field and sends nothing', async () => {
    for (const input of cases()) {
      const res = await sendBadInput(api().post('/api/users/resend-email-verification'), input);
      expectBadRequest(res, input);
    }
    expect(await docsWhere('mail', 'to', user.email)).toEqual([]);
    expect(await oobCodesFor(user.email)).toEqual([]);
  });
});

describe('GET /users/transactions-history', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await createUser();
  });

  const cases: Array<[query: string, field: string]> = [
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['limit=-3', 'limit'],
    ['limit=1.5', 'limit'],
    ['limit=ten', 'limit'],
    ['limit=', 'limit'],
    ['limit=1&limit=2', 'limit'],
    ['cursor=', 'cursor'],
    [`cursor=${long(201)}`, 'cursor'],
    ['cursor=a/b', 'cursor'],
    ['cursor=..', 'cursor'],
    ['cursor=.', 'cursor'],
    ['cursor=__name__', 'cursor'],
    ['cursor=a&cursor=b', 'cursor'],
    ['cursor=no-such-entry', 'cursor'],
    ['foo=1', 'foo'],
    ['limit=5&sort=asc', 'sort'],
    ['__proto__=1', '__proto__'],
  ];

  it.each(cases)('?%s → 400 naming %s, nothing changed', async (query, field) => {
    const before = await storedState(user.uid);
    const res = await api().get(`/api/users/transactions-history?${query}`).set(authHeader(user));
    expectBadRequest(res, { name: query, field });
    expect(await storedState(user.uid)).toEqual(before);
  });
});

describe('POST /events', () => {
  const valid = () => ({ event_type: 'page_view', session_id: uniqueId('s').slice(0, 40) });

  /** Nothing may be stored under the session id or page URL the bad request carried. */
  async function expectNoEventFor(marker: string) {
    expect(await docsWhere('events', 'session_id', marker)).toEqual([]);
    expect(await docsWhere('events', 'page_url', marker)).toEqual([]);
  }

  let deep: unknown = 'bottom';
  for (let i = 0; i < 30; i++) deep = { deeper: deep };

  const cases = (): BadInput[] => [
    ...commonBodyCases,
    { name: 'a missing event_type', json: { session_id: 's1' }, field: 'event_type' },
    { name: 'a missing session_id', json: { event_type: 'page_view' }, field: 'session_id' },
    { name: 'a number for event_type', json: { ...valid(), event_type: 7 }, field: 'event_type' },
    { name: 'an empty event_type', json: { ...valid(), event_type: '' }, field: 'event_type' },
    { name: 'spaces in event_type', json: { ...valid(), event_type: 'page view!' }, field: 'event_type' },
    { name: 'an oversized event_type', json: { ...valid(), event_type: long(65) }, field: 'event_type' },
    { name: 'an oversized session_id', json: { ...valid(), session_id: long(65) }, field: 'session_id' },
    { name: 'a number for page_url', json: { ...valid(), page_url: 5 }, field: 'page_url' },
    { name: 'an oversized page_url', json: { ...valid(), page_url: `https://x.test/${long(2040)}` }, field: 'page_url' },
    { name: 'an array for event_data', json: { ...valid(), event_data: [1, 2] }, field: 'event_data' },
    { name: 'a string for event_data', json: { ...valid(), event_data: 'clicked' }, field: 'event_data' },
    { name: 'a nested array in event_data', json: { ...valid(), event_data: { grid: [[1, 2]] } }, field: 'event_data.grid' },
    { name: 'a nested object in event_data', json: { ...valid(), event_data: { deep } }, field: 'event_data.deep' },
    { name: 'an oversized event_data value', json: { ...valid(), event_data: { note: long(2049) } }, field: 'event_data.note' },
    { name: 'an empty event_data key', json: { ...valid(), event_data: { '': 1 } }, field: 'event_data.' },
    { name: 'a reserved event_data key', json: { ...valid(), event_data: { __name__: 1 } }, field: 'event_data.__name__' },
    { name: 'an oversized event_data key', json: { ...valid(), event_data: { [`k${long(64)}`]: 1 } }, field: `event_data.k${long(64)}` },
    {
      name: 'a __proto__ key in event_data',
      raw: JSON.stringify(valid()).replace(/}$/, ', "event_data": {"__proto__": {"polluted": true}}}'),
      field: 'event_data.__proto__',
    },
    { name: 'a top-level __proto__ beside valid fields', raw: JSON.stringify(valid()).replace(/}$/, ', "__proto__": {"uid": "x"}}'), field: '__proto__' },
    {
      name: 'a lone surrogate in an event_data key',
      raw: JSON.stringify(valid()).replace(/}$/, ', "event_data": {"k\\ud800": 1}}'),
      field: 'event_data.k\\ud800',
    },
  ];

  it.each(cases())('$name → 400 naming $field, nothing stored', async (input) => {
    const res = await sendBadInput(api().post('/api/events'), input);
    expectBadRequest(res, input);
    const marker = (input.json as { session_id?: string } | undefined)?.session_id ?? /"session_id":"([^"]+)"/.exec(input.raw ?? '')?.[1];
    if (marker) await expectNoEventFor(marker);
  });
});

describe('oversized bodies and content types', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await createUser();
  });

  const routes: Array<[string, (t: TestUser) => Test]> = [
    ['POST /users', (t) => api().post('/api/users').set(authHeader(t))],
    ['PATCH /users', (t) => api().patch('/api/users').set(authHeader(t))],
    ['PATCH /users/login', (t) => api().patch('/api/users/login').set(authHeader(t))],
    ['POST /users/resend-email-verification', () => api().post('/api/users/resend-email-verification')],
    ['POST /events', () => api().post('/api/events')],
  ];

  it.each(routes)('%s: a body over 32 kB → 413 envelope, nothing changed', async (_name, call) => {
    const before = await storedState(user.uid);
    const res = await call(user).send(oversizedBody);
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: 'body: too large', code: 'validation/payload-too-large', field: 'body' });
    expect(await storedState(user.uid)).toEqual(before);
  });

  it.each(routes)('%s: an XML body → 400, nothing changed', async (_name, call) => {
    const before = await storedState(user.uid);
    const res = await call(user).set('content-type', 'application/xml').send('<user><role>admin</role></user>');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'validation/invalid-input', field: 'body' });
    expect(await storedState(user.uid)).toEqual(before);
  });

  it('refuses an unreadable body encoding without a 500', async () => {
    const res = await api().post('/api/events').set('content-type', 'application/json').set('content-encoding', 'gzip').send('{}');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation/invalid-input');
  });
});

describe('days outside what the filters and forms take', () => {
  let staff: TestUser;
  beforeAll(async () => {
    staff = await createUser({ admin: true });
  });

  // Firestore timestamps hold years 1 to 9999, and a range's end is the day after it: year 0 and
  // 9999-12-31 were 500s, and a dashboard range in December 9999 looped until the process died.
  const cases: Array<[string, string]> = [
    ['/api/admin/logs?from=0000-01-01', 'from'],
    ['/api/admin/logs?from=2026-01-01&to=9999-12-31', 'to'],
    ['/api/events?from=9999-12-31&to=9999-12-31', 'from'],
    ['/api/events/stats?from=0000-01-01&to=0000-01-31', 'from'],
    ['/api/admin/rewards/payouts?from=9999-12-31&to=9999-12-31', 'from'],
    ['/api/users/admin?created_from=0000-01-01', 'created_from'],
    ['/api/users/admin?created_to=9999-12-31', 'created_to'],
    ['/api/admin/new-users-per-period?period=day&from=9999-12-01&to=9999-12-31', 'from'],
    ['/api/admin/summary-activities?period=month&to=9999-12-31', 'to'],
  ];

  it.each(cases)('%s → 400 naming %s', async (url, field) => {
    const res = await api().get(url).set(authHeader(staff));
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body).toMatchObject({ code: 'validation/invalid-input', field });
  });
});
