/** DailyBonusSuccess: '+amount' after a claim and the way on to the daily challenge. */
import { Button, Stack, Typography } from '@mui/material';
import CelebrationIcon from '@mui/icons-material/Celebration';
import { DAILY_MSG, rewardForDay } from '@pilotmiles/core';
import { brand } from '../../../theme/tokens';
import { useAppNavigate } from '../../../components/AppLink';
import type { ModalProps } from '../../../components/modals/modalStore';
import { DailyDialog } from '../DailyDialog';
import { RoundIcon } from './RoundIcon';
import { useBonusConfig, useBonusStatus } from '../dailyApi';

export interface DailyBonusSuccessViewProps {
  amount: number;
  /** The streak day the claim was. */
  day: number | null;
  onStartChallenge: () => void;
}

export function DailyBonusSuccessView({ amount, day, onStartChallenge }: DailyBonusSuccessViewProps) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
      <RoundIcon bgcolor="#ecfdf5" color={brand.green}>
        <CelebrationIcon sx={{ fontSize: 40 }} aria-hidden />
      </RoundIcon>
      <Typography
        component="p"
        sx={{ fontSize: 56, lineHeight: 1, fontWeight: 900, color: brand.green }}
        data-testid="bonus-amount"
      >
        +{amount}
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>PilotMiles added to your balance</Typography>
      {day !== null && (
        <Typography color="text.secondary">Day {day} of your streak. Come back tomorrow to keep it going!</Typography>
      )}
      <Button onClick={onStartChallenge} variant="contained" color="secondary" size="large" fullWidth>
        {DAILY_MSG.startChallenge}
      </Button>
    </Stack>
  );
}

export default function DailyBonusSuccessModal({ open, onClose, amount, day }: ModalProps<'DailyBonusSuccess'>) {
  const navigate = useAppNavigate();
  // Opened without props: the last claim's streak day and what that day pays.
  const needsStatus = amount === undefined;
  const status = useBonusStatus();
  const config = useBonusConfig();
  const lastDay = Math.max(1, status.data?.value.streak ?? 1);
  return (
    <DailyDialog open={open} onClose={onClose} id="daily-bonus-success" title="Daily Bonus claimed!">
      <DailyBonusSuccessView
        amount={amount ?? rewardForDay(lastDay, config.data)}
        day={day ?? (needsStatus ? lastDay : null)}
        onStartChallenge={() => {
          onClose();
          navigate('/daily-challenge');
        }}
      />
    </DailyDialog>
  );
}
