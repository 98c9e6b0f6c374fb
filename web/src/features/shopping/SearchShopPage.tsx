import { Container } from '@mui/material';
import { SearchShopView } from './SearchShopView';
import { useShopSearch } from './useShopSearch';

/**
 * /search/shop?q= (docs/product.md "The site search"), as /search/articles and /search/games: the banner's
 * search box sets ?q= and the results follow the URL (GET /shopping?q=, most popular first).
 */
export default function SearchShopPage() {
  const props = useShopSearch();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 3 } }}>
      <SearchShopView {...props} />
    </Container>
  );
}
