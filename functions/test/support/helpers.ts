/**
 * Shared by the API tests. Each test makes its own users with unique emails, so suites can run
 * side by side on one emulator suite without wiping each other's data.
 */
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterEach, expect } from 'vitest';
import { createApp } from '../../src/app';
import { auth, db } from '../../src/platform/firebase';
import { PARTNERS_ORIGIN } from '../../../emulators/partners/origin';

export const PROJECT_ID = process.env.GCLOUD_PROJECT ?? 'demo-pilotmiles';
export const app = createApp();
/** The partner simulators these tests talk to (`npm test` gives them a set of their own). */
export const SIMULATOR = PARTNERS_ORIGIN;

/**
 * An address from the benchmarking range 198.18.0.0/15 (RFC 2544), different for each call: never
 * routed, so the geo lookup (platform/geo.ts) finds no country and every test caller is served.
 */
export const randomIp = () => `198.${18 + Math.floor(Math.random() * 2)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

/**
 * supertest on the app, each request from its own client address (X-Forwarded-For, trusted one
 * hop as behind Hosting), so per-IP rate limits only meet the tests that are about them; those
 * set the header themselves, which overrides this one.
 */
export const api = () => {
  const agent = request(app);
  const ip = randomIp();
  return new Proxy(agent, {
    get(target, method: keyof typeof agent) {
      const value = target[method];
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const test = (value as (...a: unknown[]) => unknown).apply(target, args);
        return test instanceof request.Test ? test.set('x-forwarded-for', ip) : test;
      };
    },
  });
};

const authHost = () => `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`;

export interface TestUser {
  uid: string;
  email: string;
  password: string;
  idToken: string;
}

export const uniqueEmail = (prefix = 'user') => `${prefix}-${randomUUID().slice(0, 12)}@pilotmiles.test`;
/** A marker to find what one test wrote in a shared collection. */
export const uniqueId = (prefix = 't') => `${prefix}-${randomUUID()}`;

/** Every uid made here, so each test can check the ledger invariant of all its users. */
const createdUids = new Set<string>();

/**
 * Signs in through the Auth emulator's REST API and returns a fresh ID token. The emulator maps
 * every API key to its default project, so the call names this suite's project itself
 * (`targetProjectId`, which the emulator accepts with its admin credential, `Bearer owner`).
 */
export async function signIn(email: string, password: string): Promise<string> {
  const res = await fetch(
    `${authHost()}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({ email, password, returnSecureToken: true, targetProjectId: PROJECT_ID }),
    },
  );
  const body = (await res.json()) as { idToken?: string; error?: unknown };
  if (!body.idToken) throw new Error(`sign-in failed: ${JSON.stringify(body.error)}`);
  return body.idToken;
}

/** An Auth account (verified unless told otherwise) with an ID token. No Firestore record yet. */
export async function createAuthUser(
  options: { verified?: boolean; admin?: boolean; displayName?: string } = {},
): Promise<TestUser> {
  const email = uniqueEmail(options.admin ? 'admin' : 'user');
  const password = 'correct-horse-9';
  const record = await auth.createUser({
    email,
    password,
    emailVerified: options.verified ?? true,
    displayName: options.displayName,
  });
  createdUids.add(record.uid);
  if (options.admin) await auth.setCustomUserClaims(record.uid, { admin: true });
  return { uid: record.uid, email, password, idToken: await signIn(email, password) };
}

/** An account with its PilotMiles record created through POST /users. */
export async function createUser(options: Parameters<typeof createAuthUser>[0] = {}): Promise<TestUser> {
  const user = await createAuthUser(options);
  const res = await api().post('/api/users').set(authHeader(user)).send({});
  if (res.status !== 201) throw new Error(`POST /users failed: ${res.status} ${JSON.stringify(res.body)}`);
  return user;
}

export const authHeader = (user: Pick<TestUser, 'idToken'>) => ({ authorization: `Bearer ${user.idToken}` });

/** users/{uid} as stored. */
export async function userDoc(uid: string) {
  return (await db.collection('users').doc(uid).get()).data();
}

/** All ledger entries of a user. */
export async function ledger(uid: string) {
  const snap = await db.collection('users').doc(uid).collection('transactions').get();
  return snap.docs.map((d) => ({ id: d.id, ...d.data() })) as Array<{ id: string; amount: number; type: string }>;
}

/** A user's record and ledger together, to compare before and after a request that must change nothing. */
export async function storedState(uid: string) {
  const [doc, entries] = await Promise.all([userDoc(uid), ledger(uid)]);
  return { doc: doc ?? null, entries: entries.sort((a, b) => a.id.localeCompare(b.id)) };
}

/** The ledger's invariant: total_coins equals the sum of the ledger. Returns the balance. */
export async function expectLedgerConsistent(uid: string): Promise<number> {
  const [doc, entries] = await Promise.all([userDoc(uid), ledger(uid)]);
  const sum = entries.reduce((total, e) => total + e.amount, 0);
  const balance = doc?.total_coins ?? 0;
  if (balance !== sum) throw new Error(`ledger invariant broken for ${uid}: total_coins ${balance} != sum ${sum}`);
  return balance;
}

/** Call once per test file: after every test, total_coins == sum(ledger) for each user it made. */
export function checkLedgersAfterEachTest() {
  afterEach(async () => {
    const uids = [...createdUids];
    createdUids.clear();
    await Promise.all(uids.map(expectLedgerConsistent));
  });
}

/** The API's answer to any session problem: 403 auth/session-expired. */
export function expectSessionExpired(res: request.Response) {
  expect(res.status).toBe(403);
  expect(res.body).toEqual({ message: 'Session expired', code: 'auth/session-expired' });
}

const b64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * An ID token in the Auth emulator's own format (alg 'none', no signature), which the Admin SDK
 * accepts in emulator mode; `claims` override the defaults, e.g. an `exp` in the past.
 */
export function emulatorToken(user: Pick<TestUser, 'uid' | 'email'>, claims: Record<string, unknown> = {}): string {
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    iss: `https://securetoken.google.com/${PROJECT_ID}`,
    aud: PROJECT_ID,
    auth_time: now,
    iat: now,
    exp: now + 3600,
    sub: user.uid,
    user_id: user.uid,
    email: user.email,
    email_verified: true,
    firebase: { identities: { email: [user.email] }, sign_in_provider: 'password' },
    ...claims,
  };
  return `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url(payload)}.`;
}

/** Documents of a collection whose `field` equals `value` (for collections other tests also write). */
export async function docsWhere(collection: string, field: string, value: unknown) {
  const snap = await db.collection(collection).where(field, '==', value).get();
  return snap.docs.map((d) => d.data());
}

/** Out-of-band codes (verification links) the Auth emulator holds for an address. */
export async function oobCodesFor(email: string) {
  const res = await fetch(`${authHost()}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  const body = (await res.json()) as { oobCodes: Array<{ email: string; requestType: string; oobLink: string }> };
  return body.oobCodes.filter((c) => c.email === email);
}

/**
 * One bad request for a bad-input table: a JSON value to send, or raw text with a content type
 * (default JSON), or nothing. `field` is what the 400 must name; `code` defaults to the
 * invalid-input code.
 */
export interface BadInput {
  name: string;
  field: string;
  json?: unknown;
  raw?: string;
  type?: string;
  code?: string;
}

/** Attaches a BadInput's body to a request. */
export function sendBadInput(req: request.Test, input: BadInput): request.Test {
  if (input.raw !== undefined) return req.set('content-type', input.type ?? 'application/json').send(input.raw);
  if (input.json !== undefined) return req.send(input.json as object);
  return req;
}
