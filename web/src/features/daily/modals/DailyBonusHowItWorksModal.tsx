/** DailyBonusHowItWorks: the bonus rules, worded from the live config. */
import { Button, Stack } from '@mui/material';
import { openModal, type ModalProps } from '../../../components/modals/modalStore';
import { DailyDialog } from '../DailyDialog';
import { useBonusConfig } from '../dailyApi';
import { bonusHowItWorksSteps } from '../howItWorks';
import { StepsList } from '../../../components/StepsList';

export default function DailyBonusHowItWorksModal({ open, onClose, back }: ModalProps<'DailyBonusHowItWorks'>) {
  const config = useBonusConfig();
  // Opened from the bonus modal (one modal at a time), 'Got it' goes back to it.
  const done = () => (back ? openModal(back) : onClose());
  return (
    <DailyDialog open={open} onClose={onClose} id="daily-bonus-how" title="How the Daily Bonus works">
      <Stack spacing={3}>
        <StepsList steps={bonusHowItWorksSteps(config.data)} />
        <Button onClick={done} variant="contained" size="large" fullWidth>
          Got it
        </Button>
      </Stack>
    </DailyDialog>
  );
}
