import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import type { ReactNode } from 'react';
import type { User } from '@pilotmiles/core';
import { ApiError } from '../../lib/api';
import { makeOffer } from '../../testing/builders';

const TRACKING = 'http://127.0.0.1:5100/click/off-1?pub_click_id=' + 'c'.repeat(32);

const mocks = vi.hoisted(() => ({
  user: { uid: 'u1' } as User | null,
  startOfferClick: vi.fn(),
  track: vi.fn(),
  openModal: vi.fn(),
}));

vi.mock('../../lib/firebase', () => ({ auth: { currentUser: null } }));
vi.mock('../../lib/analytics', () => ({ track: mocks.track }));
vi.mock('../../lib/session', () => ({ useSession: () => ({ user: mocks.user }) }));
vi.mock('../../components/modals/modalStore', () => ({ openModal: mocks.openModal }));
vi.mock('./offersApi', async (original) => ({
  ...(await original<typeof import('./offersApi')>()),
  startOfferClick: mocks.startOfferClick,
}));

const { useStartOffer, OFFER_START_EVENT, EMAIL_NOT_VERIFIED_TO_START } = await import('./useStartOffer');

/** The tab opened on the click, before the call answers. */
const tab = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };

function renderStart(offer = makeOffer(), desktop = false) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/offers/${offer.id}`]}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  return renderHook(() => useStartOffer(offer, () => desktop), { wrapper });
}

beforeEach(() => {
  mocks.user = { uid: 'u1' } as User;
  tab.opener = {};
  tab.location.href = '';
  vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  mocks.startOfferClick.mockResolvedValue({ click_id: 'c'.repeat(32), tracking_url: TRACKING });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

describe('useStartOffer', () => {
  it('records the click, sends StartEarning_OfferStart with its analytics payload, then opens the tracking link in a new tab', async () => {
    const { result } = renderStart();
    act(() => result.current.start());
    // The tab opens on the click itself (a later one would be blocked as a pop-up).
    expect(window.open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(tab.location.href).toBe(TRACKING));
    expect(mocks.startOfferClick).toHaveBeenCalledWith('off-1', expect.anything());
    expect(tab.opener).toBeNull();
    expect(mocks.track).toHaveBeenCalledWith(OFFER_START_EVENT, {
      source: 'offer_card',
      page: '/offers/off-1',
      offer_id: 'off-1',
      offer_name: 'Dragon Quest Idle',
      offer_platform: 'android',
      offer_type: 'CPI',
      offer_tags: ['category:game'],
      offer_summary_pilot_miles: 1500,
    });
    expect(OFFER_START_EVENT).toBe('StartEarning_OfferStart');
    expect(mocks.openModal).not.toHaveBeenCalled();
  });

  it('shows a phone-only offer on a desktop as a QR code instead of opening a tab', async () => {
    const { result } = renderStart(makeOffer({ platform: 'ios', platform_display: 'iOS' }), true);
    act(() => result.current.start());
    await waitFor(() =>
      expect(mocks.openModal).toHaveBeenCalledWith('OfferQR', {
        offerName: 'Dragon Quest Idle',
        trackingUrl: TRACKING,
      }),
    );
    expect(window.open).not.toHaveBeenCalled();
    expect(mocks.track).toHaveBeenCalledOnce();
  });

  it('opens a web offer on a desktop in a tab, and a phone-only offer on a phone', async () => {
    const web = renderStart(makeOffer({ platform: 'web', platform_display: 'Web' }), true);
    act(() => web.result.current.start());
    await waitFor(() => expect(tab.location.href).toBe(TRACKING));
    tab.location.href = '';
    const phone = renderStart(makeOffer(), false);
    act(() => phone.result.current.start());
    await waitFor(() => expect(tab.location.href).toBe(TRACKING));
    expect(mocks.openModal).not.toHaveBeenCalled();
  });

  it('opens PleaseSignUp for a visitor and records nothing', () => {
    mocks.user = null;
    const { result } = renderStart();
    act(() => result.current.start());
    expect(mocks.openModal).toHaveBeenCalledWith('PleaseSignUp');
    expect(mocks.startOfferClick).not.toHaveBeenCalled();
    expect(window.open).not.toHaveBeenCalled();
  });

  it('tells an unverified member to verify their email, closes the tab and sends no event', async () => {
    mocks.startOfferClick.mockRejectedValue(new ApiError(403, 'auth/email-not-verified', 'Email not verified'));
    const { result } = renderStart();
    act(() => result.current.start());
    await waitFor(() => expect(result.current.error).toBe(EMAIL_NOT_VERIFIED_TO_START));
    expect(tab.close).toHaveBeenCalledOnce();
    expect(mocks.track).not.toHaveBeenCalled();
  });

  it("shows another failure's server message", async () => {
    mocks.startOfferClick.mockRejectedValue(new ApiError(429, 'rate-limited', 'Too many requests, slow down'));
    const { result } = renderStart();
    act(() => result.current.start());
    await waitFor(() => expect(result.current.error).toBe('Too many requests, slow down'));
  });
});
