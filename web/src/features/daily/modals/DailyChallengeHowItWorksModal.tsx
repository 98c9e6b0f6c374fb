/** DailyChallengeHowItWorks: what counts towards the targets and when they reset. */
import { Button, Stack } from '@mui/material';
import { openModal, type ModalProps } from '../../../components/modals/modalStore';
import { DailyDialog } from '../DailyDialog';
import { CHALLENGE_HOW_IT_WORKS_STEPS } from '../howItWorks';
import { StepsList } from '../../../components/StepsList';

export default function DailyChallengeHowItWorksModal({ open, onClose, back }: ModalProps<'DailyChallengeHowItWorks'>) {
  // Opened from the challenge modal (one modal at a time), 'Got it' goes back to it.
  const done = () => (back ? openModal(back) : onClose());
  return (
    <DailyDialog open={open} onClose={onClose} id="daily-challenge-how" title="How the Daily Challenge works">
      <Stack spacing={3}>
        <StepsList steps={CHALLENGE_HOW_IT_WORKS_STEPS} />
        <Button onClick={done} variant="contained" size="large" fullWidth>
          Got it
        </Button>
      </Stack>
    </DailyDialog>
  );
}
