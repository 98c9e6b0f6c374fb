import { Container } from '@mui/material';
import { useParams } from 'react-router-dom';
import { ErrorState } from '../../components/feedback/ErrorState';
import { errorMessage } from '../../lib/api';
import { useOfferScreen } from './useOfferScreen';
import { OfferNotFound } from './OfferNotFound';
import { OfferSkeleton } from './OfferSkeleton';
import { OfferView } from './OfferView';

/** /offers/:id (GET swaarm/offers/{id}, public); a member also sees their status per step. */
export default function OfferPage() {
  const { id = '' } = useParams();
  const { query, view, notFound } = useOfferScreen(id);

  let content;
  if (view) content = <OfferView {...view} />;
  else if (notFound)
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
