import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';

vi.mock('../lib/authState', () => ({ readyAuth: async () => null }));

import { GeoGuard } from './GeoGuard';
import { ApiError, api } from '../lib/api';
import { expireGeoCache } from '../lib/geo';
import { renderWithProviders } from '../testing/renderWithProviders';

const answer = (body: unknown, status = 200) =>
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(body), { status }));

function renderAt(url: string) {
  return renderWithProviders(
    <>
      <GeoGuard />
      <Routes>
        <Route path="/unavailable-geo" element={<p>unavailable</p>} />
        <Route path="*" element={<p>page</p>} />
      </Routes>
    </>,
    { route: url },
  );
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('GeoGuard (the server decides: GET /service/geo)', () => {
  it('sends a visitor the server does not serve to /unavailable-geo, and caches the answer with a timestamp', async () => {
    const fetchMock = answer({ data: { country: 'KP', served: false } });
    renderAt('/offers');
    expect(await screen.findByText('unavailable')).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]![0])).toContain('/api/service/geo');
    const cached = JSON.parse(localStorage.getItem('pm_geo_check')!);
    expect(cached.check).toEqual({ country: 'KP', served: false });
    expect(typeof cached.at).toBe('number');
    // The age limit is 0 days: the next app start asks again.
    expireGeoCache();
    expect(localStorage.getItem('pm_geo_check')).toBeNull();
  });

  it('leaves a served visitor where they are', async () => {
    const fetchMock = answer({ data: { country: 'US', served: true } });
    renderAt('/offers');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.getByText('page')).toBeInTheDocument();
  });

  it('skips the check with ?bypass_geo=true and on /unavailable-geo', async () => {
    const fetchMock = answer({ data: { country: 'KP', served: false } });
    renderAt('/offers?bypass_geo=true');
    renderAt('/unavailable-geo');
    await new Promise((r) => setTimeout(r, 20));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('never blocks when the check fails (logged only)', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderAt('/offers');
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.getByText('page')).toBeInTheDocument();
  });
});

describe('api(): geo/blocked', () => {
  it('sends the browser to /unavailable-geo without the session-expired flow', async () => {
    answer({ message: 'PilotMiles is not available in your country.', code: 'geo/blocked' }, 403);
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, pathname: '/offers', search: '', origin: 'http://localhost', assign });
    const err = await api('/users/daily-bonus', { method: 'POST' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).code).toBe('geo/blocked');
    expect((err as ApiError).message).toBe('PilotMiles is not available in your country.');
    expect(assign).toHaveBeenCalledWith('/unavailable-geo');
  });

  it('passes bypass_geo=true on to the API while the page URL has it', async () => {
    const fetchMock = answer({ data: { ok: true } });
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, pathname: '/offers', search: '?bypass_geo=true', origin: 'http://localhost', assign: vi.fn() });
    await api('/users/daily-bonus', { method: 'POST' });
    expect(new URL(String(fetchMock.mock.calls[0]![0])).searchParams.get('bypass_geo')).toBe('true');
  });
});
