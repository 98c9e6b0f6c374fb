import { Container } from '@mui/material';
import type { OfferCategory } from '@pilotmiles/core';
import { useSession } from '../../../lib/session';
import { useOfferBrowser } from '../useOfferBrowser';
import { NewOffersWallView } from './NewOffersWallView';

/** The wall with its filter state (useOfferBrowser, as /offers), preset to a category or none. */
function NewOffersWall({ category }: { category: OfferCategory | null }) {
  const { filterBar, list } = useOfferBrowser(category);
  const { status, user } = useSession();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <NewOffersWallView category={category} filterBar={filterBar} {...list} signedIn={status === 'signedIn' && !!user} />
    </Container>
  );
}

// A new category is a new page: `key` gives it fresh filters.
/** /new/earn/offer. */
export default function NewOffersWallPage() {
  return <NewOffersWall key="all" category={null} />;
}
/** /new/earn/play-game. */
export const PlayGamePage = () => <NewOffersWall key="Games" category="Games" />;
/** /new/earn/try-apps. */
export const TryAppsPage = () => <NewOffersWall key="TryNewApp" category="TryNewApp" />;
/** /new/earn/services. */
export const ServicesPage = () => <NewOffersWall key="Apps" category="Apps" />;
/** /new/earn/book (travel). */
export const BookPage = () => <NewOffersWall key="Travel" category="Travel" />;
