/** Local emulator only: the Google account chooser the Auth emulator would show (see flows.ts). */
import { useState, type FormEvent } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import type { EmulatorGoogleAccount } from './flows';

interface Props {
  open: boolean;
  onChoose: (account: EmulatorGoogleAccount) => void;
  onClose: () => void;
}

export function EmulatorGoogleChooser({ open, onChoose, onClose }: Props) {
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const valid = /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim());
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) onChoose({ email, name });
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="emulator-google-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="emulator-google-title">Sign in with a test Google account</DialogTitle>
        <DialogContent>
          <Alert severity="info" sx={{ mb: 2 }}>
            Local emulator: Google's window needs the internet, so pick any Google identity here. A new address creates
            a new account.
          </Alert>
          <Stack spacing={2}>
            <TextField
              label="Google email"
              type="email"
              autoFocus
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
            <TextField label="Name on the Google account" value={name} onChange={(e) => setName(e.target.value)} />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={!valid}>
            Continue as this account
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
