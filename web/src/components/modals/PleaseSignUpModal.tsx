/** PleaseSignUp: shown when a visitor tries something that needs an account (SPEC §6). */
import { Button, Dialog, DialogContent, IconButton, Stack, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import FlightTakeoffIcon from '@mui/icons-material/FlightTakeoff';
import { MSG } from '@pilotmiles/core';
import { AppLink } from '../AppLink';
import type { ModalProps } from './ModalHost';

export default function PleaseSignUpModal({ open, onClose }: ModalProps) {
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="please-sign-up-title">
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent sx={{ textAlign: 'center', pt: 5, pb: 4 }}>
        <FlightTakeoffIcon color="secondary" sx={{ fontSize: 48 }} aria-hidden />
        <Typography id="please-sign-up-title" variant="h5" component="h2" sx={{ mt: 2 }}>
          {MSG.readyForTakeoff}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
          {MSG.signInToUnlock}. New members get a $5 welcome bonus.
        </Typography>
        <Stack spacing={1.5}>
          <Button component={AppLink} to="/auth/signup" onClick={onClose} variant="contained" color="secondary" size="large">
            Create Account
          </Button>
          <Button component={AppLink} to="/auth/signin" onClick={onClose} size="large">
            I already have an account: Sign in
          </Button>
        </Stack>
      </DialogContent>
    </Dialog>
  );
}
