import { Button, Container } from '@mui/material';
import { useParams } from 'react-router-dom';
import { AppLink } from '../../components/AppLink';
import { CardSkeletons, EmptyCard, ErrorCard } from '../../components/feedback/CardStates';
import { ApiError, errorMessage } from '../../lib/api';
import { useBrandScreen } from './useBrandScreen';
import { NEW_SHOPPING_PATH, BrandViewCompact } from './BrandViewCompact';

/** /new/earn/shopping/:id: the store state of /shopping/brand/:id (useBrandScreen, useActivateBrand). */
export default function BrandPageCompact() {
  const { id = '' } = useParams();
  const { query, signedIn, activation, claim } = useBrandScreen(id);
  let content;
  if (query.data) content = <BrandViewCompact page={query.data} signedIn={signedIn} activation={activation} claim={claim} />;
  else if (query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400))
    content = (
      <EmptyCard
        title="This store is not available"
        action={<Button component={AppLink} to={NEW_SHOPPING_PATH} variant="contained" color="secondary">Browse stores</Button>}
      />
    );
  else if (query.isError) content = <ErrorCard message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  else content = <CardSkeletons label="Loading store" count={2} height={260} />;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      {content}
    </Container>
  );
}
