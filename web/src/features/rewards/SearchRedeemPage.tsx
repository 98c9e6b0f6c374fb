import { Container } from '@mui/material';
import { SearchRedeemView } from './SearchRedeemView';
import { useRewardSearch } from './useRewardSearch';

/**
 * /search/redeem?q= (docs/product.md "The site search"), as /search/articles and /search/games: the banner's
 * search box sets ?q= and the results follow the URL. The server searches the name, brand,
 * category and description of every reward; redeeming works as on /rewards.
 */
export default function SearchRedeemPage() {
  const { props, dialog } = useRewardSearch();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 3 } }}>
      <SearchRedeemView {...props} />
      {dialog}
    </Container>
  );
}
