/**
 * Shared by the API tests. Each test makes its own users with unique emails, so suites can run
 * side by side on one emulator suite without wiping each other's data.
 */
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { createApp } from '../src/api/app';
import { auth, db } from '../src/firebase';

export const PROJECT_ID = process.env.GCLOUD_PROJECT ?? 'demo-pilotmiles';
export const app = createApp();
export const api = () => request(app);

const authHost = () => `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`;

export interface TestUser {
  uid: string;
  email: string;
  password: string;
  idToken: string;
}

export const uniqueEmail = (prefix = 'user') => `${prefix}-${randomUUID().slice(0, 12)}@pilotmiles.test`;

/** Signs in through the Auth emulator's REST API and returns a fresh ID token. */
export async function signIn(email: string, password: string): Promise<string> {
  const res = await fetch(
    `${authHost()}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password, returnSecureToken: true }) },
  );
  const body = (await res.json()) as { idToken?: string; error?: unknown };
  if (!body.idToken) throw new Error(`sign-in failed: ${JSON.stringify(body.error)}`);
  return body.idToken;
}

/** An Auth account (verified unless told otherwise) with an ID token. No Firestore record yet. */
export async function createAuthUser(options: { verified?: boolean; admin?: boolean; displayName?: string } = {}): Promise<TestUser> {
  const email = uniqueEmail(options.admin ? 'admin' : 'user');
  const password = 'correct-horse-9';
  const record = await auth.createUser({
    email,
    password,
    emailVerified: options.verified ?? true,
    displayName: options.displayName,
  });
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

/** DESIGN §2's invariant: total_coins equals the sum of the ledger. Returns the balance. */
export async function expectLedgerConsistent(uid: string): Promise<number> {
  const [doc, entries] = await Promise.all([userDoc(uid), ledger(uid)]);
  const sum = entries.reduce((total, e) => total + e.amount, 0);
  const balance = doc?.total_coins ?? 0;
  if (balance !== sum) throw new Error(`ledger invariant broken for ${uid}: total_coins ${balance} != sum ${sum}`);
  return balance;
}
