import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { ArticlesView, type ArticlesViewProps } from './ArticlesView';
import { makeArticleHeader } from '../../testing/builders';
import { renderWithProviders } from '../../testing/renderWithProviders';

afterEach(cleanup);

const base: ArticlesViewProps = {
  status: 'ready',
  error: null,
  onRetry: () => {},
  articles: [
    makeArticleHeader(),
    makeArticleHeader({ slug: 'budget-basics', title: 'Budget Basics', img: null, content_length: 250, claimed_today: true }),
  ],
  searchText: '',
  onSearchTextChange: () => {},
  searchQuery: '',
  signedIn: false,
  progress: null,
};

const renderView = (props: Partial<ArticlesViewProps> = {}) =>
  renderWithProviders(<ArticlesView {...base} {...props} />);

describe('ArticlesView', () => {
  it('shows a card per article with its link, date, read time, excerpt and image', () => {
    renderView();
    const cards = within(screen.getByRole('list', { name: 'Articles' })).getAllByRole('article');
    expect(cards).toHaveLength(2);
    const first = cards[0];
    expect(within(first).getByRole('heading', { name: 'Fly for Less' })).toBeInTheDocument();
    expect(within(first).getByRole('link')).toHaveAttribute('href', '/articles/fly-for-less');
    expect(first).toHaveTextContent('Mar 4, 2026');
    expect(first).toHaveTextContent('5 min read');
    expect(first).toHaveTextContent('How to find cheap flights without the stress.');
    expect(first.querySelector('img')).toHaveAttribute('src', '/images/articles/fly-for-less.jpg');
    // No image of its own: the default named after the slug.
    expect(cards[1].querySelector('img')).toHaveAttribute('src', '/images/articles/budget-basics.svg');
  });

  it('falls back to the default image when the article image fails, then hides it', () => {
    renderView({ articles: [makeArticleHeader()] });
    const img = () => screen.getByRole('article').querySelector('img');
    fireEvent.error(img()!);
    expect(img()).toHaveAttribute('src', '/images/articles/fly-for-less.svg');
    fireEvent.error(img()!);
    expect(img()).toBeNull();
  });

  it("shows 'Claimed today' only to a signed-in reader, on the claimed article", () => {
    renderView();
    expect(screen.queryByText('Claimed today')).not.toBeInTheDocument();
    cleanup();
    renderView({ signedIn: true });
    const cards = screen.getAllByRole('article');
    expect(within(cards[1]).getByText('Claimed today')).toBeInTheDocument();
    expect(within(cards[0]).queryByText('Claimed today')).not.toBeInTheDocument();
  });

  it("shows a signed-in reader today's article progress", () => {
    renderView({ signedIn: true, progress: { claimed: 20, cap: 50, perArticle: 10 } });
    const strip = screen.getByRole('region', { name: "Today's article rewards" });
    expect(strip).toHaveTextContent('20 / 50 PM');
    expect(strip).toHaveTextContent('Earn 10 PM per article you read');
    expect(within(strip).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
  });

  it('says so when the daily article limit is reached', () => {
    renderView({ signedIn: true, progress: { claimed: 50, cap: 50, perArticle: 10 } });
    expect(screen.getByRole('region', { name: "Today's article rewards" })).toHaveTextContent(
      "You've reached today's article limit. Come back tomorrow!",
    );
  });

  it('shows a spinner and no cards while loading', () => {
    renderView({ status: 'loading', articles: undefined });
    expect(screen.getByRole('progressbar', { name: 'Loading articles' })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('shows the error with a retry', () => {
    const onRetry = vi.fn();
    renderView({ status: 'error', error: 'An error occurred', articles: undefined, onRetry });
    expect(screen.getByRole('alert')).toHaveTextContent('An error occurred');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('names the search when nothing matches', () => {
    renderView({ articles: [], searchText: 'zebra', searchQuery: 'zebra' });
    expect(screen.getByRole('status')).toHaveTextContent("No articles match 'zebra'");
    expect(screen.queryByRole('list', { name: 'Articles' })).not.toBeInTheDocument();
  });

  it('reports typing and clearing in the search box', () => {
    const onSearchTextChange = vi.fn();
    renderView({ searchText: 'fly', onSearchTextChange });
    const box = screen.getByRole('searchbox', { name: 'Search articles' });
    expect(box).toHaveValue('fly');
    fireEvent.change(box, { target: { value: 'flyi' } });
    expect(onSearchTextChange).toHaveBeenLastCalledWith('flyi');
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(onSearchTextChange).toHaveBeenLastCalledWith('');
  });
});
