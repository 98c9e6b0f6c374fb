/**
 * SkipStartEarning (docs/product.md "Modals"): leaving /start-earning for the
 * dashboard, or staying on the starter offers.
 */
import { Button, Stack, Typography } from '@mui/material';
import FlightLandIcon from '@mui/icons-material/FlightLand';
import { AppLink } from '../../../components/AppLink';
import type { ModalProps } from '../../../components/modals/modalStore';
import { PromptDialog } from '../../../components/modals/PromptDialog';

export default function SkipStartEarningModal({ open, onClose }: ModalProps<'SkipStartEarning'>) {
  return (
    <PromptDialog
      open={open}
      onClose={onClose}
      id="skip-start-earning"
      icon={<FlightLandIcon color="secondary" sx={{ fontSize: 44 }} aria-hidden />}
      title="Skip the starter offers?"
    >
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        These offers are the quickest way to your first PilotMiles. You can always find them again under Earn.
      </Typography>
      <Stack spacing={1.5}>
        <Button onClick={onClose} variant="contained" color="secondary" size="large">
          Keep going
        </Button>
        <Button component={AppLink} to="/dashboard" onClick={onClose} size="large">
          Go to my dashboard
        </Button>
      </Stack>
    </PromptDialog>
  );
}
