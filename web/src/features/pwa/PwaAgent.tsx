/**
 * Mounted once at the root (app/AppRoot): the offline notice on every page, and the service worker
 * (push and the offline shell, lib/serviceWorker.ts) registered for a signed-in member once the page
 * has settled, so the precache never competes with the first screen. Visitors get no worker.
 */
import { useEffect } from 'react';
import { useSession } from '../../lib/session';
import { registerAppWorker } from '../../lib/serviceWorker';
import { whenIdle } from '../../lib/whenIdle';
import { OfflineBanner } from './OfflineBanner';

export function PwaAgent() {
  const { status } = useSession();
  useEffect(() => {
    if (status !== 'signedIn') return;
    return whenIdle(
      () => void registerAppWorker().catch((err: unknown) => console.warn('pwa: service worker not registered', err)),
    );
  }, [status]);
  return <OfflineBanner />;
}
