import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { EMPTY_REFERRALS_TEXT, TeamView, type TeamViewProps } from './TeamView';
import { makeReferee, makeSummary } from '../../testing/builders';

afterEach(cleanup);

function renderView(over: Partial<TeamViewProps> = {}) {
  const props: TeamViewProps = {
    status: 'ready',
    error: null,
    onRetry: vi.fn(),
    summary: makeSummary(),
    onJoinWaitlist: vi.fn(),
    onCopyCode: vi.fn(),
    onCopyLink: vi.fn(),
    onShare: vi.fn(),
    ...over,
  };
  render(<TeamView {...props} />);
  return props;
}

const section = (name: string | RegExp) => screen.getByRole('region', { name });

describe('TeamView', () => {
  it("shows the member's code and link, copies and shares them, and the total earned", () => {
    const props = renderView();
    const invite = section('Invite friends');
    expect(within(invite).getByText('ABCD2345')).toBeInTheDocument();
    expect(within(invite).getByRole('textbox', { name: 'Your invite link' })).toHaveValue('http://127.0.0.1:5000/auth/signup?ref=ABCD2345');
    expect(within(invite).getByText('500 PM ($5.00)')).toBeInTheDocument();

    fireEvent.click(within(invite).getByRole('button', { name: 'Copy referral code' }));
    expect(props.onCopyCode).toHaveBeenCalledWith('ABCD2345');
    fireEvent.click(within(invite).getByRole('button', { name: 'Copy link' }));
    expect(props.onCopyLink).toHaveBeenCalledWith('http://127.0.0.1:5000/auth/signup?ref=ABCD2345');
    fireEvent.click(within(invite).getByRole('button', { name: 'Share' }));
    expect(props.onShare).toHaveBeenCalledWith(props.summary);
  });

  it('explains the rule with the bonus and threshold from the API, in PM and dollars', () => {
    renderView({ summary: makeSummary({ bonus_pm: 750, threshold_pm: 2500 }) });
    const how = section('How referrals work');
    expect(within(how).getByText(/Once they have earned 2,500 PM \(\$25\.00\) from offers.*you get 750 PM \(\$7\.50\)\./)).toBeInTheDocument();
    expect(within(how).getByText(/Bonuses .* do not count/)).toBeInTheDocument();
  });

  it('offers the Crew waitlist, which is not released yet', () => {
    const props = renderView();
    const crew = section('Crew');
    expect(within(crew).getByText('Coming soon')).toBeInTheDocument();
    fireEvent.click(within(crew).getByRole('button', { name: 'Join the waitlist' }));
    expect(props.onJoinWaitlist).toHaveBeenCalledOnce();
  });

  it('lists the people who joined with their status, progress and what they earned the member', () => {
    renderView();
    const list = section('People who joined with your code');
    expect(within(list).getByText('4 friends')).toBeInTheDocument();
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => within(r).getByText(/\w+ \w\./).textContent)).toEqual(['Harriet Q.', 'Jean B.', 'Bessie C.', 'Amelia E.']);
    expect(within(rows[0]!).getByText('Not eligible')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Email unverified')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Earning')).toBeInTheDocument();
    expect(within(rows[2]!).getByRole('progressbar', { name: "Bessie C.'s progress" })).toHaveAttribute('aria-valuenow', '42');
    expect(within(rows[2]!).getByText('420 PM of 1,000 PM')).toBeInTheDocument();
    expect(within(rows[3]!).getByText('Bonus earned')).toBeInTheDocument();
    expect(within(rows[3]!).getByText('+500 PM')).toBeInTheDocument();
    expect(within(list).queryByText(/Showing the newest/)).toBeNull();
  });

  it('says when only the newest of many are listed', () => {
    renderView({ summary: makeSummary({ total_referees: 240, referees: [makeReferee()] }) });
    expect(screen.getByText('Showing the newest 1 of 240.')).toBeInTheDocument();
  });

  it('empty: nobody joined yet', () => {
    renderView({ summary: makeSummary({ total_referees: 0, referees: [], earned_pm: 0 }) });
    expect(within(section('People who joined with your code')).getByText(EMPTY_REFERRALS_TEXT)).toBeInTheDocument();
    expect(within(section('Invite friends')).getByText('0 PM ($0.00)')).toBeInTheDocument();
  });

  it('loading: placeholders, and the Crew waitlist already usable', () => {
    const props = renderView({ status: 'loading', summary: undefined });
    expect(screen.getByLabelText('Loading your referral code')).toBeInTheDocument();
    expect(screen.getByLabelText('Loading the people who joined')).toBeInTheDocument();
    expect(screen.queryByText(EMPTY_REFERRALS_TEXT)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    expect(props.onJoinWaitlist).toHaveBeenCalledOnce();
  });

  it('error: the message with a retry, and the Crew waitlist still there', () => {
    const props = renderView({ status: 'error', error: 'An error occurred', summary: undefined });
    expect(screen.getByRole('alert')).toHaveTextContent('Error loading your referrals: An error occurred');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(props.onRetry).toHaveBeenCalledOnce();
    expect(screen.queryByRole('region', { name: 'People who joined with your code' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Join the waitlist' })).toBeInTheDocument();
  });
});
