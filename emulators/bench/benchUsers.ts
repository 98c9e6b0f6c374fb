/** Bench accounts: a verified Auth user with an ID token and a PilotMiles record made through the API. */
import { auth } from '../../functions/src/forScripts';

const AUTH = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`;

export interface BenchUser {
  uid: string;
  token: string;
}

/** Signs a new bench user up against the API at `base` (`label` keeps emails unique). */
async function benchUser(base: string, label: string): Promise<BenchUser> {
  const email = `bench-${label}-${Date.now()}@pilotmiles.test`;
  const password = 'bench-password-1';
  const { uid } = await auth.createUser({ email, password, emailVerified: true, displayName: 'Bench Pilot' });
  const res = await fetch(`${AUTH}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const { idToken } = (await res.json()) as { idToken: string };
  const created = await fetch(`${base}/api/users`, {
    method: 'POST',
    headers: { authorization: `Bearer ${idToken}`, 'content-type': 'application/json', 'x-timezone': 'UTC' },
    body: '{}',
  });
  if (!created.ok) throw new Error(`bench: POST /api/users failed with ${created.status}`);
  return { uid, token: idToken };
}

/**
 * Makes `n` bench users, `batch` at a time (sign-up is setup, not what is measured): 20 suits the
 * parts' hundreds; the 1,000-member part takes bigger batches to sign its crowd up in time.
 */
export async function benchUsers(base: string, label: string, n: number, batch = 20): Promise<BenchUser[]> {
  const out: BenchUser[] = [];
  for (let i = 0; i < n; i += batch)
    out.push(...(await Promise.all(Array.from({ length: Math.min(batch, n - i) }, (_, j) => benchUser(base, `${label}-${i + j}`)))));
  return out;
}
