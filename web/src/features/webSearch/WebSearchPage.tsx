import { Container } from '@mui/material';
import { useWebSearchScreen } from './useWebSearchScreen';
import { WebSearchView } from './WebSearchView';

/** /web-search?q=: the banner above holds the search box; this page shows what it found. */
export default function WebSearchPage() {
  const props = useWebSearchScreen();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2.5, md: 4 } }}>
      <WebSearchView {...props} />
    </Container>
  );
}
