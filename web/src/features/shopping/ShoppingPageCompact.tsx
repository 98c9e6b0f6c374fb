import { Container } from '@mui/material';
import { useShoppingBrowser } from './useShoppingBrowser';
import { ShoppingViewCompact } from './ShoppingViewCompact';

/** /new/earn/shopping: the shop home's state of /shopping (useShoppingBrowser) in its compact view. */
export default function ShoppingPageCompact() {
  const props = useShoppingBrowser();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <ShoppingViewCompact {...props} />
    </Container>
  );
}
