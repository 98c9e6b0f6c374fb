import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { makeArticle, makeArticleHeader } from '../../testing/builders';
import { renderWithProviders } from '../../testing/renderWithProviders';
import type { ArticlesViewProps } from './ArticlesView';
import { ArticlesViewCompact } from './ArticlesViewCompact';
import { ArticleViewCompact } from './ArticleViewCompact';

afterEach(cleanup);

const base = (over: Partial<ArticlesViewProps> = {}): ArticlesViewProps => ({
  status: 'ready',
  error: null,
  onRetry: vi.fn(),
  articles: [makeArticleHeader(), makeArticleHeader({ slug: 'budget-basics', title: 'Budget Basics', claimed_today: true })],
  searchText: '',
  onSearchTextChange: vi.fn(),
  searchQuery: '',
  signedIn: true,
  progress: { claimed: 20, cap: 50, perArticle: 10 },
  ...over,
});

const renderList = (p: ArticlesViewProps) => renderWithProviders(<ArticlesViewCompact {...p} />);

describe('ArticlesViewCompact', () => {
  it('shows today’s cap progress and cards linking to /new/earn/articles/{slug}', () => {
    renderList(base());
    const cap = screen.getByRole('region', { name: "Today's article rewards" });
    expect(cap).toHaveTextContent('Earn 10 PM per article you read');
    expect(cap).toHaveTextContent('20 / 50 PM');
    const cards = within(screen.getByRole('list', { name: 'Articles' })).getAllByRole('link');
    expect(cards[0]).toHaveAttribute('href', '/new/earn/articles/fly-for-less');
    expect(screen.getByText('Claimed today')).toBeInTheDocument();
  });

  it('says when the cap is reached, and shows no cap to a visitor', () => {
    const { unmount } = renderList(base({ progress: { claimed: 50, cap: 50, perArticle: 10 } }));
    expect(screen.getByText("You've reached today's article limit. Come back tomorrow!")).toBeInTheDocument();
    unmount();
    renderList(base({ signedIn: false, progress: null }));
    expect(screen.queryByRole('region', { name: "Today's article rewards" })).not.toBeInTheDocument();
  });

  it('shows loading, error and empty states', () => {
    const p = base({ status: 'error', error: 'Down', articles: undefined });
    const { unmount } = renderList(p);
    expect(screen.getByRole('alert')).toHaveTextContent('Down');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(p.onRetry).toHaveBeenCalled();
    unmount();
    const l = renderList(base({ status: 'loading', articles: undefined }));
    expect(screen.getByRole('progressbar', { name: 'Loading articles' })).toBeInTheDocument();
    l.unmount();
    renderList(base({ articles: [], searchQuery: 'zzz' }));
    expect(screen.getByRole('status')).toHaveTextContent("No articles match 'zzz'");
  });

  it('searches from the sticky field', () => {
    const p = base();
    renderList(p);
    fireEvent.change(within(screen.getByRole('search')).getByRole('searchbox'), { target: { value: 'fly' } });
    expect(p.onSearchTextChange).toHaveBeenCalledWith('fly');
  });
});

describe('ArticleViewCompact', () => {
  it('shows the article and the countdown bar for a member', () => {
    renderWithProviders(
      <ArticleViewCompact
        article={makeArticle()}
        claim={{ kind: 'claim', perArticle: 10, unlockAt: Date.now() + 20_000, claimed: false, busy: false, onClaim: () => {} }}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Fly for Less' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /claim/i })).toBeDisabled();
    expect(screen.getByTestId('article-intro')).toHaveTextContent('Intro paragraph about flights.');
    expect(screen.getByRole('link', { name: 'All articles' })).toHaveAttribute('href', '/new/earn/articles');
  });

  it('invites a visitor to sign in, and tells a member at the cap', () => {
    const { unmount } = renderWithProviders(<ArticleViewCompact article={makeArticle()} claim={{ kind: 'visitor' }} />);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/signin');
    unmount();
    renderWithProviders(<ArticleViewCompact article={makeArticle()} claim={{ kind: 'limit' }} />);
    expect(screen.getByRole('status')).toHaveTextContent("today's article limit");
    expect(screen.queryByRole('button', { name: /claim/i })).not.toBeInTheDocument();
  });
});
