/**
 * Mounts the toaster (notistack, loaded on demand) once the page is idle, or at once when a toast
 * is waiting (lib/toast.ts queues them until then).
 */
import { useEffect, useState } from 'react';
import { onToasterWanted, toastsWaiting } from '../../lib/toast';
import { whenIdle } from '../../lib/whenIdle';
import { deferred } from '../deferred';

const Toaster = deferred(() => import('./Toaster').then((m) => m.Toaster));

export function ToastHost() {
  const [mounted, setMounted] = useState(toastsWaiting);
  useEffect(() => {
    if (mounted) return;
    const mount = () => setMounted(true);
    const stop = onToasterWanted(mount);
    // A toast asked for before this effect ran (a child's effect runs first).
    if (toastsWaiting()) mount();
    // Loaded while the connection is there: a network failure's toast must still show.
    const cancelIdle = whenIdle(() => void Toaster.preload().then(mount));
    return () => {
      stop();
      cancelIdle();
    };
  }, [mounted]);
  return mounted ? <Toaster /> : null;
}
