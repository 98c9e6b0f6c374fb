import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Test files share a worker (isolate: false, which saves most of the run's import time), so each
// file starts from fresh app modules and an empty page, storage and stubs; libraries stay loaded.
vi.resetModules();
vi.unstubAllGlobals();
vi.useRealTimers();
localStorage.clear();
sessionStorage.clear();
document.body.innerHTML = '';
window.history.replaceState(null, '', '/');

afterEach(() => cleanup());

// findBy/waitFor wait 1 s; on the idle CPU `npm test` gives this suite, longer (vite.config.ts).
configure({ asyncUtilTimeout: 1000 * Number(process.env.TEST_TIMEOUT_SCALE ?? 1) });
