/** PleaseSignUp: shown when a visitor tries something that needs an account (docs/product.md "Who can do what"). */
import { useLocation } from 'react-router-dom';
import { Button, Stack, Typography } from '@mui/material';
import FlightTakeoffIcon from '@mui/icons-material/FlightTakeoff';
import { MSG } from '@pilotmiles/core';
import { AppLink } from '../AppLink';
import type { ModalProps } from './modalStore';
import { PromptDialog } from './PromptDialog';

export default function PleaseSignUpModal({ open, onClose }: ModalProps<'PleaseSignUp'>) {
  // Signed up (and verified) or signed in, they come back to this page (docs/product.md "The members' loop").
  const { pathname, search } = useLocation();
  const fromState = { from: pathname + search };
  return (
    <PromptDialog
      open={open}
      onClose={onClose}
      id="please-sign-up"
      icon={<FlightTakeoffIcon color="secondary" sx={{ fontSize: 48 }} aria-hidden />}
      title={MSG.readyForTakeoff}
    >
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {MSG.signInToUnlock}. New members get a $5 welcome bonus.
      </Typography>
      <Stack spacing={1.5}>
        <Button
          component={AppLink}
          to="/auth/signup"
          state={fromState}
          onClick={onClose}
          variant="contained"
          color="secondary"
          size="large"
        >
          Create Account
        </Button>
        <Button component={AppLink} to="/auth/signin" state={fromState} onClick={onClose} size="large">
          I already have an account: Sign in
        </Button>
      </Stack>
    </PromptDialog>
  );
}
