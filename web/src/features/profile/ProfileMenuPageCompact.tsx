import { Container } from '@mui/material';
import { CardSkeletons } from '../../components/feedback/CardStates';
import { chooseDesign } from '../../lib/design';
import { useSession } from '../../lib/session';
import { useSignOut } from '../../lib/useSignOut';
import { useCopyReferralCode } from '../../lib/useCopyReferralCode';
import { ProfileMenuViewCompact } from './ProfileMenuViewCompact';

/** /new/profile/menu: a member's menu (the bottom navigation's Profile); a visitor's way in. */
export default function ProfileMenuPageCompact() {
  const { status, user } = useSession();
  const signOut = useSignOut();
  const invite = useCopyReferralCode();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 2.5, md: 4 } }}>
      {status === 'loading' ? (
        <CardSkeletons label="Loading your profile" count={2} height={160} />
      ) : (
        <ProfileMenuViewCompact
          user={status === 'signedIn' && user ? user : null}
          onInvite={invite}
          onClassic={() => chooseDesign('classic')}
          onSignOut={() => void signOut()}
        />
      )}
    </Container>
  );
}
