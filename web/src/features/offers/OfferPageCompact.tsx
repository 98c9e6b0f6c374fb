import { Button, Container } from '@mui/material';
import { useParams } from 'react-router-dom';
import { AppLink } from '../../../components/AppLink';
import { NewEmpty, NewError, NewLoading } from '../../../components/newDesign/NewStates';
import { errorMessage } from '../../../lib/api';
import { useOfferScreen } from '../useOfferScreen';
import { NewOfferView } from './NewOfferView';
import { NEW_OFFER_WALL_PATH } from './paths';

/** /new/earn/offer/:id: the same calls and start (useStartOffer: PleaseSignUp, OfferQR) as /offers/:id. */
export default function NewOfferPage() {
  const { id = '' } = useParams();
  const { query, view, notFound } = useOfferScreen(id);

  let content;
  if (view) content = <NewOfferView {...view} />;
  else if (notFound)
    content = (
      <NewEmpty action={<Button component={AppLink} to={NEW_OFFER_WALL_PATH} variant="contained" color="secondary">Browse offers</Button>}>
        This offer is no longer available
      </NewEmpty>
    );
  else if (query.isError) content = <NewError message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  else content = <NewLoading label="Loading offer" count={2} height={260} />;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      {content}
    </Container>
  );
}
