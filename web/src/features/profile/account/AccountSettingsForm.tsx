import { useState, type FormEvent } from 'react';
import { Box, Button, IconButton, InputAdornment, Stack, TextField, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { LIMITS, fallbackDisplayName, type UpdateUserBody } from '@pilotmiles/core';
import { UserAvatar } from '../../../components/UserAvatar';
import { isHttpUrl, profileChanges, validateProfile, type ProfileErrors, type ProfileField, type ProfileValues } from './profileForm';

export interface FieldError {
  field: ProfileField;
  message: string;
}

interface Props {
  initial: ProfileValues;
  email: string;
  /** Saves the changes; resolves with the server's complaint about a field, if any. */
  onSubmit: (changes: UpdateUserBody) => Promise<FieldError | void>;
}

/**
 * Display name and profile picture. Save stays disabled until something changed, while anything
 * is invalid, and while saving. The avatar previews the picture as it is typed.
 */
export function AccountSettingsForm({ initial, email, onSubmit }: Props) {
  const [values, setValues] = useState(initial);
  const [serverErrors, setServerErrors] = useState<ProfileErrors>({});
  const [busy, setBusy] = useState(false);

  const localErrors = validateProfile(values);
  const errors: ProfileErrors = { ...serverErrors, ...localErrors };
  const changes = profileChanges(initial, values);
  const pristine = Object.keys(changes).length === 0;
  const invalid = Object.keys(localErrors).length > 0;

  const set = (field: ProfileField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setServerErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pristine || invalid || busy) return;
    setBusy(true);
    try {
      const problem = await onSubmit(changes);
      if (problem) setServerErrors({ [problem.field]: problem.message });
    } finally {
      setBusy(false);
    }
  };

  const url = values.imageUrl.trim();
  const previewName = values.displayName.trim() || fallbackDisplayName(email);
  // Only show an error once the person has typed something different from what was saved.
  const shown = (field: ProfileField) => (values[field] !== initial[field] || serverErrors[field] ? errors[field] : undefined);

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Profile">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { xs: 'center', sm: 'flex-start' } }}>
        <Box sx={{ textAlign: 'center', flexShrink: 0 }}>
          <UserAvatar name={previewName} imageUrl={isHttpUrl(url) ? url : null} size={96} />
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
            Preview
          </Typography>
        </Box>
        <Stack spacing={2.5} sx={{ flex: 1, width: '100%' }}>
          <TextField
            label="Display name"
            name="display_name"
            value={values.displayName}
            onChange={(e) => set('displayName', e.target.value)}
            error={!!shown('displayName')}
            helperText={shown('displayName') ?? `Shown on your profile. Up to ${LIMITS.displayName} characters.`}
            required
          />
          <TextField
            label="Profile image URL"
            name="profile_image_url"
            type="url"
            placeholder="https://…"
            value={values.imageUrl}
            onChange={(e) => set('imageUrl', e.target.value)}
            error={!!shown('imageUrl')}
            helperText={shown('imageUrl') ?? 'A link to a picture of you. Leave empty to show your initials.'}
            slotProps={{
              input: {
                endAdornment: values.imageUrl ? (
                  <InputAdornment position="end">
                    <IconButton aria-label="Clear image URL" edge="end" onClick={() => set('imageUrl', '')}>
                      <CloseIcon fontSize="small" />
                    </IconButton>
                  </InputAdornment>
                ) : undefined,
              },
            }}
          />
          <Box>
            <Button type="submit" variant="contained" disabled={pristine || invalid || busy} loading={busy}>
              Save changes
            </Button>
          </Box>
        </Stack>
      </Stack>
    </Box>
  );
}
