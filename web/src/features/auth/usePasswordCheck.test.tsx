import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';

// No identity provider here: the check falls back to the default policy (at least 6 characters).
vi.mock('../../lib/firebase', () => ({ auth: { currentUser: null } }));
const { usePasswordCheck } = await import('./usePasswordCheck');

afterEach(cleanup);

describe('usePasswordCheck', () => {
  it("answers a submit once the current password's check does, and only the first of two quick clicks", async () => {
    const { result, rerender } = renderHook(({ password }) => usePasswordCheck(password), { initialProps: { password: 'abc' } });
    rerender({ password: 'secret1' });
    const then = vi.fn();
    await act(async () => {
      const first = result.current.afterCheck(then);
      const second = result.current.afterCheck(then);
      await Promise.all([first, second]);
    });
    expect(then).toHaveBeenCalledExactlyOnceWith(true);
    expect(result.current.isValid).toBe(true);

    // Once answered, the next submit is heard again, with the password as it is now.
    rerender({ password: 'abc' });
    await act(() => result.current.afterCheck(then));
    expect(then).toHaveBeenLastCalledWith(false);
  });
});
