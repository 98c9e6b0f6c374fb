/**
 * A rules-unit-testing environment on the running Firestore emulator, with firestore.rules loaded.
 * Tests write fixtures with rules disabled under unique ids, so they never clear shared data.
 */
import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';

export const PROJECT_ID = 'demo-pilotmiles';

export async function rulesEnv(): Promise<RulesTestEnvironment> {
  const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080').split(':');
  return initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: {
      host,
      port: Number(port),
      rules: readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8'),
    },
  });
}

export const uniqueId = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`;

/** The four kinds of caller every collection is tested against (docs/architecture.md "Tests"). */
export type Caller = 'anonymous' | 'owner' | 'other' | 'admin';
export const CALLERS: Caller[] = ['anonymous', 'owner', 'other', 'admin'];

export function firestoreAs(env: RulesTestEnvironment, caller: Caller, ownerUid: string) {
  switch (caller) {
    case 'anonymous':
      return env.unauthenticatedContext().firestore();
    case 'owner':
      return env.authenticatedContext(ownerUid, { email_verified: true }).firestore();
    case 'other':
      return env.authenticatedContext(uniqueId('other'), { email_verified: true }).firestore();
    case 'admin':
      return env.authenticatedContext(uniqueId('admin'), { admin: true, email_verified: true }).firestore();
  }
}
