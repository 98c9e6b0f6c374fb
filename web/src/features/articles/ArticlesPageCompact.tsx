import { Container } from '@mui/material';
import { useArticlesBrowser } from '../useArticlesBrowser';
import { NewArticlesView } from './NewArticlesView';

/** /new/earn/articles: the same list state as /articles (useArticlesBrowser). */
export default function NewArticlesPage() {
  const props = useArticlesBrowser();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <NewArticlesView {...props} />
    </Container>
  );
}
