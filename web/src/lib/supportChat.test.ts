import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CRISP_SCRIPT, loadSupportChat } from './supportChat';

const scripts = () => document.querySelectorAll(`script[src="${CRISP_SCRIPT}"]`);

describe('loadSupportChat', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllEnvs();
    scripts().forEach((s) => s.remove());
    delete window.$crisp;
    delete window.CRISP_WEBSITE_ID;
  });

  it('adds nothing at all when no website id is configured', () => {
    vi.stubEnv('VITE_CRISP_WEBSITE_ID', '');
    loadSupportChat();
    vi.advanceTimersByTime(10_000);
    expect(scripts()).toHaveLength(0);
    expect(window.$crisp).toBeUndefined();
  });

  it('adds one async script once the page is idle, not before', () => {
    vi.stubEnv('VITE_CRISP_WEBSITE_ID', 'site-123');
    loadSupportChat();
    expect(scripts()).toHaveLength(0);
    vi.advanceTimersByTime(10_000);
    expect(scripts()).toHaveLength(1);
    expect((scripts()[0] as HTMLScriptElement).async).toBe(true);
    expect(window.CRISP_WEBSITE_ID).toBe('site-123');
    expect(window.$crisp).toEqual([]);
  });

  it('adds it once when called twice', () => {
    loadSupportChat('site-123');
    loadSupportChat('site-123');
    vi.advanceTimersByTime(10_000);
    loadSupportChat('site-123');
    vi.advanceTimersByTime(10_000);
    expect(scripts()).toHaveLength(1);
  });

  it('adds nothing when cancelled before the page is idle', () => {
    const cancel = loadSupportChat('site-123');
    cancel();
    vi.advanceTimersByTime(10_000);
    expect(scripts()).toHaveLength(0);
  });
});
