import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { makeActivity, makeEventActivity, makeMember, makeOffer } from '../../testing/builders';
import { ok } from '../../testing/fakeApi';
import { renderWithProviders } from '../../testing/renderWithProviders';

vi.mock('../../lib/firebase', () => ({ auth: { currentUser: null } }));

const { default: OfferPage } = await import('./OfferPage');

/** The member's started offer: the install step, not reported yet, then confirmed. */
const started = (status: 'confirmed' | null) =>
  makeActivity({
    events: [makeEventActivity({ status })],
    earned_pilot_miles: status ? 100 : 0,
    pending_pilot_miles: 0,
  });

const installStep = () => within(screen.getByRole('list', { name: 'How to earn' })).getAllByRole('listitem')[0]!;

describe("useOfferScreen: the member's steps follow their live balance (on /offers/{id})", () => {
  it('refetches the steps when a postback moves the balance, and shows the step completed', async () => {
    let activity = [started(null)];
    const member = makeMember({ total_coins: 500, lifetime_earned: 500 });
    const page = renderWithProviders(<OfferPage />, {
      user: member,
      route: '/offers/off-1',
      path: '/offers/:id',
      endpoints: {
        'GET /api/swaarm/offers/off-1': () => ok(makeOffer()),
        'GET /api/swaarm/offers_events': () => ok(activity),
      },
    });
    await screen.findByRole('list', { name: 'How to earn' });
    expect(await within(installStep()).findByText('Not completed yet')).toBeInTheDocument();
    expect(page.api.to('GET /api/swaarm/offers_events')).toHaveLength(1);

    // The advertiser's postback credits the step: users/{uid} (live) moves, the conversion does not reach the page.
    activity = [started('confirmed')];
    page.rerenderAs({ ...member, total_coins: 600, lifetime_earned: 600 });
    expect(await within(installStep()).findByText('Confirmed')).toBeInTheDocument();
    expect(page.api.to('GET /api/swaarm/offers_events')).toHaveLength(2);
  });

  it('does not refetch when nothing about the money changed', async () => {
    const member = makeMember({ total_coins: 500, lifetime_earned: 500 });
    const page = renderWithProviders(<OfferPage />, {
      user: member,
      route: '/offers/off-1',
      path: '/offers/:id',
      endpoints: {
        'GET /api/swaarm/offers/off-1': () => ok(makeOffer()),
        'GET /api/swaarm/offers_events': () => ok([started(null)]),
      },
    });
    await screen.findByRole('list', { name: 'How to earn' });
    await within(installStep()).findByText('Not completed yet');
    page.rerenderAs({ ...member, display_name: 'Amelia E.' });
    await screen.findByRole('heading', { level: 1, name: 'Dragon Quest Idle' });
    expect(page.api.to('GET /api/swaarm/offers_events')).toHaveLength(1);
  });
});
