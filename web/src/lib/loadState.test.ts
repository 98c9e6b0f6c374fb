import { describe, expect, it, vi } from 'vitest';
import { MSG } from '@pilotmiles/core';
import { ApiError } from './api';
import { loadState } from './loadState';

const query = (over: { data?: unknown; isError?: boolean; error?: unknown } = {}) => ({
  data: undefined,
  isError: false,
  error: null,
  refetch: vi.fn(),
  ...over,
});

describe('loadState', () => {
  it('is loading until the query has data or has failed', () => {
    expect(loadState(query())).toMatchObject({ status: 'loading', error: null });
  });

  it('is ready with data, even when a later refetch failed (the data still shows)', () => {
    expect(loadState(query({ data: [], isError: false }))).toMatchObject({ status: 'ready', error: null });
    expect(loadState(query({ data: [], isError: true, error: new ApiError(500, 'x', 'Down') }))).toMatchObject({
      status: 'ready',
    });
  });

  it("is an error with the server's message, or the generic one, and retries by refetching", () => {
    const failed = query({ isError: true, error: new ApiError(403, 'auth/forbidden', 'Not yours') });
    const state = loadState(failed);
    expect(state).toMatchObject({ status: 'error', error: 'Not yours' });
    state.onRetry();
    expect(failed.refetch).toHaveBeenCalledTimes(1);
    expect(loadState(query({ isError: true, error: new TypeError('fetch failed') })).error).toBe(MSG.genericError);
  });
});
