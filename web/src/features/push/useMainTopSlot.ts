import { useEffect, useState } from 'react';

/**
 * An element at the top of the page's <main>, for a prompt that must sit in the flow (pushing the
 * page down) rather than float over it: the layouts mount the push agent after the page, so the slot
 * is made here. Null until mounted, or when `enabled` is false or the page has no <main>.
 */
export function useMainTopSlot(enabled: boolean): HTMLElement | null {
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const main = enabled ? document.querySelector('main') : null;
    if (!main) return;
    const host = document.createElement('div');
    main.prepend(host);
    setSlot(host);
    return () => {
      host.remove();
      setSlot(null);
    };
  }, [enabled]);
  return slot;
}
