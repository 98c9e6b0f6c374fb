import { Container } from '@mui/material';
import { useSearchParams } from 'react-router-dom';
import { ARTICLE_SEARCH_MAX } from '@pilotmiles/core';
import { useSession } from '../../lib/session';
import { useSearchState } from '../../lib/useSearchState';
import { useArticleHeaders } from './articlesApi';
import { SearchArticlesView } from './SearchArticlesView';

/**
 * /search/articles?q= (SPEC §2 Search section), where the site search sends Enter by default. The
 * banner's search box shows q; searching again there changes ?q=, and the results follow the URL.
 */
export default function SearchArticlesPage() {
  const { status, user } = useSession();
  const [params] = useSearchParams();
  // The API takes at most ARTICLE_SEARCH_MAX characters; a longer pasted query searches its start.
  const q = (params.get('q') ?? '').trim().slice(0, ARTICLE_SEARCH_MAX).trim();
  const query = useArticleHeaders(q, { enabled: !!q });
  const search = useSearchState(q, query);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 3 } }}>
      <SearchArticlesView
        query={search.query}
        status={search.status}
        error={search.error}
        onRetry={() => void query.refetch()}
        articles={query.data}
        refreshing={search.refreshing}
        signedIn={status === 'signedIn' && !!user}
      />
    </Container>
  );
}
