import { Container } from '@mui/material';
import { openModal } from '../../components/modals/modalStore';
import { useSession } from '../../lib/session';
import { useCopyReferralCode } from '../../lib/useCopyReferralCode';
import { loadState } from '../../lib/loadState';
import { useReferrals } from './teamApi';
import { TeamView } from './TeamView';
import { useInviteActions } from './useInviteActions';

/**
 * /team (signed-in; GET /users/referrals): the Crew waitlist, the member's code and invite link,
 * and the friends who joined with it (docs/referrals.md).
 */
export default function TeamPage() {
  const { user } = useSession();
  const query = useReferrals(user?.uid);
  const copyCode = useCopyReferralCode();
  const { copyLink, share } = useInviteActions();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2.5, md: 4 } }}>
      <TeamView
        {...loadState(query)}
        summary={query.data}
        onJoinWaitlist={() => openModal('CommingSoon', { feature: 'crew' })}
        onCopyCode={copyCode}
        onCopyLink={copyLink}
        onShare={share}
      />
    </Container>
  );
}
