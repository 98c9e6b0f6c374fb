import { Container } from '@mui/material';
import { useArticlesBrowser } from './useArticlesBrowser';
import { ArticlesViewCompact } from './ArticlesViewCompact';

/** /new/earn/articles: the same list state as /articles (useArticlesBrowser). */
export default function ArticlesPageCompact() {
  const props = useArticlesBrowser();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <ArticlesViewCompact {...props} />
    </Container>
  );
}
