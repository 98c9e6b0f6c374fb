import { useState } from 'react';
import { Container } from '@mui/material';
import { useSearchParams } from 'react-router-dom';
import { ARTICLE_SEARCH_MAX } from '@pilotmiles/core';
import { useSession } from '../../lib/session';
import { errorMessage } from '../../lib/api';
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
  // While a new search loads, the previous results stay on screen: they are named by their own query.
  const [resultsFor, setResultsFor] = useState(q);
  if (query.data && !query.isPlaceholderData && resultsFor !== q) setResultsFor(q);

  let viewStatus: 'idle' | 'loading' | 'error' | 'ready' = 'loading';
  if (!q) viewStatus = 'idle';
  else if (query.data) viewStatus = 'ready';
  else if (query.isError) viewStatus = 'error';

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 3 } }}>
      <SearchArticlesView
        query={viewStatus === 'ready' && query.isPlaceholderData ? resultsFor : q}
        status={viewStatus}
        error={query.isError ? errorMessage(query.error) : null}
        onRetry={() => void query.refetch()}
        articles={query.data}
        refreshing={!!q && query.isPlaceholderData && query.isFetching}
        signedIn={status === 'signedIn' && !!user}
      />
    </Container>
  );
}
