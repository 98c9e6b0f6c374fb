import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DashboardView, type DashboardViewProps } from './DashboardView';

const mocks = vi.hoisted(() => ({ openModal: vi.fn() }));
vi.mock('../../components/modals/modalStore', () => ({ openModal: mocks.openModal }));
import { makeDashboard, makeTransaction } from '../../testing/builders';
import { renderWithProviders } from '../../testing/renderWithProviders';

afterEach(cleanup);

const data = makeDashboard({
  recent_transactions: [
    makeTransaction({ type: 'admin-bonus', amount: 50, description: 'Thanks for your feedback!' }),
    makeTransaction({ type: 'redemption', amount: -1000, description: '$10 Amazon gift card' }),
  ],
});

const base: DashboardViewProps = {
  status: 'ready',
  error: null,
  onRetry: () => {},
  data,
  referralCode: 'DEMOPLT8',
  onCopyReferral: () => {},
};

const renderView = (props: Partial<DashboardViewProps>) => renderWithProviders(<DashboardView {...base} {...props} />);

describe('DashboardView', () => {
  it('shows the balance with its dollar value, today and lifetime figures', () => {
    renderView({});
    const balance = screen.getByRole('region', { name: 'Balance' });
    expect(balance).toHaveTextContent('1,195 PM');
    expect(balance).toHaveTextContent('≈ $11.95');
    expect(screen.getByRole('region', { name: 'Earned today' })).toHaveTextContent('50 PM≈ $0.50');
    expect(screen.getByRole('region', { name: 'Lifetime earned' })).toHaveTextContent('2,195 PM≈ $21.95');
  });

  it("splits 'Earned today' into activities (what the challenge counts) and bonuses", () => {
    renderView({ data: { ...data, earned_today: 501 }, activityToday: 0 });
    const today = screen.getByRole('region', { name: 'Earned today' });
    expect(today).toHaveTextContent('501 PM');
    expect(within(today).getAllByRole('term').map((t) => t.textContent)).toEqual(['Activities', 'Bonuses']);
    expect(within(today).getAllByRole('definition').map((t) => t.textContent)).toEqual(['0 PM', '501 PM']);
    cleanup();
    renderView({ data: { ...data, earned_today: 530 }, activityToday: 25 });
    expect(screen.getByRole('region', { name: 'Earned today' })).toHaveTextContent('Activities25 PMBonuses505 PM');
  });

  it('shows the figure unsplit until the activity figure for the same day is known', () => {
    renderView({});
    expect(screen.getByRole('region', { name: 'Earned today' })).not.toHaveTextContent('Activities');
  });

  it('prefers the live balance over the one fetched with the dashboard', () => {
    renderView({ liveBalance: 1245 });
    expect(screen.getByRole('region', { name: 'Balance' })).toHaveTextContent('1,245 PM');
  });

  it('lists recent activity with signed amounts and a link to the full history', () => {
    renderView({});
    const recent = screen.getByRole('region', { name: 'Recent activity' });
    const rows = within(recent).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Thanks for your feedback!');
    expect(rows[0]).toHaveTextContent('+50 PM');
    expect(rows[1]).toHaveTextContent('−1,000 PM');
    expect(within(recent).getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/profile/transactions');
  });

  it('invites to start earning when there is no activity', () => {
    renderView({ data: { ...data, recent_transactions: [] } });
    expect(screen.getByText('No activity yet, start earning!')).toBeInTheDocument();
  });

  it('shows placeholders, not figures, while loading; ways to earn are there already', () => {
    renderView({ status: 'loading', data: undefined });
    expect(screen.getByRole('progressbar', { name: 'Loading recent activity' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Balance' })).not.toHaveTextContent('≈');
    expect(screen.getByRole('region', { name: 'Earned today' })).not.toHaveTextContent('PM');
    expect(screen.getByRole('link', { name: /Play Games/ })).toHaveAttribute('href', '/offers?category=Games');
  });

  it('shows the error with a retry instead of the figures', async () => {
    const onRetry = vi.fn();
    renderView({ status: 'error', error: 'An error occurred', data: undefined, onRetry });
    expect(screen.getByRole('alert')).toHaveTextContent('An error occurred');
    expect(screen.queryByRole('region', { name: 'Balance' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it("links every way to earn to its page, named as the Earn menu names it", () => {
    renderView({});
    const ways = screen.getByRole('region', { name: 'Ways to earn' });
    expect(within(ways).getByRole('link', { name: /Try New App\b/ })).not.toHaveTextContent('Try New Apps');
    expect(within(ways).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/offers?category=Games',
      '/offers?category=TryNewApp',
      '/survey',
      '/articles',
      '/shopping',
    ]);
  });

  it("opens the search do's and don'ts from 'Search the Web' (its button opens /web-search in a new tab)", async () => {
    renderView({});
    const ways = screen.getByRole('region', { name: 'Ways to earn' });
    await userEvent.click(within(ways).getByRole('button', { name: /Search the Web/ }));
    expect(mocks.openModal).toHaveBeenCalledWith('SearchDosAndDonts');
  });

  it('copies the referral code', async () => {
    const onCopyReferral = vi.fn();
    renderView({ onCopyReferral });
    const invite = screen.getByRole('region', { name: 'Invite friends' });
    expect(invite).toHaveTextContent('DEMOPLT8');
    await userEvent.click(within(invite).getByRole('button', { name: 'Copy referral code' }));
    expect(onCopyReferral).toHaveBeenCalledWith('DEMOPLT8');
  });
});
