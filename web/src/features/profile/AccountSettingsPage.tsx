import { Card, CardContent, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import type { UpdateUserBody, User } from '@pilotmiles/core';
import { useSession } from '../../lib/session';
import { ApiError, api, errorMessage } from '../../lib/api';
import { useToast } from '../../lib/toast';
import { ProfileLayout } from '../../components/layout/profile/ProfileLayout';
import { useCopyReferralCode } from '../../lib/useCopyReferralCode';
import { AccountDetails } from './account/AccountDetails';
import { AccountSettingsForm, type FieldError } from './account/AccountSettingsForm';
import { API_FIELDS, fieldMessage } from './account/profileForm';

/** /profile/account-settings: edit display name and picture (PATCH /users); see the rest. */
export default function AccountSettingsPage() {
  const session = useSession();
  const user = session.user!; // RequireAuth renders this page only with a record
  const toast = useToast();
  const copyReferral = useCopyReferralCode();
  const save = useMutation({
    mutationFn: (body: UpdateUserBody) => api<User>('/users', { method: 'PATCH', body }),
  });

  const onSubmit = async (changes: UpdateUserBody): Promise<FieldError | void> => {
    try {
      await save.mutateAsync(changes);
    } catch (err) {
      const field = err instanceof ApiError && err.status === 400 && err.field ? API_FIELDS[err.field] : undefined;
      if (field) return { field, message: fieldMessage(errorMessage(err)) };
      toast.error(errorMessage(err));
      return;
    }
    toast.success('Profile updated');
    await session.refreshUser();
  };

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
      </Stack>
    </ProfileLayout>
  );
}
