import { Container } from '@mui/material';
import { useSession } from '../../lib/session';
import { useCopyReferralCode } from '../../lib/useCopyReferralCode';
import { useSaveProfile } from './account/useSaveProfile';
import { AccountSettingsViewCompact } from './AccountSettingsViewCompact';

/** /new/profile/account-settings (members; PATCH /users), on the classic page's save hook. */
export default function AccountSettingsPageCompact() {
  const user = useSession().user!; // RequireAuth renders this page only with a record
  const onSubmit = useSaveProfile();
  const copyReferral = useCopyReferralCode();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2.5, md: 4 } }}>
      <AccountSettingsViewCompact user={user} onSubmit={onSubmit} onCopyReferral={copyReferral} />
    </Container>
  );
}
