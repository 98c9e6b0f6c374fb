// @vitest-environment jsdom
// jsdom, as DOMPurify needs a browser-like DOM: under happy-dom it passes markup through unsanitised.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { OfferView, type OfferViewProps } from './OfferView';
import { makeActivity, makeOffer } from '../../testing/builders';

afterEach(cleanup);

function renderView(over: Partial<OfferViewProps> = {}) {
  const props: OfferViewProps = {
    offer: makeOffer(),
    activity: null,
    signedIn: true,
    starting: false,
    startError: null,
    onStart: vi.fn(),
    ...over,
  };
  renderWithProviders(<OfferView {...props} />);
  return props;
}

const steps = () => within(screen.getByRole('list', { name: 'How to earn' })).getAllByRole('listitem');

describe('OfferView', () => {
  it('shows the offer: name, chips, total, each step with its PM, and the description', () => {
    renderView();
    expect(screen.getByRole('heading', { level: 1, name: 'Dragon Quest Idle' })).toBeInTheDocument();
    expect(screen.getByText('Android')).toBeInTheDocument();
    expect(screen.getByText('CPI')).toBeInTheDocument();
    expect(screen.getByText('Earn 1,500 PM')).toBeInTheDocument();
    expect(steps().map((li) => li.textContent)).toEqual([
      expect.stringContaining('Install'),
      expect.stringContaining('Reach level 10'),
      expect.stringContaining('Reach level 30'),
    ]);
    expect(steps()[1]).toHaveTextContent('400 PM');
    expect(screen.getByTestId('offer-description').innerHTML).toBe('<p>Install and reach <b>level 10</b>.</p>');
  });

  it("tells a member 'Not started' on each step of an offer they have not started", () => {
    renderView();
    for (const step of steps()) expect(step).toHaveTextContent('Not started');
  });

  it("shows a member each step's status, and when a pending one confirms", () => {
    renderView({ activity: makeActivity() });
    const [install, lvl10, lvl30] = steps();
    expect(install).toHaveTextContent('Confirmed');
    expect(lvl10).toHaveTextContent('Pending');
    expect(lvl10).toHaveTextContent('Confirms on Nov 30');
    expect(lvl30).toHaveTextContent('Not completed yet');
    expect(screen.getByRole('link', { name: 'See it in progress' })).toHaveAttribute('href', '/offers/in-progress');
  });

  it('shows rejected and reversed steps', () => {
    const activity = makeActivity();
    activity.events[0]!.status = 'reversed';
    activity.events[1]!.status = 'rejected';
    renderView({ activity });
    expect(steps()[0]).toHaveTextContent('Reversed');
    expect(steps()[1]).toHaveTextContent('Rejected');
  });

  it('shows a visitor no statuses, and a hint to sign in', () => {
    renderView({ signedIn: false });
    expect(screen.queryByText('Not started')).not.toBeInTheDocument();
    expect(screen.getByText('Sign in or create a free account to start this offer.')).toBeInTheDocument();
  });

  it('starts with the call-to-action of its category, and shows why a start failed', () => {
    const props = renderView({ startError: 'Please verify your email address before starting offers.' });
    fireEvent.click(screen.getByRole('button', { name: 'Play Game' }));
    expect(props.onStart).toHaveBeenCalledOnce();
    expect(screen.getByRole('alert')).toHaveTextContent('Please verify your email address');
  });

  it('keeps only p, b, i, em, strong and br of the description, without attributes', () => {
    renderView({
      offer: makeOffer({
        description:
          '<p onclick="x()" class="a">Hi <strong>there</strong><script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">link</a><br><em>ok</em></p>',
      }),
    });
    expect(screen.getByTestId('offer-description').innerHTML).toBe(
      '<p>Hi <strong>there</strong>link<br><em>ok</em></p>',
    );
  });
});
