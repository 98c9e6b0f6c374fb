import { Container } from '@mui/material';
import { NewSkeletons } from '../../../components/newDesign/NewParts';
import { chooseDesign } from '../../../lib/design';
import { useSession } from '../../../lib/session';
import { useSignOut } from '../../../lib/useSignOut';
import { useCopyReferralCode } from '../../../lib/useCopyReferralCode';
import { ProfileMenuView } from './ProfileMenuView';

/** /new/profile/menu: a member's menu (the bottom navigation's Profile); a visitor's way in. */
export default function ProfileMenuPage() {
  const { status, user } = useSession();
  const signOut = useSignOut();
  const invite = useCopyReferralCode();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 2.5, md: 4 } }}>
      {status === 'loading' ? (
        <NewSkeletons label="Loading your profile" count={2} height={160} />
      ) : (
        <ProfileMenuView
          user={status === 'signedIn' && user ? user : null}
          onInvite={invite}
          onClassic={() => chooseDesign('classic')}
          onSignOut={() => void signOut()}
        />
      )}
    </Container>
  );
}
