import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { EarnHubView, type EarnHubViewProps } from './EarnHubView';
import { genericActivities } from './activities';
import { makeHub } from './testBuilders';

afterEach(cleanup);

type MemberProps = Extract<EarnHubViewProps, { audience: 'member' }>;

const member = (over: Partial<MemberProps> = {}): MemberProps => ({
  audience: 'member',
  firstName: 'Max',
  balance: 1195,
  status: 'ready',
  error: null,
  onRetry: vi.fn(),
  data: makeHub(),
  onClaimStreak: vi.fn(),
  onOpenChallenge: vi.fn(),
  ...over,
});

const renderView = (props: EarnHubViewProps) => renderWithProviders(<EarnHubView {...props} />);

const region = (name: string) => screen.getByRole('region', { name });

describe('EarnHubView for a member', () => {
  it('greets the member and shows the balance, linked to the history', () => {
    renderView(member());
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, Max' })).toBeInTheDocument();
    const balance = screen.getByRole('link', { name: /Your balance: 1,195 PM/ });
    expect(balance).toHaveAttribute('href', '/new/profile/transactions');
    expect(balance).toHaveTextContent('≈ $11.95');
  });

  it("shows today's progress: challenge with its reward, article cap, web search, streak", () => {
    renderView(member());
    const challenge = region('Daily challenge');
    expect(challenge).toHaveTextContent('40 PM of 100 PM');
    expect(challenge).toHaveTextContent('Reward: +25 PM');
    expect(within(challenge).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    expect(region('Articles')).toHaveTextContent('20 PM of 50 PM');
    expect(within(region('Articles')).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    expect(region('Search rewards')).toHaveTextContent('6 PM of 30 PM');
    expect(region('Daily bonus')).toHaveTextContent('4-day streak');
  });

  it('opens the daily bonus from the streak, and says when it is claimed', async () => {
    const props = member();
    renderView(props);
    await userEvent.click(within(region('Daily bonus')).getByRole('button', { name: 'Claim bonus' }));
    expect(props.onClaimStreak).toHaveBeenCalledOnce();
    cleanup();
    renderView(member({ data: makeHub({ today: { ...makeHub().today, streak: { days: 5, claimable: false } } }) }));
    expect(within(region('Daily bonus')).queryByRole('button')).toBeNull();
    expect(region('Daily bonus')).toHaveTextContent('Claimed today');
  });

  it('says a goal is reached instead of a figure past it (1,859 PM of 250 PM)', () => {
    const today = makeHub().today;
    renderView(
      member({
        data: makeHub({
          today: {
            ...today,
            challenge: { target_pm: 250, earned_pm: 1859, reward_pm: 25 },
            articles: { ...today.articles, claimed_pm: today.articles.cap_pm },
            search: { ...today.search, earned_pm: today.search.cap_pm + 4 },
          },
        }),
      }),
    );
    expect(region('Daily challenge')).toHaveTextContent('Goal reached');
    expect(region('Daily challenge')).not.toHaveTextContent('1,859 PM of 250 PM');
    expect(within(region('Daily challenge')).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(region('Articles')).toHaveTextContent('Daily limit reached');
    expect(region('Search rewards')).toHaveTextContent('Daily limit reached');
  });

  it('says when all of the day’s challenges are collected', () => {
    renderView(member({ data: makeHub({ today: { ...makeHub().today, challenge: null } }) }));
    expect(region('Daily challenge')).toHaveTextContent('All done');
  });

  it("lists 'Next up': modal suggestions open their modal, the others link", async () => {
    const props = member();
    renderView(props);
    const next = region('Next up');
    await userEvent.click(within(next).getByRole('button', { name: /Claim your daily bonus/ }));
    expect(props.onClaimStreak).toHaveBeenCalledOnce();
    expect(within(next).getByRole('link', { name: /Read an article/ })).toHaveAttribute('href', '/new/earn/articles');
    expect(within(next).getByRole('link', { name: /Royal Match/ })).toHaveAttribute('href', '/new/earn/offer/offer-1');
  });

  it('links featured offers and stores to their /new pages', () => {
    renderView(member());
    const offers = region('Featured offers');
    expect(within(offers).getByRole('link', { name: /Royal Match/ })).toHaveAttribute(
      'href',
      '/new/earn/offer/offer-1',
    );
    expect(within(offers).getByRole('link', { name: /Royal Match/ })).toHaveTextContent('+1,500 PM');
    expect(within(offers).getByRole('link', { name: 'See all' })).toHaveAttribute('href', '/new/earn/offer');
    const stores = region('Featured stores');
    expect(within(stores).getByRole('link', { name: /Acme Outdoors/ })).toHaveAttribute(
      'href',
      '/new/earn/shopping/acme',
    );
    expect(within(stores).getByRole('link', { name: /Acme Outdoors/ })).toHaveTextContent('Up to 8% cashback');
  });

  it('shows the activity tiles with their counts, top PM and highlight', () => {
    renderView(member());
    const tiles = within(region('Ways to earn')).getAllByRole('link');
    expect(tiles).toHaveLength(8);
    expect(tiles[0]).toHaveAttribute('href', '/new/earn/play-game');
    expect(tiles[0]).toHaveTextContent('Play Games');
    expect(tiles[0]).toHaveTextContent('12 available');
    // The top PM once, in the highlight's words.
    expect(tiles[0].textContent?.match(/up to 1,500 PM/gi)).toHaveLength(1);
  });

  it('has empty states for each list', () => {
    renderView(member({ data: makeHub({ next: [], featured_offers: [], featured_stores: [], activities: [] }) }));
    expect(region('Next up')).toHaveTextContent('You are all caught up');
    expect(region('Featured offers')).toHaveTextContent('No featured offers right now');
    expect(region('Featured stores')).toHaveTextContent('No featured stores right now');
    expect(region('Ways to earn')).toHaveTextContent('Nothing to earn here right now');
  });

  it('shows skeletons while loading, with the greeting already there', () => {
    renderView(member({ status: 'loading', data: undefined }));
    expect(screen.getByRole('status', { name: 'Loading your earn hub' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, Max' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Today' })).toBeNull();
  });

  it('shows the error with a retry, and the activities still lead somewhere', async () => {
    const props = member({ status: 'error', data: undefined, error: 'An error occurred' });
    renderView(props);
    expect(screen.getByRole('alert')).toHaveTextContent('An error occurred');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(props.onRetry).toHaveBeenCalledOnce();
    expect(within(region('Ways to earn')).getAllByRole('link')).toHaveLength(8);
  });
});

describe('EarnHubView for a visitor', () => {
  it('shows the sign-up hero and the activity tiles only', () => {
    renderView({ audience: 'visitor', activities: genericActivities() });
    expect(screen.getByRole('link', { name: 'Join for free' })).toHaveAttribute('href', '/auth/signup');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/signin');
    const tiles = within(region('Ways to earn')).getAllByRole('link');
    expect(tiles.map((t) => t.querySelector('h3')?.textContent)).toEqual([
      'Play Games',
      'Try New App',
      'Take Surveys',
      'Explore Services',
      'Read Articles',
      'Web Search',
      'Shop & Save',
      'Travel',
    ]);
    expect(screen.queryByRole('region', { name: 'Today' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Featured offers' })).toBeNull();
  });
});
