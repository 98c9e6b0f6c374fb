import { Container } from '@mui/material';
import type { OfferCategory } from '@pilotmiles/core';
import { useSession } from '../../lib/session';
import { useOfferBrowser } from './useOfferBrowser';
import { OffersViewCompact } from './OffersViewCompact';

/** The wall with its filter state (useOfferBrowser, as /offers), preset to a category or none. */
function Wall({ category }: { category: OfferCategory | null }) {
  const { filterBar, list } = useOfferBrowser(category);
  const { status, user } = useSession();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <OffersViewCompact category={category} filterBar={filterBar} {...list} signedIn={status === 'signedIn' && !!user} />
    </Container>
  );
}

// A new category is a new page: `key` gives it fresh filters.
/** /new/earn/offer. */
export default function OffersPageCompact() {
  return <Wall key="all" category={null} />;
}
/** /new/earn/play-game. */
export const PlayGamePage = () => <Wall key="Games" category="Games" />;
/** /new/earn/try-apps. */
export const TryAppsPage = () => <Wall key="TryNewApp" category="TryNewApp" />;
/** /new/earn/services. */
export const ServicesPage = () => <Wall key="Apps" category="Apps" />;
/** /new/earn/book (travel). */
export const BookPage = () => <Wall key="Travel" category="Travel" />;
