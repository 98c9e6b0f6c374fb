import { Container } from '@mui/material';
import { SearchArticlesView } from './SearchArticlesView';
import { useArticleSearch } from './useArticleSearch';

/**
 * /search/articles?q= (docs/product.md "The site search"), where the site search sends Enter by default. The
 * banner's search box shows q; searching again there changes ?q=, and the results follow the URL.
 */
export default function SearchArticlesPage() {
  const props = useArticleSearch();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 3 } }}>
      <SearchArticlesView {...props} />
    </Container>
  );
}
