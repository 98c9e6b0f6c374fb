import { Container } from '@mui/material';
import { useParams } from 'react-router-dom';
import { ErrorState } from '../../components/feedback/ErrorState';
import { ApiError, errorMessage } from '../../lib/api';
import { BrandNotFound, BrandSkeleton } from './BrandStates';
import { BrandView } from './BrandView';
import { useBrandScreen } from './useBrandScreen';

export { CLAIM_SENT_TEXT } from './useBrandScreen';

/**
 * /shopping/brand/:brandId (GET /shopping/v2/{brand}: public, with the member's activity when
 * signed in). The member's claim may name this store or another they activated (from their
 * cashback, GET /shopping/dashboard); this one is preselected.
 */
export default function BrandPage() {
  const { brandId = '' } = useParams();
  const { query, signedIn, activation, claim } = useBrandScreen(brandId);

  let content;
  if (query.data) content = <BrandView page={query.data} signedIn={signedIn} activation={activation} claim={claim} />;
  else if (query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400))
    content = <BrandNotFound />;
  else if (query.isError)
    content = <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  else content = <BrandSkeleton />;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2.5, md: 4 } }}>
      {content}
    </Container>
  );
}
