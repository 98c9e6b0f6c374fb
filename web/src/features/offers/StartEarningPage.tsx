import { Container } from '@mui/material';
import { openModal } from '../../components/modals/modalStore';
import { useSession } from '../../lib/session';
import { useStartEarningOffers } from './offersApi';
import { StartEarningView } from './StartEarningView';
import { useOfferBrowser } from './useOfferBrowser';

/** /start-earning and /start-earning_v1. */
export default function StartEarningPage() {
  const { filterBar, list } = useOfferBrowser(null);
  const featured = useStartEarningOffers();
  const { status, user } = useSession();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2.5, md: 4 } }}>
      <StartEarningView
        // A failed featured list only hides its section: the full listing below says what failed.
        featured={featured.data ?? []}
        onSkip={() => openModal('SkipStartEarning')}
        filterBar={filterBar}
        {...list}
        signedIn={status === 'signedIn' && !!user}
      />
    </Container>
  );
}
