/**
 * A fake server for one POST endpoint, for the tests of a dialog that sends a request: it answers
 * from a queue, keeps every body it receives, and can hold its answer. Call it at a test file's top
 * level: it registers its own beforeEach (fresh queue, session-expired handler, fetch stubbed) and
 * afterEach (unmount, handler and globals restored, mocks cleared).
 */
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { setSessionExpiredHandler } from '../lib/api';

export interface FakeEndpoint {
  /** What the endpoint answers next (status, body); an empty queue answers 500. */
  readonly answers: Array<[number, unknown]>;
  /** Every body it received, in order. */
  readonly bodies: Array<Record<string, unknown>>;
  /** When set, the endpoint holds its answer until this settles. */
  gate: Promise<void> | null;
}

export function fakePostEndpoint(pathname: string, onSessionExpired: () => void): FakeEndpoint {
  const endpoint: FakeEndpoint = { answers: [], bodies: [], gate: null };
  beforeEach(() => {
    endpoint.answers.length = 0;
    endpoint.bodies.length = 0;
    endpoint.gate = null;
    setSessionExpiredHandler(onSessionExpired);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: URL | string, init?: RequestInit) => {
        const url = new URL(String(input));
        expect(url.pathname).toBe(pathname);
        expect(init?.method).toBe('POST');
        endpoint.bodies.push(JSON.parse(String(init?.body)));
        await endpoint.gate;
        const [status, body] = endpoint.answers.shift() ?? [500, { message: 'no answer set', code: 'internal' }];
        return Response.json(body, { status });
      }),
    );
  });
  afterEach(() => {
    cleanup();
    setSessionExpiredHandler(null);
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });
  return endpoint;
}
