import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { OfflineBanner } from './OfflineBanner';
import { PROBE_EVERY_MS, resetOnlineForTests } from './online';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

describe('OfflineBanner', () => {
  it('says the network is gone while it is, and goes when it is back', () => {
    render(<OfflineBanner />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    setOnline(false);
    expect(screen.getByRole('status')).toHaveTextContent('You’re offline.');
    setOnline(true);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows at once on a page opened offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<OfflineBanner />);
    expect(screen.getByRole('status')).toHaveTextContent('You’re offline');
  });
});

describe('OfflineBanner on a page the service worker served from its cache', () => {
  beforeEach(resetOnlineForTests);
  afterEach(() => {
    document.querySelector('meta[name="pm-offline-shell"]')?.remove();
    resetOnlineForTests();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows even though the browser believes it is online, until the network answers', async () => {
    vi.useFakeTimers();
    const mark = document.createElement('meta');
    mark.name = 'pm-offline-shell';
    document.head.append(mark);
    let network = false;
    const fetch = vi.fn(async () => {
      if (!network) throw new TypeError('Failed to fetch');
      return new Response('{}');
    });
    vi.stubGlobal('fetch', fetch);
    render(<OfflineBanner />);
    expect(screen.getByRole('status')).toHaveTextContent('You’re offline');
    await act(() => vi.advanceTimersByTimeAsync(PROBE_EVERY_MS));
    expect(fetch).toHaveBeenCalledWith('/manifest.webmanifest', { cache: 'no-store' });
    expect(screen.getByRole('status')).toBeInTheDocument();
    network = true;
    await act(() => vi.advanceTimersByTimeAsync(PROBE_EVERY_MS));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
