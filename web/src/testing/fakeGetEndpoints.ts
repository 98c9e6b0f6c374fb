/**
 * A fake server for the GET endpoints a page reads (admin lists and their stats): each path
 * answers from its `answer` (set per test; reset to the default before each), and keeps the
 * query of every request. Call it at a test file's top level: it registers its own beforeEach
 * (fetch stubbed) and afterEach (unmount, globals restored). A request to another path fails.
 */
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { cleanup } from '@testing-library/react';

export type GetAnswer = (query: Record<string, string>) => [number, unknown];

export interface FakeGetEndpoint {
  answer: GetAnswer;
  /** The query of each request, in order. */
  readonly queries: Array<Record<string, string>>;
}

export function fakeGetEndpoints<P extends string>(defaults: Record<P, GetAnswer>): Record<P, FakeGetEndpoint> {
  const paths = Object.keys(defaults) as P[];
  const endpoints = Object.fromEntries(paths.map((p) => [p, { answer: defaults[p], queries: [] }])) as unknown as Record<P, FakeGetEndpoint>;
  beforeEach(() => {
    for (const p of paths) {
      endpoints[p].answer = defaults[p];
      endpoints[p].queries.length = 0;
    }
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: URL | string) => {
        const url = new URL(String(input));
        expect(paths).toContain(url.pathname);
        const endpoint = endpoints[url.pathname as P];
        const query = Object.fromEntries(url.searchParams);
        endpoint.queries.push(query);
        const [status, body] = endpoint.answer(query);
        return Response.json(body, { status });
      }),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
  return endpoints;
}

/** A cursor page's answer: 200 with these items and the cursor of the next page (null: the last). */
export const cursorPage = <T>(items: T[], nextCursor: string | null = null): [number, { data: { items: T[]; nextCursor: string | null } }] => [
  200,
  { data: { items, nextCursor } },
];
