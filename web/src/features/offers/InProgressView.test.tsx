import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { ApiError } from '../../lib/api';
import { InProgressView, type InProgressViewProps } from './InProgressView';
import { makeActivity, makeEventActivity } from '../../testing/builders';

afterEach(cleanup);

const survey = makeActivity({
  offer_id: 'off-2',
  offer_name: 'Cash Survey',
  click_id: 'b'.repeat(32),
  events: [makeEventActivity({ id: 'done', name: 'Complete the survey', pilot_miles: 250, status: 'reversed' })],
  earned_pilot_miles: 0,
  pending_pilot_miles: 0,
});

function renderView(over: Partial<InProgressViewProps> = {}) {
  const props: InProgressViewProps = {
    status: 'ready',
    error: null,
    onRetry: vi.fn(),
    activities: [makeActivity(), survey],
    onClaim: vi.fn(async () => {}),
    ...over,
  };
  renderWithProviders(<InProgressView {...props} />);
  return props;
}

const offers = () => within(screen.getByRole('list', { name: 'Started offers' })).getAllByRole('article');

describe('InProgressView', () => {
  it("shows each started offer with its steps' statuses, the pending ETA, earned and pending PM", () => {
    renderView();
    const [dragon, cash] = offers();
    expect(within(dragon!).getByRole('link', { name: 'Dragon Quest Idle' })).toHaveAttribute('href', '/offers/off-1');
    expect(dragon).toHaveTextContent('Started Nov 20');
    expect(dragon).toHaveTextContent('Earned 100 PM');
    expect(dragon).toHaveTextContent('Pending 400 PM');
    const steps = within(within(dragon!).getByRole('list', { name: 'Steps of Dragon Quest Idle' })).getAllByRole(
      'listitem',
    );
    expect(steps[0]).toHaveTextContent('Confirmed');
    expect(steps[1]).toHaveTextContent('Pending');
    expect(steps[1]).toHaveTextContent('Confirms on Nov 30');
    expect(steps[2]).toHaveTextContent('Not completed yet');
    expect(cash).toHaveTextContent('Reversed');
    expect(cash).toHaveTextContent('Earned 0 PM');
    expect(cash).not.toHaveTextContent('Pending');
  });

  it('filters by status', () => {
    renderView();
    fireEvent.click(screen.getByRole('button', { name: 'Reversed' }));
    expect(offers()).toHaveLength(1);
    expect(offers()[0]).toHaveTextContent('Cash Survey');
    fireEvent.click(screen.getByRole('button', { name: 'Pending' }));
    expect(offers()).toHaveLength(1);
    expect(offers()[0]).toHaveTextContent('Dragon Quest Idle');
    fireEvent.click(screen.getByRole('button', { name: 'Rejected' }));
    expect(screen.getByRole('status')).toHaveTextContent('No offers with rejected steps.');
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(offers()).toHaveLength(2);
  });

  it('says nothing is started yet, with a link to the offers', () => {
    renderView({ activities: [] });
    expect(screen.getByText('No offers started yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse offers' })).toHaveAttribute('href', '/offers');
  });

  it('shows loading, and the error with a retry', () => {
    renderView({ status: 'loading', activities: undefined });
    expect(screen.getByRole('progressbar', { name: 'Loading your offers' })).toBeInTheDocument();
    cleanup();
    const props = renderView({ status: 'error', error: 'An error occurred', activities: undefined });
    expect(screen.getByRole('alert')).toHaveTextContent('An error occurred');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(props.onRetry).toHaveBeenCalledOnce();
  });

  it("shows an open claim's status instead of the form", () => {
    renderView({
      activities: [
        makeActivity({
          can_claim_missing: false,
          claim: { id: 'cl1', status: 'open', created_at: '2026-11-22T09:00:00.000Z' },
        }),
      ],
    });
    expect(screen.getByText(/Missing-credit claim sent Nov 22: We are looking into it/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Report missing credit' })).not.toBeInTheDocument();
  });

  it('offers the missing-credit form only when a claim may be opened', () => {
    renderView();
    expect(screen.queryByRole('button', { name: 'Report missing credit' })).not.toBeInTheDocument();
  });

  it('checks the missing-credit form, then sends the claim for the chosen step', async () => {
    const user = userEvent.setup();
    const activity = makeActivity({ can_claim_missing: true });
    activity.events[0]!.status = 'rejected';
    const props = renderView({ activities: [activity] });
    await user.click(screen.getByRole('button', { name: 'Report missing credit' }));
    const form = screen.getByRole('form', { name: 'Missing credit for Dragon Quest Idle' });

    await user.click(within(form).getByRole('button', { name: 'Send claim' }));
    expect(form).toHaveTextContent('Choose the step you completed');
    expect(form).toHaveTextContent('Tell us in a few words what you did (at least 10 characters)');
    expect(props.onClaim).not.toHaveBeenCalled();

    // Only steps neither credited nor waiting their hold.
    await user.click(within(form).getByRole('combobox', { name: 'Step you completed' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Install', 'Reach level 30']);
    await user.click(screen.getByRole('option', { name: 'Reach level 30' }));
    fireEvent.change(within(form).getByRole('textbox', { name: 'What did you do?' }), {
      target: { value: 'Reached level 30 on 22 Nov' },
    });
    await user.click(within(form).getByRole('button', { name: 'Send claim' }));
    await waitFor(() =>
      expect(props.onClaim).toHaveBeenCalledWith({
        click_id: 'a'.repeat(32),
        event_id: 'lvl30',
        note: 'Reached level 30 on 22 Nov',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('form')).not.toBeInTheDocument());
  });

  it("keeps the form open with the server's refusal", async () => {
    const user = userEvent.setup();
    renderView({
      activities: [makeActivity({ can_claim_missing: true })],
      onClaim: vi.fn(async () => {
        throw new ApiError(409, 'offers/claim-not-allowed', 'A claim is already open for this start');
      }),
    });
    await user.click(screen.getByRole('button', { name: 'Report missing credit' }));
    const form = screen.getByRole('form');
    fireEvent.change(within(form).getByRole('textbox', { name: 'What did you do?' }), {
      target: { value: 'Reached level 30 on 22 Nov' },
    });
    await user.click(within(form).getByRole('button', { name: 'Send claim' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('A claim is already open for this start');
  });
});
