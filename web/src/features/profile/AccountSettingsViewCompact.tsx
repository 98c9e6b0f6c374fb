import { Box, Button, Paper, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import type { UpdateUserBody, User } from '@pilotmiles/core';
import { AppLink } from '../../components/AppLink';
import { PageHeader } from '../../components/PageHeader';
import { raisedCardSx } from '../../components/cardSx';
import { UserAvatar } from '../../components/UserAvatar';
import { displayNameOf } from '../../lib/displayName';
import { AccountDetails } from './account/AccountDetails';
import { AccountSettingsForm, type FieldError } from './account/AccountSettingsForm';

export interface AccountSettingsViewCompactProps {
  user: Pick<User, 'display_name' | 'email' | 'profile_image_url' | 'email_verified' | 'referral_code' | 'created_at'>;
  onSubmit: (changes: UpdateUserBody) => Promise<FieldError | void>;
  onCopyReferral: (code: string) => void;
}

/** /new/profile/account-settings: the same form and validation as the classic page, in /new cards. */
export function AccountSettingsViewCompact({ user, onSubmit, onCopyReferral }: AccountSettingsViewCompactProps) {
  const initial = { displayName: user.display_name, imageUrl: user.profile_image_url ?? '' };
  const name = displayNameOf(user);
  return (
    <Box>
      <Button component={AppLink} to="/new/profile/menu" startIcon={<ArrowBackIcon />} sx={{ minHeight: 44, mb: 1, fontWeight: 700 }}>
        Profile
      </Button>
      <PageHeader title="Account settings" />
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' }, alignItems: 'start' }}>
        <Paper component="section" aria-labelledby="new-settings-profile" sx={{ ...raisedCardSx, p: { xs: 2.5, sm: 3 } }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2.5 }}>
            <UserAvatar name={name} imageUrl={user.profile_image_url} size={56} />
            <Typography id="new-settings-profile" component="h2" sx={{ fontWeight: 900, fontSize: 20 }}>
              Your profile
            </Typography>
          </Box>
          {/* Saved values are the form's starting point: a new record starts it afresh. */}
          <AccountSettingsForm key={`${initial.displayName}\n${initial.imageUrl}`} initial={initial} email={user.email} onSubmit={onSubmit} />
        </Paper>
        <Paper component="section" aria-labelledby="new-settings-account" sx={{ ...raisedCardSx, p: { xs: 2.5, sm: 3 } }}>
          <Typography id="new-settings-account" component="h2" sx={{ fontWeight: 900, fontSize: 20, mb: 2 }}>
            Account
          </Typography>
          <AccountDetails user={user} onCopyReferral={onCopyReferral} />
        </Paper>
      </Box>
    </Box>
  );
}
