import { Container } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../lib/session';
import { useToast } from '../../lib/toast';
import { loadState } from '../../lib/loadState';
import { InProgressView } from './InProgressView';
import { offerKeys, submitMissingCredit, useOfferActivity } from './offersApi';

/** /offers/in-progress (signed in): GET swaarm/offers_events; claims POST swaarm/offers/missing-credit. */
export default function InProgressPage() {
  const query = useOfferActivity();
  const uid = useSession().user?.uid;
  const queryClient = useQueryClient();
  const toast = useToast();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2.5, md: 4 } }}>
      <InProgressView
        {...loadState(query)}
        activities={query.data}
        onClaim={async (body) => {
          await submitMissingCredit(body);
          toast.success('Claim sent. We will check it with the partner.');
          await queryClient.invalidateQueries({ queryKey: offerKeys.activity(uid) });
        }}
      />
    </Container>
  );
}
