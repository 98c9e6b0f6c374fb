import { useId, useMemo, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import type { Sweepstake, SweepstakeDraw } from '@pilotmiles/core';
import { errorMessage } from '../../lib/api';
import { DrawProofView, type Verification } from './DrawProofView';
import { useDrawProof } from './sweepstakesApi';
import { usePhone } from './usePhone';
import { checkDraw } from './verify';

export type DrawnSweepstake = Sweepstake & { draw: SweepstakeDraw };

/** The draw's facts and its check, fetched (GET /sweepstakes/{id}/draw) when Verify is pressed. */
export function DrawVerify({ sweepstake }: { sweepstake: DrawnSweepstake }) {
  const [asked, setAsked] = useState(false);
  const proof = useDrawProof(sweepstake.id, asked);
  const checks = useMemo(() => (proof.data ? checkDraw(sweepstake, proof.data) : null), [sweepstake, proof.data]);
  const verification: Verification = checks
    ? { status: 'done', checks }
    : proof.isError
      ? { status: 'error', message: errorMessage(proof.error) }
      : asked
        ? { status: 'loading' }
        : { status: 'idle' };
  const onVerify = () => {
    if (!asked) setAsked(true);
    else void proof.refetch();
  };
  return <DrawProofView sweepstake={sweepstake} verification={verification} onVerify={onVerify} />;
}

/** 'How this draw was picked' of an ended sweepstake; the whole screen on a phone (long hashes). */
export function DrawDialog({ sweepstake, open, onClose }: { sweepstake: DrawnSweepstake; open: boolean; onClose: () => void }) {
  const titleId = useId();
  const phone = usePhone();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md" fullScreen={phone} scroll="paper">
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        How this draw was picked
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
          {sweepstake.title}
        </Typography>
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent dividers>
        <DrawVerify sweepstake={sweepstake} />
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
