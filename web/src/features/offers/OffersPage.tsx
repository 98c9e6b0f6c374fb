import { Container } from '@mui/material';
import { useSearchParams } from 'react-router-dom';
import { parseOfferCategory } from '@pilotmiles/core';
import { useSession } from '../../lib/session';
import { OffersView } from './OffersView';
import { useOfferBrowser } from './useOfferBrowser';

/** /offers?category= (docs/product.md "Earning pages"); the category is read case-insensitively. */
export default function OffersPage() {
  const [params] = useSearchParams();
  const category = parseOfferCategory(params.get('category'));
  const { filterBar, list } = useOfferBrowser(category);
  const { status, user } = useSession();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2.5, md: 4 } }}>
      <OffersView filterBar={filterBar} {...list} signedIn={status === 'signedIn' && !!user} />
    </Container>
  );
}
