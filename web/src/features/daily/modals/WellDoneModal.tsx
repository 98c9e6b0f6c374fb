/**
 * WellDone: a reward just collected, e.g. '+80 on Take 2-Minute Survey' (SPEC §2). Any feature may
 * open it with { amount, label }; the daily challenge passes 'on Daily challenge k of n'.
 */
import { Box, Button, Stack, Typography } from '@mui/material';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import { DAILY_MSG } from '@pilotmiles/core';
import { brand } from '../../../theme/tokens';
import { useSession } from '../../../lib/session';
import type { ModalProps } from '../../../components/modals/modalStore';
import { DailyDialog } from '../DailyDialog';

export interface WellDoneViewProps {
  amount: number;
  label: string;
  onCollect: () => void;
}

export function WellDoneView({ amount, label, onCollect }: WellDoneViewProps) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
      <Box
        sx={{
          width: 72,
          height: 72,
          borderRadius: '50%',
          bgcolor: '#fffbeb',
          color: brand.gold,
          display: 'grid',
          placeItems: 'center',
        }}
      >
        <EmojiEventsIcon sx={{ fontSize: 42 }} aria-hidden />
      </Box>
      <Box>
        <Typography
          component="p"
          sx={{ fontSize: 52, lineHeight: 1, fontWeight: 900, color: brand.green }}
          data-testid="well-done-amount"
        >
          +{amount}
        </Typography>
        <Typography sx={{ mt: 1, fontWeight: 600 }}>{label}</Typography>
      </Box>
      <Button onClick={onCollect} variant="contained" color="secondary" size="large" fullWidth>
        {DAILY_MSG.collect}
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
      <WellDoneView amount={shownAmount} label={shownLabel} onCollect={onClose} />
    </DailyDialog>
  );
}
