import type { ReactNode } from 'react';
import type { ArticleHeader } from '@pilotmiles/core';
import { ErrorState } from '../../components/feedback/ErrorState';
import { SearchResults } from '../../components/SearchResults';
import { ArticleGrid } from './ArticleGrid';
import { noArticlesMatch } from './format';

export interface SearchArticlesViewProps {
  /** The search shown (the trimmed ?q=); '' when there is none. */
  query: string;
  /** 'idle': no search to run. */
  status: 'idle' | 'loading' | 'error' | 'ready';
  error: string | null;
  onRetry: () => void;
  articles: ArticleHeader[] | undefined;
  /** A newer search is loading while the previous results still show. */
  refreshing?: boolean;
  signedIn: boolean;
}

/**
 * What the article search found, in either design: `allTo` is the design's article list, `error`
 * its error state, `children` its grid of the results.
 */
export function ArticleSearchResults({
  query,
  status,
  articles,
  refreshing,
  allTo,
  error,
  children,
}: Pick<SearchArticlesViewProps, 'query' | 'status' | 'articles' | 'refreshing'> & { allTo: string; error: ReactNode; children: ReactNode }) {
  return (
    <SearchResults
      query={query}
      status={status}
      count={articles?.length ?? null}
      refreshing={refreshing}
      noun={{ one: 'article', many: 'articles' }}
      all={{ to: allTo, label: 'See all articles' }}
      idleHint="Type what you are looking for in the search box above."
      emptyTitle={noArticlesMatch(query)}
      emptyHint="Try another word, or browse everything we have published."
      error={error}
    >
      {children}
    </SearchResults>
  );
}

/**
 * /search/articles (docs/product.md "The site search"): the banner above holds the search box with the query;
 * this is what it found, as the article cards of /articles.
 */
export function SearchArticlesView(props: SearchArticlesViewProps) {
  const { error, onRetry, articles, signedIn } = props;
  return (
    <ArticleSearchResults {...props} allTo="/articles" error={<ErrorState message={error ?? ''} onRetry={onRetry} />}>
      {articles && <ArticleGrid articles={articles} signedIn={signedIn} label="Search results" />}
    </ArticleSearchResults>
  );
}
