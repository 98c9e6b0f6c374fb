import { Box } from '@mui/material';
import { NewError } from '../../../components/newDesign/NewStates';
import { newGridSx } from '../../../components/newDesign/newCardSx';
import { SearchResults } from '../../../components/SearchResults';
import type { SearchArticlesViewProps } from '../SearchArticlesView';
import { noArticlesMatch } from '../format';
import { useArticleSearch } from '../useArticleSearch';
import { NewArticleCard } from './NewArticlesView';

/** The Articles tab of /new/earn/search: what /search/articles finds, as /new article tiles. */
export function NewSearchArticlesView({ query, status, error, onRetry, articles, refreshing, signedIn }: SearchArticlesViewProps) {
  return (
    <SearchResults
      query={query}
      status={status}
      count={articles?.length ?? null}
      refreshing={refreshing}
      noun={{ one: 'article', many: 'articles' }}
      all={{ to: '/new/earn/articles', label: 'See all articles' }}
      idleHint="Type what you are looking for in the search box above."
      emptyTitle={noArticlesMatch(query)}
      emptyHint="Try another word, or browse everything we have published."
      error={<NewError message={error ?? ''} onRetry={onRetry} />}
    >
      {articles && (
        <Box component="ul" aria-label="Search results" sx={newGridSx}>
          {articles.map((a, i) => (
            <li key={a.slug}>
              <NewArticleCard article={a} signedIn={signedIn} eager={i < 2} />
            </li>
          ))}
        </Box>
      )}
    </SearchResults>
  );
}

export default function NewSearchArticlesTab() {
  return <NewSearchArticlesView {...useArticleSearch()} />;
}
