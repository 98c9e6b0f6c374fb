import { Card, CardContent, Stack, Typography } from '@mui/material';
import { useSession } from '../../lib/session';
import { ProfileLayout } from '../../components/layout/profile/ProfileLayout';
import { useCopyReferralCode } from '../../lib/useCopyReferralCode';
import { AccountDetails } from './account/AccountDetails';
import { AccountSettingsForm } from './account/AccountSettingsForm';
import { useSaveProfile } from './account/useSaveProfile';
import { SettingsSections } from './account/SettingsSections';

/**
 * /profile/account-settings, the one settings page (/profile and /profile/settings lead here):
 * display name and picture (PATCH /users), the account's details, then password, time zone and
 * signing out.
 */
export default function AccountSettingsPage() {
  const session = useSession();
  const user = session.user!; // RequireAuth renders this page only with a record
  const copyReferral = useCopyReferralCode();
  const onSubmit = useSaveProfile();

  const initial = { displayName: user.display_name, imageUrl: user.profile_image_url ?? '' };
  return (
    <ProfileLayout title="Account Settings">
      <Stack spacing={3}>
        <Card>
          <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
            <Typography variant="h6" component="h2" sx={{ mb: 2.5 }}>
              Profile
            </Typography>
            {/* Saved values are the form's starting point: a new record starts it afresh. */}
            <AccountSettingsForm
              key={`${initial.displayName}\n${initial.imageUrl}`}
              initial={initial}
              email={user.email}
              onSubmit={onSubmit}
            />
          </CardContent>
        </Card>
        <Card>
          <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
            <Typography variant="h6" component="h2" sx={{ mb: 2.5 }}>
              Account
            </Typography>
            <AccountDetails user={user} onCopyReferral={copyReferral} />
          </CardContent>
        </Card>
        <SettingsSections />
      </Stack>
    </ProfileLayout>
  );
}
