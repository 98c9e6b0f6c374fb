import { Container } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { useWebSearchScreen } from './useWebSearchScreen';
import { WebSearchViewCompact } from './WebSearchViewCompact';

/** /new/earn/web-search?q=: the search of /web-search (useWebSearchScreen) with its own search field. */
export default function WebSearchPageCompact() {
  const props = useWebSearchScreen();
  const navigate = useNavigate();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 4 } }}>
      <WebSearchViewCompact key={props.query} {...props} onSearch={(q) => navigate(`/new/earn/web-search?q=${encodeURIComponent(q)}`)} />
    </Container>
  );
}
