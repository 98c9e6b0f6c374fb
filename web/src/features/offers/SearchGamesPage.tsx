import { Container } from '@mui/material';
import { SearchGamesView } from './SearchGamesView';
import { useOfferSearch } from './useOfferSearch';

/**
 * /search/games?q= (docs/product.md "The site search"), as /search/articles: the banner's search box sets
 * ?q= and the results follow the URL. It searches every offer by name (games, apps, surveys...):
 * what someone types there is an app's name more often than a category.
 */
export default function SearchGamesPage() {
  const props = useOfferSearch();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 3 } }}>
      <SearchGamesView {...props} />
    </Container>
  );
}
