import { Box } from '@mui/material';
import { ErrorCard } from '../../components/feedback/CardStates';
import { cardGridSx } from '../../components/cardGridSx';
import { ArticleSearchResults, type SearchArticlesViewProps } from './SearchArticlesView';
import { useArticleSearch } from './useArticleSearch';
import { ArticleCardCompact } from './ArticleCardCompact';

/** The Articles tab of /new/earn/search: what /search/articles finds, as /new article tiles. */
export function SearchArticlesViewCompact(props: SearchArticlesViewProps) {
  const { error, onRetry, articles, signedIn } = props;
  return (
    <ArticleSearchResults {...props} allTo="/new/earn/articles" error={<ErrorCard message={error ?? ''} onRetry={onRetry} />}>
      {articles && (
        <Box component="ul" aria-label="Search results" sx={cardGridSx}>
          {articles.map((a, i) => (
            <li key={a.slug}>
              <ArticleCardCompact article={a} signedIn={signedIn} eager={i < 2} />
            </li>
          ))}
        </Box>
      )}
    </ArticleSearchResults>
  );
}

export default function SearchArticlesTab() {
  return <SearchArticlesViewCompact {...useArticleSearch()} />;
}
