/** Listens to users/{uid} for the fields that change under a person's feet (balance, profile). */
import { whenIdle } from './whenIdle';
import { toLiveUserFields, type LiveUserFields, type LiveUserMessage, type LiveUserRequest } from './liveUserFields';

export type { LiveUserFields };

/**
 * Starts listening once the page has settled; returns the function that stops it. The member's
 * figures came with /api/users; the listener's first answer brings anything that changed meanwhile.
 * Firestore (~150 kB and its channel) runs in a worker (liveUser.worker.ts), so starting it takes
 * no time from the page; where the worker cannot (no worker, Auth's IndexedDB unavailable there)
 * the page listens itself.
 */
export function watchUser(uid: string, onData: (fields: LiveUserFields) => void): () => void {
  let stop: (() => void) | null = null;
  let stopped = false;

  const listenHere = () => {
    // lib/firebase is imported here, not at the top: the module graph of a visitor's page stays free of it.
    void Promise.all([import('./firebase').then((m) => m.loadFirestore()), import('firebase/firestore')]).then(
      ([db, { doc, onSnapshot }]) => {
        if (stopped) return;
        stop = onSnapshot(
          doc(db, 'users', uid),
          (snap) => {
            const d = snap.data();
            if (d) onData(toLiveUserFields(d));
          },
          (err) => console.warn('liveUser: listener failed', err),
        );
      },
    );
  };

  const listenInWorker = () => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./liveUser.worker.ts', import.meta.url), { type: 'module', name: 'liveUser' });
    } catch {
      return listenHere();
    }
    const fallBack = () => {
      worker.terminate();
      if (!stopped) listenHere();
    };
    worker.onmessage = ({ data }: MessageEvent<LiveUserMessage>) => {
      if (data.kind === 'fields') onData(data.fields);
      else if (data.kind === 'unavailable') fallBack();
      else console.warn('liveUser: listener failed', data.message);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      fallBack();
    };
    worker.postMessage({ uid } satisfies LiveUserRequest);
    stop = () => worker.terminate();
  };

  const cancelIdle = whenIdle(listenInWorker);
  return () => {
    stopped = true;
    cancelIdle();
    stop?.();
  };
}
