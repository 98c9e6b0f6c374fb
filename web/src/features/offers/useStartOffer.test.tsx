import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import type { User } from '@pilotmiles/core';
import { makeMember, makeOffer } from '../../testing/builders';
import { fakeApi, ok } from '../../testing/fakeApi';
import { renderHookWithProviders } from '../../testing/renderWithProviders';

const TRACKING = 'http://127.0.0.1:5100/click/off-1?pub_click_id=' + 'c'.repeat(32);
const CLICK = 'POST /api/swaarm/offers/off-1/click';

const mocks = vi.hoisted(() => ({ track: vi.fn(), openModal: vi.fn() }));

vi.mock('../../lib/firebase', () => ({ auth: { currentUser: null } }));
vi.mock('../../lib/analytics', () => ({ track: mocks.track }));
vi.mock('../../components/modals/modalStore', () => ({ openModal: mocks.openModal }));

const { useStartOffer, OFFER_START_EVENT, EMAIL_NOT_VERIFIED_TO_START } = await import('./useStartOffer');

const api = fakeApi();

/** The tab opened on the click, before the call answers. */
const tab = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };

function renderStart(offer = makeOffer(), desktop = false, user: User | null = makeMember()) {
  return renderHookWithProviders(() => useStartOffer(offer, () => desktop), { user, route: `/offers/${offer.id}` });
}

beforeEach(() => {
  tab.opener = {};
  tab.location.href = '';
  vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  api.routes[CLICK] = () => ok({ click_id: 'c'.repeat(32), tracking_url: TRACKING });
});
afterEach(() => vi.restoreAllMocks());

describe('useStartOffer', () => {
  it('records the click, sends StartEarning_OfferStart with its analytics payload, then opens the tracking link in a new tab', async () => {
    const { result } = renderStart();
    act(() => result.current.start());
    // The tab opens on the click itself (a later one would be blocked as a pop-up).
    expect(window.open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(tab.location.href).toBe(TRACKING));
    expect(api.to(CLICK)).toEqual([expect.objectContaining({ body: {}, auth: 'Bearer member-token' })]);
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
    const { result } = renderStart(makeOffer(), false, null);
    act(() => result.current.start());
    expect(mocks.openModal).toHaveBeenCalledWith('PleaseSignUp');
    expect(api.asked).toEqual([]);
    expect(window.open).not.toHaveBeenCalled();
  });

  it('tells an unverified member to verify their email, closes the tab and sends no event', async () => {
    api.routes[CLICK] = () => [403, { message: 'Email not verified', code: 'auth/email-not-verified' }];
    const { result } = renderStart();
    act(() => result.current.start());
    await waitFor(() => expect(result.current.error).toBe(EMAIL_NOT_VERIFIED_TO_START));
    expect(tab.close).toHaveBeenCalledOnce();
    expect(mocks.track).not.toHaveBeenCalled();
  });

  it("shows another failure's server message", async () => {
    api.routes[CLICK] = () => [429, { message: 'Too many requests, slow down', code: 'rate-limited' }];
    const { result } = renderStart();
    act(() => result.current.start());
    await waitFor(() => expect(result.current.error).toBe('Too many requests, slow down'));
  });
});
