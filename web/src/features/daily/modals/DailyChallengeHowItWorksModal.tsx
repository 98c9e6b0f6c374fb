/** DailyChallengeHowItWorks: what counts towards the targets and when they reset. */
import { Button, Stack } from '@mui/material';
import type { ModalProps } from '../../../components/modals/ModalHost';
import { openModal, type ModalName } from '../../../components/modals/modalStore';
import { DailyDialog } from '../DailyDialog';
import { CHALLENGE_HOW_IT_WORKS_STEPS } from '../howItWorks';
import { StepsList } from '../../../components/StepsList';

export default function DailyChallengeHowItWorksModal({ open, onClose, back }: ModalProps) {
  const done = () => (back === 'DailyChallenges' ? openModal(back as ModalName) : onClose());
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
