/** Pieces the reward lists share (/rewards, /search/redeem). */
import { Box, Button, Paper, Typography } from '@mui/material';
import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import { formatDollars, formatPM } from '@pilotmiles/core';
import { AppLink } from '../../components/AppLink';
import { ErrorState } from '../../components/feedback/ErrorState';

export const rewardsErrorText = (message: string) => `Error loading rewards: ${message}`;

/** 'Error loading rewards: {message}' with a retry, as the offer lists word theirs. */
export function RewardsError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return <ErrorState message={rewardsErrorText(message)} onRetry={onRetry} />;
}

/** 'You have 2,450 PM' and what that is worth, with the way to 'My rewards'. */
export function BalanceStrip({ balance }: { balance: number }) {
  return (
    <Paper
      variant="outlined"
      sx={{ px: { xs: 2, sm: 2.5 }, py: 1.5, display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}
    >
      <AccountBalanceWalletOutlinedIcon color="secondary" aria-hidden />
      <Typography sx={{ flex: 1, minWidth: 0, fontWeight: 600 }}>
        You have{' '}
        <Box component="strong" sx={{ color: 'secondary.dark', fontWeight: 800 }}>
          {formatPM(balance)}
        </Box>{' '}
        <Box component="span" sx={{ color: 'text.secondary', fontWeight: 500 }}>
          ({formatDollars(balance)})
        </Box>
      </Typography>
      <Button component={AppLink} to="/profile/rewards" size="small">
        My rewards
      </Button>
    </Paper>
  );
}
