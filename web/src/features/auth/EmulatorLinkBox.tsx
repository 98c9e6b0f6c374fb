import { useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import TerminalIcon from '@mui/icons-material/Terminal';
import { usingEmulators } from '../../lib/firebase';
import { newestOobCode, type OobCode, type OobKind } from './emulatorOobCodes';

interface Props {
  email: string;
  kind: OobKind;
  /** Button text, e.g. 'Open the verification link'. */
  action: string;
  onFound: (code: OobCode) => void;
}

/**
 * Dev-only shortcut shown against the local emulators, where no e-mail is ever delivered: it
 * fetches the newest link the Auth emulator generated for this address and follows it.
 */
export function EmulatorLinkBox({ email, kind, action, onFound }: Props) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  if (!usingEmulators) return null;

  const open = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const code = await newestOobCode(email, kind);
      if (code) return onFound(code);
      setProblem(`The emulator has no link for ${email} yet.`);
    } catch {
      setProblem('Could not reach the Auth emulator.');
    }
    setBusy(false);
  };

  return (
    <Box sx={{ mt: 3, p: 2, border: '1px dashed', borderColor: 'warning.main', borderRadius: 2, bgcolor: '#fffbeb' }}>
      <Typography variant="subtitle2" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <TerminalIcon fontSize="small" aria-hidden /> Local emulator: {action.toLowerCase()}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 1.5 }}>
        No e-mail is delivered locally. This box only shows against the emulators.
      </Typography>
      <Button size="small" variant="outlined" color="inherit" onClick={() => void open()} disabled={busy}>
        {busy ? 'Looking…' : action}
      </Button>
      {problem && (
        <Typography variant="body2" color="error" sx={{ mt: 1 }} role="alert">
          {problem}
        </Typography>
      )}
    </Box>
  );
}
