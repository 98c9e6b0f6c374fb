/** /admin/daily-config: the daily bonus, daily challenge and system rewards configs. */
import { Box, Stack, Typography } from '@mui/material';
import { useConfig } from '../shared/useConfig';
import { DailyBonusForm } from './DailyBonusForm';
import { DailyChallengeForm } from './DailyChallengeForm';
import { SystemRewardsForm } from './SystemRewardsForm';
import { bonusForm, challengeForm, systemForm } from './dailyConfigForms';

export default function DailyConfigPage() {
  const bonus = useConfig(bonusForm);
  const challenge = useConfig(challengeForm);
  const system = useConfig(systemForm);
  return (
    <Stack spacing={3} sx={{ maxWidth: 1040 }}>
      <Box>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}>
          Daily config
        </Typography>
        <Typography color="text.secondary">
          Amounts are whole PilotMiles (100 PM = $1). Each section saves on its own and applies to claims made after
          saving.
        </Typography>
      </Box>
      <DailyBonusForm {...bonus} />
      <DailyChallengeForm {...challenge} />
      <SystemRewardsForm {...system} />
    </Stack>
  );
}
