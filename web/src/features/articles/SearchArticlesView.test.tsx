import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { SearchArticlesView, type SearchArticlesViewProps } from './SearchArticlesView';
import { makeArticleHeader } from '../../testing/builders';
import { renderWithProviders } from '../../testing/renderWithProviders';

afterEach(cleanup);

const base: SearchArticlesViewProps = {
  query: 'fly',
  status: 'ready',
  error: null,
  onRetry: () => {},
  articles: [
    makeArticleHeader(),
    makeArticleHeader({ slug: 'shoulder-season-travel', title: 'Shoulder Season', img: null, claimed_today: true }),
  ],
  signedIn: false,
};

const renderView = (props: Partial<SearchArticlesViewProps> = {}) =>
  renderWithProviders(<SearchArticlesView {...base} {...props} />);

describe('SearchArticlesView', () => {
  it('shows the results as the article cards of /articles, with how many matched', () => {
    renderView();
    expect(screen.getByRole('status')).toHaveTextContent("2 articles match 'fly'");
    const cards = within(screen.getByRole('list', { name: 'Search results' })).getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByRole('link')).toHaveAttribute('href', '/articles/fly-for-less');
    expect(cards[0]).toHaveTextContent('5 min read');
    expect(cards[1].querySelector('img')).toHaveAttribute('src', '/images/articles/shoulder-season-travel.svg');
    expect(screen.getByRole('link', { name: 'See all articles' })).toHaveAttribute('href', '/articles');
  });

  it('says one article in the singular', () => {
    renderView({ articles: [makeArticleHeader()] });
    expect(screen.getByRole('status')).toHaveTextContent("1 article matches 'fly'");
  });

  it("shows 'Claimed today' on a signed-in reader's claimed article", () => {
    renderView({ signedIn: true });
    const cards = screen.getAllByRole('article');
    expect(within(cards[1]).getByText('Claimed today')).toBeInTheDocument();
    expect(within(cards[0]).queryByText('Claimed today')).not.toBeInTheDocument();
  });

  it('names the search when nothing matches, with a link back to all articles', () => {
    renderView({ query: 'zebra', articles: [] });
    expect(screen.getByRole('status')).toHaveTextContent("No articles match 'zebra'");
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all articles' })).toHaveAttribute('href', '/articles');
  });

  it('shows a spinner and no cards while searching', () => {
    renderView({ status: 'loading', articles: undefined });
    expect(screen.getByRole('progressbar', { name: 'Searching articles' })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('keeps the previous results under a progress bar while a new search loads', () => {
    renderView({ refreshing: true });
    expect(screen.getByRole('progressbar', { name: 'Updating results' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('shows the error with a retry', () => {
    const onRetry = vi.fn();
    renderView({ status: 'error', error: 'An error occurred', articles: undefined, onRetry });
    expect(screen.getByRole('alert')).toHaveTextContent('An error occurred');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('asks for a search when there is none', () => {
    renderView({ status: 'idle', query: '', articles: undefined });
    expect(screen.getByText('Type what you are looking for in the search box above.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all articles' })).toHaveAttribute('href', '/articles');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
