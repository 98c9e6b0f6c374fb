import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { makeArticleHeader } from '../../testing/builders';
import { renderWithProviders } from '../../testing/renderWithProviders';
import type { SearchArticlesViewProps } from './SearchArticlesView';
import { SearchArticlesViewCompact } from './SearchArticlesTab';

afterEach(cleanup);

const props = (over: Partial<SearchArticlesViewProps> = {}): SearchArticlesViewProps => ({
  query: 'fly',
  status: 'ready',
  error: null,
  onRetry: vi.fn(),
  articles: [makeArticleHeader()],
  signedIn: false,
  ...over,
});
const renderView = (p: SearchArticlesViewProps) => renderWithProviders(<SearchArticlesViewCompact {...p} />);

describe('SearchArticlesViewCompact', () => {
  it('lists matches linking to /new article pages', () => {
    renderView(props());
    expect(within(screen.getByRole('list', { name: 'Search results' })).getByRole('link')).toHaveAttribute('href', '/new/earn/articles/fly-for-less');
    expect(screen.getByRole('link', { name: 'See all articles' })).toHaveAttribute('href', '/new/earn/articles');
  });

  it('shows idle, loading, error and empty states', () => {
    const a = renderView(props({ query: '', status: 'idle', articles: undefined }));
    expect(screen.getByText('Type what you are looking for in the search box above.')).toBeInTheDocument();
    a.unmount();
    const b = renderView(props({ status: 'loading', articles: undefined }));
    expect(screen.getByRole('progressbar', { name: 'Searching articles' })).toBeInTheDocument();
    b.unmount();
    const p = props({ status: 'error', error: 'Down', articles: undefined });
    const c = renderView(p);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(p.onRetry).toHaveBeenCalled();
    c.unmount();
    renderView(props({ articles: [] }));
    expect(screen.getByRole('status')).toHaveTextContent("No articles match 'fly'");
  });
});
