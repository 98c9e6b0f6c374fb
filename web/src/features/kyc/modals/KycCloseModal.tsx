/**
 * KYCClose (docs/product.md "Modals", docs/kyc.md): the member is leaving identity verification
 * before finishing it. Nothing is lost: the provider keeps the session, and 'Start verification'
 * resumes it later.
 */
import { Button, Stack, Typography } from '@mui/material';
import VerifiedUserOutlinedIcon from '@mui/icons-material/VerifiedUserOutlined';
import { AppLink } from '../../../components/AppLink';
import type { ModalProps } from '../../../components/modals/modalStore';
import { PromptDialog } from '../../../components/modals/PromptDialog';

export default function KycCloseModal({ open, onClose, next = '/rewards', onContinue }: ModalProps<'KYCClose'>) {
  return (
    <PromptDialog
      open={open}
      onClose={onClose}
      id="kyc-close"
      icon={<VerifiedUserOutlinedIcon color="secondary" sx={{ fontSize: 44 }} aria-hidden />}
      title="Leave verification?"
    >
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        Your identity check is not finished yet. You can leave now and finish it later, right where you stopped. Until
        then, cash rewards and larger redemptions stay locked.
      </Typography>
      <Stack spacing={1.5}>
        <Button
          onClick={() => {
            onClose();
            onContinue?.();
          }}
          variant="contained"
          color="secondary"
          size="large"
        >
          Continue verification
        </Button>
        <Button component={AppLink} to={next} onClick={onClose} size="large">
          Leave
        </Button>
      </Stack>
    </PromptDialog>
  );
}
