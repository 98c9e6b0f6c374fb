import { Button, Container } from '@mui/material';
import { useParams } from 'react-router-dom';
import { AppLink } from '../../components/AppLink';
import { CardSkeletons, EmptyCard, ErrorCard } from '../../components/feedback/CardStates';
import { errorMessage } from '../../lib/api';
import { useOfferScreen } from './useOfferScreen';
import { OfferViewCompact } from './OfferViewCompact';
import { NEW_OFFER_WALL_PATH } from './newPaths';

/** /new/earn/offer/:id: the same calls and start (useStartOffer: PleaseSignUp, OfferQR) as /offers/:id. */
export default function OfferPageCompact() {
  const { id = '' } = useParams();
  const { query, view, notFound } = useOfferScreen(id);

  let content;
  if (view) content = <OfferViewCompact {...view} />;
  else if (notFound)
    content = (
      <EmptyCard
        title="This offer is no longer available"
        action={<Button component={AppLink} to={NEW_OFFER_WALL_PATH} variant="contained" color="secondary">Browse offers</Button>}
      />
    );
  else if (query.isError) content = <ErrorCard message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  else content = <CardSkeletons label="Loading offer" count={2} height={260} />;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      {content}
    </Container>
  );
}
