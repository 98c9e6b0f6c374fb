import { Box } from '@mui/material';
import { NewError } from '../../../components/newDesign/NewStates';
import { newGridSx } from '../../../components/newDesign/newCardSx';
import { ArticleSearchResults, type SearchArticlesViewProps } from '../SearchArticlesView';
import { useArticleSearch } from '../useArticleSearch';
import { NewArticleCard } from './NewArticlesView';

/** The Articles tab of /new/earn/search: what /search/articles finds, as /new article tiles. */
export function NewSearchArticlesView(props: SearchArticlesViewProps) {
  const { error, onRetry, articles, signedIn } = props;
  return (
    <ArticleSearchResults {...props} allTo="/new/earn/articles" error={<NewError message={error ?? ''} onRetry={onRetry} />}>
      {articles && (
        <Box component="ul" aria-label="Search results" sx={newGridSx}>
          {articles.map((a, i) => (
            <li key={a.slug}>
              <NewArticleCard article={a} signedIn={signedIn} eager={i < 2} />
            </li>
          ))}
        </Box>
      )}
    </ArticleSearchResults>
  );
}

export default function NewSearchArticlesTab() {
  return <NewSearchArticlesView {...useArticleSearch()} />;
}
