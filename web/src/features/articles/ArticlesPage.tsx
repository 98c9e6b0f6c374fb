import { Container } from '@mui/material';
import { ArticlesView } from './ArticlesView';
import { useArticlesBrowser } from './useArticlesBrowser';

/** /articles (GET /articles/headers). The search lives in ?q= so it survives a reload. */
export default function ArticlesPage() {
  const props = useArticlesBrowser();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2.5, md: 4 } }}>
      <ArticlesView {...props} />
    </Container>
  );
}
