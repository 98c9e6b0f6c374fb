import { describe, expect, it, vi } from 'vitest';
import { RELOADED_AT_KEY, reloadOnStaleChunks } from './staleChunks';

function fakeWindow() {
  const target = new EventTarget();
  const storage = new Map<string, string>();
  const reload = vi.fn();
  const win = {
    addEventListener: target.addEventListener.bind(target),
    sessionStorage: {
      getItem: (k: string) => storage.get(k) ?? null,
      setItem: (k: string, v: string) => void storage.set(k, v),
    },
    location: { reload },
  } as unknown as Window;
  const fail = () => {
    const event = new Event('vite:preloadError', { cancelable: true });
    target.dispatchEvent(event);
    return event.defaultPrevented;
  };
  return { win, reload, storage, fail };
}

describe('reloadOnStaleChunks', () => {
  it('reloads the page once when a chunk of an older build fails to load, and swallows that error', () => {
    const { win, reload, storage, fail } = fakeWindow();
    reloadOnStaleChunks(win, () => 1_000_000);
    expect(fail()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.get(RELOADED_AT_KEY)).toBe('1000000');
  });

  it('lets a second failure within a minute reach the error screen instead of reloading in a loop', () => {
    const { win, reload, fail } = fakeWindow();
    let now = 1_000_000;
    reloadOnStaleChunks(win, () => now);
    fail();
    now += 30_000;
    expect(fail()).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    now += 60_000;
    expect(fail()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
