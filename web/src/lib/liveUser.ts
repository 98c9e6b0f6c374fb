/** Listens to users/{uid} for the fields that change under a person's feet (balance, profile). */
import { hasEarned, type User } from '@pilotmiles/core';
import { whenIdle } from './whenIdle';

export type LiveUserFields = Pick<
  User,
  'total_coins' | 'lifetime_earned' | 'has_earned' | 'display_name' | 'displayName' | 'profile_image_url'
>;

/** Starts listening (loading Firestore if needed); returns the function that stops it. */
export function watchUser(uid: string, onData: (fields: LiveUserFields) => void): () => void {
  let unsubscribe: (() => void) | null = null;
  let stopped = false;
  // lib/firebase is imported here, not at the top: the module graph of a visitor's page stays free of it.
  // The SDK (~150 kB) waits until the page has settled: the member's figures came with /api/users,
  // and the listener's first answer brings anything that changed meanwhile.
  const listen = () =>
    Promise.all([import('./firebase').then((m) => m.loadFirestore()), import('firebase/firestore')]).then(
      ([db, { doc, onSnapshot }]) => {
        if (stopped) return;
        unsubscribe = onSnapshot(
          doc(db, 'users', uid),
          (snap) => {
            const d = snap.data();
            if (!d) return;
            onData({
              total_coins: d.total_coins ?? 0,
              lifetime_earned: d.lifetime_earned ?? 0,
              has_earned: hasEarned(d),
              display_name: d.display_name ?? '',
              displayName: d.display_name ?? '',
              profile_image_url: d.profile_image_url ?? null,
            });
          },
          (err) => console.warn('liveUser: listener failed', err),
        );
      },
    );
  const cancelIdle = whenIdle(() => void listen());
  return () => {
    stopped = true;
    cancelIdle();
    unsubscribe?.();
  };
}
