import { Container } from '@mui/material';
import { useParams } from 'react-router-dom';
import { ErrorState } from '../../components/feedback/ErrorState';
import { ApiError, errorMessage } from '../../lib/api';
import { useSession } from '../../lib/session';
import { OfferNotFound } from './OfferNotFound';
import { OfferSkeleton } from './OfferSkeleton';
import { OfferView } from './OfferView';
import { useOffer, useOfferActivity } from './offersApi';
import { useStartOffer } from './useStartOffer';

/** /offers/:id (GET swaarm/offers/{id}, public); a member also sees their status per step. */
export default function OfferPage() {
  const { id = '' } = useParams();
  const query = useOffer(id);
  const activity = useOfferActivity();
  const { status, user } = useSession();
  const startOffer = useStartOffer(query.data);

  let content;
  if (query.data)
    content = (
      <OfferView
        offer={query.data}
        activity={activity.data?.find((a) => a.offer_id === id) ?? null}
        signedIn={status === 'signedIn' && !!user}
        starting={startOffer.starting}
        startError={startOffer.error}
        onStart={startOffer.start}
      />
    );
  else if (query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400))
    content = <OfferNotFound />;
  else if (query.isError)
    content = <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  else content = <OfferSkeleton />;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2.5, md: 4 } }}>
      {content}
    </Container>
  );
}
