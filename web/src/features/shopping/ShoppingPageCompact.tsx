import { Container } from '@mui/material';
import { useShoppingBrowser } from '../useShoppingBrowser';
import { NewShoppingView } from './NewShoppingView';

/** /new/earn/shopping: the shop home's state of /shopping (useShoppingBrowser) in the new view. */
export default function NewShoppingPage() {
  const props = useShoppingBrowser();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <NewShoppingView {...props} />
    </Container>
  );
}
