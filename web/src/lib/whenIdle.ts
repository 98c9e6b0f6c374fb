/** Work that must not compete with the page's own content: Firebase Auth, the toaster, menus. */

/**
 * How long after the load event deferred work waits. On a page whose content comes from /api
 * (articles), the load event fires before that content and its images have arrived; work started
 * then would take their bandwidth and main thread.
 */
const SETTLE_MS = 2500;

/**
 * Runs `task` once the page has loaded, settled (SETTLE_MS later) and the browser is idle; returns
 * the function that cancels it. Later in the page's life (a navigation long after load) it runs
 * at the next idle moment.
 */
export function whenIdle(task: () => void): () => void {
  let cancelled = false;
  let idleId: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const idle = () => {
    if (cancelled) return;
    if (typeof requestIdleCallback === 'function') idleId = requestIdleCallback(() => !cancelled && task(), { timeout: 2000 });
    else timer = setTimeout(() => !cancelled && task(), 1);
  };
  const afterLoad = () => {
    const nav = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
    const loadedAt = nav?.loadEventEnd || performance.now();
    timer = setTimeout(idle, Math.max(0, loadedAt + SETTLE_MS - performance.now()));
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', afterLoad);
    if (idleId !== undefined) cancelIdleCallback(idleId);
    clearTimeout(timer);
  };
}
