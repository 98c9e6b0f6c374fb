/**
 * WellDone: a reward just collected, e.g. '+80 on Take 2-Minute Survey'. Any feature may
 * open it with { amount, label }; the daily challenge passes 'on Daily challenge k of n'.
 *
 * It is the confirmation after a collect, never a second collect: the reward is already in the
 * balance when it opens (the card's Collect credited it), so its one button says Continue and only
 * closes. A retried or replayed collect does not open it at all.
 */
import { Box, Button, Stack, Typography } from '@mui/material';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import { brand } from '../../../theme/tokens';
import { useSession } from '../../../lib/session';
import type { ModalProps } from '../../../components/modals/modalStore';
import { DailyDialog } from '../DailyDialog';
import { RoundIcon } from './RoundIcon';

export const WELL_DONE_CONTINUE = 'Continue';

export interface WellDoneViewProps {
  amount: number;
  label: string;
  onContinue: () => void;
}

export function WellDoneView({ amount, label, onContinue }: WellDoneViewProps) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
      <RoundIcon bgcolor="#fffbeb" color={brand.gold}>
        <EmojiEventsIcon sx={{ fontSize: 42 }} aria-hidden />
      </RoundIcon>
      <Box>
        <Typography
          component="p"
          sx={{ fontSize: 52, lineHeight: 1, fontWeight: 900, color: brand.green }}
          data-testid="well-done-amount"
        >
          +{amount}
        </Typography>
        <Typography sx={{ mt: 1, fontWeight: 600 }}>{label}</Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          Collected: the PilotMiles are in your balance.
        </Typography>
      </Box>
      <Button onClick={onContinue} variant="contained" color="secondary" size="large" fullWidth>
        {WELL_DONE_CONTINUE}
      </Button>
    </Stack>
  );
}

export default function WellDoneModal({ open, onClose, amount, label }: ModalProps<'WellDone'>) {
  const { user } = useSession();
  // Opened without props: the reward of the challenge in progress.
  const shownAmount = amount ?? user?.challenge?.reward ?? 0;
  const shownLabel = label ?? 'on Daily challenge';
  return (
    <DailyDialog open={open} onClose={onClose} id="well-done" title="Well done!">
      <WellDoneView amount={shownAmount} label={shownLabel} onContinue={onClose} />
    </DailyDialog>
  );
}
