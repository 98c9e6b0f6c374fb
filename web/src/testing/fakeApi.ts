/**
 * A fake /api: answers any method and path from `routes` ('GET /api/shopping/v2' → its answer; an
 * unknown one answers 500) and keeps every request it received. `serveApi(routes)` stubs fetch now
 * (renderWithProviders does it with its `endpoints`); `fakeApi()`, called at a test file's top
 * level, stubs it before each test with fresh routes and log, for files that set routes per test.
 */
import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';

export interface Asked {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  /** The authorization header: 'Bearer member-token' for a signed-in member, null for a visitor. */
  auth: string | null;
}

export type Route = (asked: Asked) => [status: number, body: unknown] | Promise<[number, unknown]>;

export interface FakeApi {
  /** 'GET /api/shopping/v2' → its answer. */
  routes: Record<string, Route>;
  asked: Asked[];
  /** The requests to one method and path. */
  to: (key: string) => Asked[];
}

function newApi(routes: Record<string, Route>): FakeApi {
  const server: FakeApi = {
    routes,
    asked: [],
    to: (key) => server.asked.filter((a) => `${a.method} ${a.path}` === key),
  };
  return server;
}

/** Points fetch at `server`: each request is logged, then answered from the routes as they are then. */
function stubFetch(server: FakeApi): void {
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
      const [status, body] = route
        ? await route(asked)
        : [500, { message: `no route for ${asked.method} ${url.pathname}`, code: 'internal' }];
      return Response.json(body, { status });
    }),
  );
}

/** Stubs fetch with an /api that answers from `routes` (kept by reference: change them any time). */
export function serveApi(routes: Record<string, Route> = {}): FakeApi {
  const server = newApi(routes);
  stubFetch(server);
  return server;
}

/** The top-level form: before each test, fresh routes and log and fetch stubbed; after, unmount and restore. */
export function fakeApi(): FakeApi {
  const server = newApi({});
  beforeEach(() => {
    server.routes = {};
    server.asked.length = 0;
    stubFetch(server);
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
