/**
 * What the sweep sends: for one route and caller, a request built from the route's well-formed
 * example and then broken (a field dropped, retyped or added, a prototype key, a huge or odd
 * string, an odd number, malformed JSON, a wrong content type, a bad query string or header).
 */
import fc from 'fast-check';
import { GEO_BYPASS_PARAM, GEO_TEST_COUNTRY_HEADER } from '@pilotmiles/core';
import { randomIp } from '../support/helpers';
import type { Caller, Ids, RouteSpec } from './routes';

/** One request as sent, printable when it fails. */
export interface FuzzRequest {
  caller: Caller;
  method: string;
  /** Path with the /api prefix and its parameters filled (percent-encoded). */
  path: string;
  /** The raw query string, without '?'. */
  query: string;
  headers: Record<string, string>;
  /** The body as sent (absent: none). */
  body?: string | Buffer;
  /** The body's value before encoding, when it was JSON (what a schema sees). */
  json?: unknown;
  /** The caller is the member and a path parameter names the other member. */
  namesOther: boolean;
  /** The request comes from a country config/geo never serves, without asking to skip the check. */
  fromBlocked: boolean;
  /** How the request was built, for the failure report. */
  recipe: string[];
}

// ---------- Values ----------

const ODD_STRINGS = [
  '',
  ' ',
  '\u0000',
  '\t\r\n',
  '__proto__',
  'constructor',
  'prototype',
  '__name__',
  '.',
  '..',
  '../../etc/passwd',
  'a/b',
  '%00',
  '%',
  'null',
  'undefined',
  'true',
  'NaN',
  'Infinity',
  '-1',
  '0.5',
  '1e309',
  '0x1f',
  ' 5 ',
  '9007199254740993',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '${7*7}',
  '\u202e\u0645\u0631\u062d\u0628\u0627',
  '\ufeffBOM',
  '\ud800',
  '\udfff\ud800',
  'Z\u0351\u0362\u0335a\u0337\u0321lg\u0334o',
  '\u{1F600}\u{1F469}\u200d\u{1F469}\u200d\u{1F467}',
  'ǅǈǋ ß İ ﬁ',
  '0000-01-01',
  '0001-01-01',
  '1969-12-31',
  '2024-02-29',
  '2023-02-29',
  '9999-12-31',
  '9999-12-31T23:59:59.999Z',
  '+275760-09-13T00:00:00Z',
  '-000001-01-01T00:00:00Z',
  '0'.repeat(64),
  'f'.repeat(32),
];

/** Strings a careless server trips on: odd, unicode (lone surrogates included), long, huge. */
export const oddString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...ODD_STRINGS) },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  // Just past common limits, in characters of 1 to 4 bytes and 1 or 2 UTF-16 units (a cut may split a pair).
  {
    weight: 2,
    arbitrary: fc
      .tuple(
        fc.constantFrom('x', 'é', '\u{1F600}', '\u0000', '/'),
        fc.constantFrom(33, 65, 129, 201, 501, 1_001, 2_001, 2_049, 4_001, 20_001),
      )
      .map(([c, n]) => c.repeat(n)),
  },
);

const ODD_NUMBERS = [
  -1,
  0,
  -0,
  0.5,
  -0.5,
  1e-7,
  1.005,
  99.999,
  2 ** 31,
  2 ** 53,
  2 ** 53 + 2,
  1e21,
  -1e21,
  1e308,
  -1e308,
  Number.MIN_VALUE,
];

/** Negative, fractional, huge and tiny numbers. */
export const oddNumber: fc.Arbitrary<number> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...ODD_NUMBERS) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
);

/** A value with own prototype keys, as JSON.parse makes them from a body. */
const prototypeValue = fc.constantFrom(
  JSON.parse('{"__proto__": {"admin": true, "total_coins": 1000000}}'),
  JSON.parse('{"constructor": {"prototype": {"polluted": "yes"}}}'),
  JSON.parse('{"prototype": {"role": "admin"}}'),
);

const deep = (depth: number, leaf: unknown): unknown => {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
};

/** Any wrong value: odd strings and numbers, other types, prototype keys, deep nesting. */
export const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: oddString },
  { weight: 3, arbitrary: oddNumber },
  { weight: 1, arbitrary: fc.constantFrom(true, false, null, [], {}, [null], ['a', 1]) },
  { weight: 1, arbitrary: prototypeValue },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  { weight: 1, arbitrary: fc.constantFrom(21, 100, 1_000).map((n) => deep(n, 'x')) },
);

const EDGE_DAYS = [
  '0000-01-01',
  '0001-01-01',
  '1969-12-31',
  '1970-01-01',
  '2999-12-31',
  '3000-01-01',
  '9999-12-31',
  '2023-02-29',
  '2026-13-01',
  '2026-01-00',
];
const EDGE_INSTANTS = [
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59.999Z',
  '+275760-09-13T00:00:00Z',
  '1970-01-01T00:00:00+14:00',
  '2026-01-01T25:61:00Z',
];

/**
 * Wrong values of the same kind as the example's: edge days for a date, odd numbers (as the
 * example writes them) for a number, and for text the same text made long, padded, cased or cut
 * with control characters. Validation that checks the type but not the range meets these.
 */
function nearby(example: unknown): fc.Arbitrary<unknown> {
  if (typeof example === 'number') return oddNumber;
  if (typeof example === 'boolean') return fc.constantFrom('true', 1, 0, null);
  if (typeof example !== 'string') return oddValue;
  if (/^\d{4}-\d{2}-\d{2}T/.test(example))
    return fc.constantFrom(...EDGE_INSTANTS, ...EDGE_DAYS, Date.parse(example) * 1000);
  if (/^\d{4}-\d{2}-\d{2}$/.test(example)) return fc.constantFrom(...EDGE_DAYS);
  if (/^-?\d+(\.\d+)?$/.test(example)) return oddNumber.map(String);
  return fc.oneof(
    fc
      .constantFrom(33, 65, 129, 201, 501, 2_049)
      .map((n) => example.repeat(Math.ceil(n / Math.max(1, example.length))).slice(0, n)),
    fc.constantFrom(
      ` ${example} `,
      example.toUpperCase(),
      `${example}\u0000`,
      `${example}/x`,
      `${example}\u{1F600}`,
      example.slice(0, -1),
      `${example}\ud800`,
    ),
  );
}

const oddKey = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '__proto__',
      'constructor',
      'prototype',
      'uid',
      'admin',
      'role',
      'total_coins',
      'amount',
      'status',
      'id',
      'toString',
      'hasOwnProperty',
    ),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
);

// ---------- Bodies ----------

type Path = Array<string | number>;

/** Every path into a JSON value (objects and arrays), the root excluded. */
function pathsOf(value: unknown, prefix: Path = []): Path[] {
  if (value === null || typeof value !== 'object') return [];
  const entries: Array<[string | number, unknown]> = Array.isArray(value)
    ? value.map((v, i) => [i, v])
    : Object.entries(value);
  return entries.flatMap(([k, v]) => [[...prefix, k], ...pathsOf(v, [...prefix, k])]);
}

/** Objects (the root included) where a key may be added. */
function objectsOf(value: unknown, prefix: Path = []): Path[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [];
  return [prefix, ...Object.entries(value).flatMap(([k, v]) => objectsOf(v, [...prefix, k]))];
}

const clone = <T>(v: T): T => (v === undefined ? v : (JSON.parse(JSON.stringify(v)) as T));

function parentOf(root: unknown, path: Path): Record<string | number, unknown> {
  let node = root as Record<string | number, unknown>;
  for (const k of path.slice(0, -1)) node = node[k] as Record<string | number, unknown>;
  return node;
}

/** Own-key assignment (a '__proto__' key stays a key, as JSON.parse would make it). */
const setOwn = (target: Record<string | number, unknown>, key: string | number, value: unknown) =>
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });

/** The example broken one way, with a word on how. */
function mutations(example: unknown): fc.Arbitrary<{ value: unknown; how: string }> {
  const options: Array<fc.WeightedArbitrary<{ value: unknown; how: string }>> = [
    { weight: 2, arbitrary: fc.constant({ value: clone(example), how: 'the example' }) },
    { weight: 2, arbitrary: oddValue.map((value) => ({ value, how: 'a wrong value for the whole body' })) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => ({ value, how: 'random JSON' })) },
  ];
  const paths = pathsOf(example);
  if (paths.length) {
    options.push({
      weight: 3,
      arbitrary: fc.constantFrom(...paths).map((path) => {
        const value = clone(example);
        const parent = parentOf(value, path);
        const key = path[path.length - 1]!;
        if (Array.isArray(parent)) parent.splice(key as number, 1);
        else delete parent[key];
        return { value, how: `without ${path.join('.')}` };
      }),
    });
    const replaced = (path: Path, odd: unknown) => {
      const value = clone(example);
      setOwn(parentOf(value, path), path[path.length - 1]!, odd);
      return { value, how: `${path.join('.')} replaced` };
    };
    options.push(
      { weight: 3, arbitrary: fc.tuple(fc.constantFrom(...paths), oddValue).map(([path, odd]) => replaced(path, odd)) },
      {
        weight: 3,
        arbitrary: fc
          .constantFrom(...paths)
          .chain((path) => nearby(parentOf(example, path)[path[path.length - 1]!]).map((odd) => replaced(path, odd))),
      },
    );
  }
  const objects = objectsOf(example);
  if (objects.length) {
    options.push({
      weight: 3,
      arbitrary: fc.tuple(fc.constantFrom(...objects), oddKey, oddValue).map(([path, key, odd]) => {
        const value = clone(example) as Record<string, unknown>;
        const target = path.reduce<Record<string | number, unknown>>(
          (node, k) => node[k] as Record<string | number, unknown>,
          value,
        );
        setOwn(target, key, odd);
        return { value, how: `extra field ${[...path, key].join('.')}` };
      }),
    });
  }
  return fc.oneof(...options);
}

const JSON_TYPE = 'application/json';

/** Bodies no JSON parser or schema should take, sent as raw bytes. */
const RAW_BODIES: Array<{ raw: string | Buffer; type?: string; how: string }> = [
  { raw: '{"a": ', how: 'malformed JSON' },
  { raw: '{', how: 'malformed JSON' },
  { raw: '{"a":1}}', how: 'trailing garbage' },
  { raw: "{'a': 1}", how: 'single quotes' },
  { raw: '{"a": 1,}', how: 'trailing comma' },
  { raw: 'null', how: 'JSON null' },
  { raw: '"text"', how: 'a JSON string' },
  { raw: '12', how: 'a JSON number' },
  { raw: '[]', how: 'an empty array' },
  { raw: '{"__proto__": {"admin": true}}', how: 'a __proto__ key' },
  { raw: '{"constructor": {"prototype": {"admin": true}}}', how: 'a constructor.prototype key' },
  { raw: '{"a": 1, "a": 2}', how: 'a duplicated key' },
  { raw: `{"a": "${'x'.repeat(40_000)}"}`, how: 'a body over the size limit' },
  { raw: '['.repeat(20_000) + ']'.repeat(20_000), how: 'deeply nested arrays' },
  { raw: '{"a":'.repeat(3_000) + '1' + '}'.repeat(3_000), how: 'deeply nested objects' },
  { raw: '\ufeff{}', how: 'a byte-order mark' },
  { raw: Buffer.from([0xff, 0xfe, 0x7b, 0x7d]), how: 'bytes that are not UTF-8' },
  { raw: '{"a": "\\ud800"}', how: 'a lone surrogate' },
  { raw: '{}', type: 'application/json; charset=utf-16', how: 'a charset the parser lacks' },
  { raw: '{}', type: 'application/json; charset=bogus', how: 'an unknown charset' },
  { raw: 'a=1&b=2', type: 'application/x-www-form-urlencoded', how: 'a form body' },
  { raw: '{"a": 1}', type: 'text/plain', how: 'JSON sent as text/plain' },
  {
    raw: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
    type: 'multipart/form-data; boundary=x',
    how: 'a multipart body',
  },
  { raw: '<a>1</a>', type: 'application/xml', how: 'XML' },
  { raw: '{}', type: 'application/vnd.api+json', how: 'a JSON-like content type' },
  { raw: '{}', type: 'garbage', how: 'a garbage content type' },
  { raw: '{}', type: '', how: 'an empty content type' },
];

interface BuiltBody {
  body?: string | Buffer;
  json?: unknown;
  type?: string;
  encoding?: string;
  how: string;
}

function bodies(example: unknown, method: string): fc.Arbitrary<BuiltBody> {
  const json = mutations(example === undefined ? {} : example).map(({ value, how }): BuiltBody => ({
    body: JSON.stringify(value) ?? 'null',
    json: value,
    type: JSON_TYPE,
    how,
  }));
  const withoutBody = method === 'GET' || method === 'DELETE' || example === undefined;
  return fc.oneof(
    { weight: withoutBody ? 4 : 1, arbitrary: fc.constant<BuiltBody>({ how: 'no body' }) },
    { weight: withoutBody ? 1 : 6, arbitrary: json },
    {
      weight: 2,
      arbitrary: fc
        .constantFrom(...RAW_BODIES)
        .map((r): BuiltBody => ({ body: r.raw, type: r.type ?? JSON_TYPE, how: r.how })),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom('gzip', 'deflate', 'br', 'x-bogus').map((encoding): BuiltBody => ({
        body: '{"a": 1}',
        type: JSON_TYPE,
        encoding,
        how: `content-encoding ${encoding} on plain bytes`,
      })),
    },
  );
}

// ---------- Query strings ----------

/**
 * encodeURIComponent, except that a lone surrogate (which it refuses) is sent as the three bytes
 * it would take in UTF-8 if it were allowed: bytes that are not UTF-8, as a careless client sends.
 */
const enc = (s: string) =>
  s.replace(/[\s\S]/gu, (ch) => {
    const unit = ch.charCodeAt(0);
    if (ch.length === 1 && unit >= 0xd800 && unit <= 0xdfff)
      return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    return encodeURIComponent(ch);
  });

/** Fragments appended to a query string as they are (all characters a request line may carry). */
const RAW_QUERY = [
  '%',
  '%zz',
  '%E0%A4%A',
  '&&&',
  '=',
  '==x',
  'a[b]=1',
  'a[__proto__][admin]=1',
  '__proto__[admin]=1',
  '__proto__=1',
  '__name__=x',
  'constructor[prototype][admin]=1',
  'bypass_geo=true',
  '%00=%00',
  `k=${'v'.repeat(3000)}`,
];

const QUERY_VALUES = fc.oneof(
  { weight: 3, arbitrary: oddString.filter((s) => s.length <= 600) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '-1',
      '0',
      '0.5',
      '1e21',
      '9007199254740993',
      'NaN',
      'Infinity',
      ' 5',
      '0x1f',
      '101',
      '',
    ),
  },
);

function queries(example: Record<string, string> | undefined): fc.Arbitrary<{ query: string; how: string }> {
  const base = example ?? {};
  const keys = Object.keys(base);
  const encode = (pairs: Array<[string, string]>) => pairs.map(([k, v]) => `${enc(k)}=${enc(v)}`).join('&');
  const pairsOf = (q: Record<string, string>) => Object.entries(q);
  const options: Array<fc.WeightedArbitrary<{ query: string; how: string }>> = [
    { weight: 3, arbitrary: fc.constant({ query: encode(pairsOf(base)), how: 'the example query' }) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(oddKey, QUERY_VALUES)
        .map(([k, v]) => ({ query: encode([...pairsOf(base), [k, v]]), how: `extra query ${k}` })),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(...RAW_QUERY).map((raw) => ({
        query: [encode(pairsOf(base)), raw].filter(Boolean).join('&'),
        how: `raw query ${raw.slice(0, 30)}`,
      })),
    },
  ];
  if (keys.length) {
    options.push(
      {
        weight: 2,
        arbitrary: fc.tuple(fc.constantFrom(...keys), QUERY_VALUES).map(([k, v]) => ({
          query: encode(pairsOf({ ...base, [k]: v })),
          how: `query ${k} replaced`,
        })),
      },
      {
        weight: 2,
        arbitrary: fc.constantFrom(...keys).chain((k) =>
          nearby(base[k]).map((v) => ({
            query: encode(pairsOf({ ...base, [k]: String(v) })),
            how: `query ${k} replaced`,
          })),
        ),
      },
      {
        weight: 1,
        arbitrary: fc
          .constantFrom(...keys)
          .map((k) => ({ query: encode(pairsOf(base).filter(([key]) => key !== k)), how: `query without ${k}` })),
      },
      {
        weight: 1,
        arbitrary: fc
          .constantFrom(...keys)
          .map((k) => ({ query: `${encode(pairsOf(base))}&${enc(k)}=${enc(base[k]!)}`, how: `query ${k} twice` })),
      },
    );
  }
  return fc.oneof(...options);
}

// ---------- Headers ----------

/** What a header value may hold (Node's client refuses the rest before sending). */
const headerSafe = (s: string) => s.replace(/[^\t\x20-\x7e\x80-\xff]/g, '?').slice(0, 2000);

const oddHeader = oddString.map(headerSafe);

const ZONES = [
  'UTC',
  'America/New_York',
  'Pacific/Kiritimati',
  'Pacific/Pago_Pago',
  'Asia/Kathmandu',
  'Etc/GMT+12',
  'Mars/Olympus',
  'utc',
  'UTC+14',
  '+05:30',
  'Europe/../etc',
];

const timezoneHeader = fc.oneof(
  { weight: 3, arbitrary: fc.constant<string | undefined>(undefined) },
  { weight: 2, arbitrary: fc.constantFrom(...ZONES) },
  { weight: 2, arbitrary: oddHeader },
);

const forwardedFor = fc.oneof(
  { weight: 8, arbitrary: fc.constant('random') },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'not-an-ip',
      '999.1.1.1',
      '::1',
      '::ffff:198.18.0.9',
      '2001:db8::1',
      '1.1.1.1, 2.2.2.2, 3.3.3.3',
      ' ',
      '',
      '198.18.0.1:8080',
      '[::1]:80',
    ),
  },
  { weight: 1, arbitrary: oddHeader },
);

/**
 * Where the caller is, as the emulator takes it from GEO_TEST_COUNTRY_HEADER (the random addresses
 * have no country): KP is blocked by default and by every config the tests save; US is served.
 */
const BLOCKED_COUNTRY = 'KP';
const country = fc.oneof(
  { weight: 6, arbitrary: fc.constant<string | undefined>(undefined) },
  { weight: 2, arbitrary: fc.constant(BLOCKED_COUNTRY) },
  { weight: 1, arbitrary: fc.constantFrom('US', 'kp', 'XX', '') },
  { weight: 1, arbitrary: oddHeader },
);

/** Authorization headers that are not a session (only for callers without one). */
const badAuthorization = fc.oneof(
  { weight: 6, arbitrary: fc.constant<string | undefined>(undefined) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'Bearer',
      'Bearer ',
      'Bearer x.y.z',
      'Basic Zm9vOmJhcg==',
      'bearer a b',
      `Bearer ${'a'.repeat(3000)}`,
      'Bearer eyJhbGciOiJub25lIn0.e30.',
    ),
  },
  { weight: 1, arbitrary: oddHeader.map((s) => `Bearer ${s}`) },
);

// ---------- Requests ----------

/** A path parameter: the id the caller names, or an odd one (percent-encoded or raw). */
const paramValue = (real: string) =>
  fc.oneof(
    { weight: 5, arbitrary: fc.constant({ raw: enc(real), real: true }) },
    {
      weight: 3,
      arbitrary: oddString.filter((s) => s.length > 0 && s.length < 3000).map((s) => ({ raw: enc(s), real: false })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom('%', '%E0%A4%A', '%2F', '..', '.', '%2e%2e', '__proto__', 'constructor', '%00')
        .map((raw) => ({ raw, real: false })),
    },
  );

export interface RequestContext {
  key: string;
  spec: RouteSpec;
  caller: Caller;
  ids: Ids;
  /** The caller's session header (none for anonymous). */
  authorization?: string;
}

export function requestArbitrary(ctx: RequestContext): fc.Arbitrary<FuzzRequest> {
  const [method, path] = ctx.key.split(' ') as [string, string];
  const { spec, ids } = ctx;
  const paramNames = [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const params = fc.tuple(...paramNames.map((name) => paramValue(spec.params?.[name]?.(ids) ?? 'unknown')));
  const baseHeaders = spec.headers?.(ids) ?? {};
  const headerKeys = Object.keys(baseHeaders);

  return fc
    .record({
      params,
      query: queries(spec.query?.(ids)),
      body: bodies(spec.body?.(ids), method),
      timezone: timezoneHeader,
      forwardedFor,
      country,
      authorization: ctx.authorization ? fc.constant<string | undefined>(ctx.authorization) : badAuthorization,
      userAgent: fc.option(oddHeader, { freq: 4 }),
      accept: fc.option(fc.constantFrom('text/html', '*/*', 'application/xml', 'garbage/;;'), { freq: 4 }),
      deviceId: fc.option(oddHeader, { freq: 4 }),
      baseHeader: headerKeys.length
        ? fc.option(fc.tuple(fc.constantFrom(...headerKeys), fc.option(oddHeader)), { freq: 2 })
        : fc.constant(null),
    })
    .map((r): FuzzRequest => {
      const recipe: string[] = [r.body.how, r.query.how];
      let filled = path;
      let namesOther = false;
      paramNames.forEach((name, i) => {
        const value = r.params[i]!;
        filled = filled.replace(`:${name}`, value.raw);
        if (!value.real) recipe.push(`odd :${name}`);
        else if (ctx.caller === 'other' && spec.params?.[name] && spec.params[name](ids) === ids.uid) namesOther = true;
      });
      const headers: Record<string, string> = { ...baseHeaders };
      if (r.baseHeader) {
        const [name, value] = r.baseHeader;
        if (value === null) delete headers[name];
        else headers[name] = value;
        recipe.push(value === null ? `without ${name}` : `odd ${name}`);
      }
      headers['x-forwarded-for'] = r.forwardedFor === 'random' ? randomIp() : r.forwardedFor;
      if (r.authorization !== undefined) headers.authorization = r.authorization;
      if (r.timezone !== undefined) headers['x-timezone'] = r.timezone;
      if (r.country !== undefined) {
        headers[GEO_TEST_COUNTRY_HEADER] = r.country;
        recipe.push(`from ${JSON.stringify(r.country)}`);
      }
      if (r.userAgent !== null) headers['user-agent'] = r.userAgent;
      if (r.accept !== null) headers.accept = r.accept;
      if (r.deviceId !== null && !('x-device-id' in baseHeaders)) headers['x-device-id'] = r.deviceId;
      if (r.body.type !== undefined) headers['content-type'] = r.body.type;
      if (r.body.encoding !== undefined) headers['content-encoding'] = r.body.encoding;
      return {
        caller: ctx.caller,
        method,
        path: `/api${filled}`,
        query: r.query.query,
        headers,
        body: r.body.body,
        json: r.body.json,
        namesOther,
        fromBlocked:
          r.country === BLOCKED_COUNTRY && !new URLSearchParams(r.query.query).has(GEO_BYPASS_PARAM),
        recipe,
      };
    })
    .filter((req) => headSize(req) <= MAX_HEAD);
}

/**
 * Node's HTTP server answers a request line and headers over 16 kB itself (431, before any app
 * code, as Google's front end does with its own limit): the sweep stays under it.
 */
const MAX_HEAD = 12_000;
const headSize = (req: FuzzRequest) =>
  req.path.length +
  req.query.length +
  Object.entries(req.headers).reduce((n, [k, v]) => n + k.length + v.length + 4, 0);
