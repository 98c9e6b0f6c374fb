/**
 * The waitlist of a feature not released yet (CommingSoon in docs/product.md "Modals"): an
 * email (the member's, when signed in), 'Invalid email address' under it when it is not one,
 * 'Keep Me Posted' busy while sending; then it always closes with 'You are on the waitlist', after
 * 'Failed to join waitlist' when the call failed.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { Box, TextField, Typography } from '@mui/material';
import GroupsIcon from '@mui/icons-material/Groups';
import { WAITLIST_MSG, waitlistEmail, waitlistPrompt, type WaitlistFeature } from '@pilotmiles/core';
import { BusyButton } from '../../../components/BusyButton';
import { PromptDialog } from '../../../components/modals/PromptDialog';
import type { ModalProps } from '../../../components/modals/modalStore';
import { useSession } from '../../../lib/session';
import { useToast } from '../../../lib/toast';
import { joinWaitlist } from '../teamApi';

export default function WaitlistModal({ open, onClose, feature = 'crew' }: ModalProps<'CommingSoon'>) {
  const { user } = useSession();
  return <WaitlistDialog open={open} onClose={onClose} feature={feature} initialEmail={user?.email ?? ''} />;
}

export interface WaitlistDialogProps {
  open: boolean;
  onClose: () => void;
  feature: WaitlistFeature;
  initialEmail: string;
}

export function WaitlistDialog({ open, onClose, feature, initialEmail }: WaitlistDialogProps) {
  const toast = useToast();
  const id = useId();
  const [email, setEmail] = useState(initialEmail);
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  // A second press before React re-renders must not send again.
  const sending = useRef(false);
  const parsed = waitlistEmail.safeParse(email);
  const invalid = checked && !parsed.success;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    setChecked(true);
    if (!parsed.success) return;
    sending.current = true;
    setBusy(true);
    try {
      await joinWaitlist({ email: parsed.data, feature });
    } catch {
      toast.error(WAITLIST_MSG.failed);
    }
    // It always closes and says so, whatever the call did: the address matters less than a stuck modal.
    setBusy(false);
    onClose();
    toast.success(WAITLIST_MSG.joined);
  };

  return (
    <PromptDialog
      open={open}
      onClose={() => {
        if (!busy) onClose();
      }}
      id="waitlist"
      icon={<GroupsIcon color="secondary" sx={{ fontSize: 48 }} aria-hidden />}
      title={WAITLIST_MSG.title}
    >
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {waitlistPrompt(feature)}
      </Typography>
      <Box component="form" noValidate onSubmit={(e) => void submit(e)} sx={{ display: 'grid', gap: 2, textAlign: 'left' }}>
        <TextField
          id={`${id}-email`}
          label={WAITLIST_MSG.emailLabel}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          onBlur={() => setChecked(email.trim() !== '')}
          error={invalid}
          helperText={invalid ? WAITLIST_MSG.invalidEmail : ' '}
          disabled={busy}
          autoFocus={!initialEmail}
          fullWidth
        />
        <BusyButton type="submit" variant="contained" color="secondary" size="large" busy={busy} busyLabel={WAITLIST_MSG.submitting}>
          {WAITLIST_MSG.submit}
        </BusyButton>
      </Box>
    </PromptDialog>
  );
}
