/**
 * After a deploy, a tab opened before it asks for chunks the new build has renamed (the old ones
 * are gone from Hosting): Vite reports the failed dynamic import as `vite:preloadError`. The page
 * then reloads once, getting the new HTML (served no-cache, firebase.json) and the new chunks. A
 * second failure within a minute (offline, a broken deploy) is left to the error screen instead
 * of reloading forever.
 */
export const RELOADED_AT_KEY = 'pm_stale_chunk_reload_at';
const RETRY_AFTER_MS = 60_000;

export function reloadOnStaleChunks(win: Window = window, now: () => number = Date.now) {
  win.addEventListener('vite:preloadError', (event) => {
    let last = 0;
    try {
      last = Number(win.sessionStorage.getItem(RELOADED_AT_KEY) ?? 0);
      if (now() - last < RETRY_AFTER_MS) return;
      win.sessionStorage.setItem(RELOADED_AT_KEY, String(now()));
    } catch {
      return; // no storage: no way to stop a loop, so no reload
    }
    event.preventDefault();
    win.location.reload();
  });
}
