/**
 * Concurrent calls with the same key share one run of `work`; a call after it settles runs it
 * again. For work whose answer cannot differ between two callers arriving together: a member's
 * page sends its calls at once with one token, a double click sends the same request twice.
 * `joined` tells a caller it got another's answer.
 */
export function sharedInFlight<T>() {
  const running = new Map<string, Promise<T>>();
  return async (key: string, work: () => Promise<T>): Promise<{ value: T; joined: boolean }> => {
    const existing = running.get(key);
    if (existing) return { value: await existing, joined: true };
    const mine = work().finally(() => running.delete(key));
    running.set(key, mine);
    return { value: await mine, joined: false };
  };
}
