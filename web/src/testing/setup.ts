import '@testing-library/jest-dom/vitest';
import { __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';
import { cleanup, configure, renderHook } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { scaled } from './timeouts';

// Test files share a worker (isolate: false, which saves most of the run's import time), so each
// file starts from fresh app modules and an empty page, storage and stubs; libraries stay loaded.
vi.resetModules();
vi.unstubAllGlobals();
vi.useRealTimers();
localStorage.clear();
sessionStorage.clear();
document.body.innerHTML = '';
window.history.replaceState(null, '', '/');
forgetEarlierStyles();

afterEach(() => cleanup());

// findBy/waitFor wait 1 s, stretched like every limit (timeouts.ts).
configure({ asyncUtilTimeout: scaled(1000) });

/**
 * Emotion adds one <style> per rule in tests and keeps them for the worker's life: by a worker's
 * last files the page carried thousands, and every getComputedStyle (Testing Library asks it for
 * each element it checks) reads them all, which made later files several times slower. Each file
 * starts without them; Emotion inserts again what the file's components use.
 */
function forgetEarlierStyles() {
  const { result, unmount } = renderHook(() => useEmotionCache());
  unmount();
  const cache = result.current;
  if (!cache) return;
  cache.sheet.flush();
  for (const name of Object.keys(cache.inserted)) delete cache.inserted[name];
}
