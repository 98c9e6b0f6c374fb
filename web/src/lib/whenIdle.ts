/** Work that must not compete with the first paint. */

/**
 * Runs `task` once the page has loaded and the browser is idle (after the first paint); returns
 * the function that cancels it.
 */
export function whenIdle(task: () => void): () => void {
  let cancelled = false;
  let idleId: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (cancelled) return;
    if (typeof requestIdleCallback === 'function') idleId = requestIdleCallback(() => !cancelled && task(), { timeout: 2000 });
    else timer = setTimeout(() => !cancelled && task(), 1);
  };
  const onLoad = () => run();
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', onLoad, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', onLoad);
    if (idleId !== undefined) cancelIdleCallback(idleId);
    clearTimeout(timer);
  };
}
