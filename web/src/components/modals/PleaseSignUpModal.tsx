/** PleaseSignUp: shown when a visitor tries something that needs an account (docs/product.md "Who can do what"). */
import { Button, Stack, Typography } from '@mui/material';
import FlightTakeoffIcon from '@mui/icons-material/FlightTakeoff';
import { MSG } from '@pilotmiles/core';
import { AppLink } from '../AppLink';
import type { ModalProps } from './modalStore';
import { PromptDialog } from './PromptDialog';

export default function PleaseSignUpModal({ open, onClose }: ModalProps<'PleaseSignUp'>) {
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
          onClick={onClose}
          variant="contained"
          color="secondary"
          size="large"
        >
          Create Account
        </Button>
        <Button component={AppLink} to="/auth/signin" onClick={onClose} size="large">
          I already have an account: Sign in
        </Button>
      </Stack>
    </PromptDialog>
  );
}
