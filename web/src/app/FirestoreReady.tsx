/**
 * Provides Firestore to reactfire hooks below it, once the SDK has loaded. Wraps the areas that
 * read Firestore directly (signed-in pages, admin), so public pages never download it.
 */
import { use, type ReactNode } from 'react';
import { FirestoreProvider } from 'reactfire';
import { loadFirestore } from './firebase';

export function FirestoreReady({ children }: { children: ReactNode }) {
  const firestore = use(loadFirestore());
  return <FirestoreProvider sdk={firestore}>{children}</FirestoreProvider>;
}
