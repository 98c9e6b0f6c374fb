import { Container } from '@mui/material';
import { ShoppingView } from './ShoppingView';
import { useShoppingBrowser } from './useShoppingBrowser';

/**
 * /shopping (GET /shopping/v2, then GET /shopping for other filters and further pages). Anyone may
 * browse; a member also sees their cashback (GET /shopping/dashboard). The category and the search
 * live in ?category= and ?q= so a reload or a shared link keeps them (other pages drop them, docs/app-shell.md
 * "Everywhere"); the sort is the page's own state, as on /offers and /rewards (useShoppingBrowser).
 */
export default function ShoppingPage() {
  const props = useShoppingBrowser();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2.5, md: 4 } }}>
      <ShoppingView {...props} />
    </Container>
  );
}
