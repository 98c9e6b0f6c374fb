import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
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

afterEach(() => cleanup());

// findBy/waitFor wait 1 s, stretched like every limit (timeouts.ts).
configure({ asyncUtilTimeout: scaled(1000) });
