/**
 * A fake /api for the page tests: answers GETs and POSTs by path from `routes` (an unknown path
 * answers 500), and keeps every request it received. Call it at a test file's top level: it
 * registers its own beforeEach (fresh routes and log, fetch stubbed) and afterEach (unmount,
 * globals restored, mocks cleared).
 */
import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';

export interface Asked {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  auth: string | null;
}

export type Route = (asked: Asked) => [status: number, body: unknown] | Promise<[number, unknown]>;

export interface TestServer {
  /** 'GET /api/shopping/v2' → its answer. */
  routes: Record<string, Route>;
  asked: Asked[];
  /** The requests to one method and path. */
  to: (key: string) => Asked[];
}

export function testServer(): TestServer {
  const server: TestServer = {
    routes: {},
    asked: [],
    to: (key) => server.asked.filter((a) => `${a.method} ${a.path}` === key),
  };
  beforeEach(() => {
    server.routes = {};
    server.asked.length = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: URL | string, init?: RequestInit) => {
        const url = new URL(String(input));
        const asked: Asked = {
          method: init?.method ?? 'GET',
          path: url.pathname,
          query: Object.fromEntries(url.searchParams),
          body: init?.body ? JSON.parse(String(init.body)) : undefined,
          auth: new Headers(init?.headers).get('authorization'),
        };
        server.asked.push(asked);
        const route = server.routes[`${asked.method} ${asked.path}`];
        const [status, body] = route ? await route(asked) : [500, { message: `no route for ${asked.method} ${url.pathname}`, code: 'internal' }];
        return Response.json(body, { status });
      }),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });
  return server;
}

/** A success in the API's envelope. */
export const ok = (data: unknown): [number, unknown] => [200, { data }];
