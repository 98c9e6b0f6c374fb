/** The signed-in balance; a link to the transactions history. */
import { Box, ButtonBase } from '@mui/material';
import { formatPM } from '@pilotmiles/core';
import { AppLink } from '../AppLink';
import { brand } from '../../theme/tokens';

/** `to`: where it leads (the /new design has its own transactions page). */
export function BalanceChip({ balance, to = '/profile/transactions' }: { balance: number; to?: string }) {
  const amount = formatPM(balance);
  return (
    <ButtonBase
      component={AppLink}
      to={to}
      aria-label={`Your balance: ${amount}. View transaction history`}
      sx={{
        gap: 0.75,
        px: 1.5,
        height: 36,
        borderRadius: 999,
        bgcolor: '#ecfdf3',
        color: brand.greenDark,
        fontWeight: 700,
        fontSize: 14,
        whiteSpace: 'nowrap',
        border: '1px solid #bbf7d0',
        '&:hover': { bgcolor: '#dcfce7' },
      }}
    >
      <Box
        aria-hidden
        sx={{
          width: 18,
          height: 18,
          borderRadius: '50%',
          bgcolor: brand.gold,
          color: '#fff',
          fontSize: 10,
          fontWeight: 800,
          display: 'grid',
          placeItems: 'center',
        }}
      >
        P
      </Box>
      {amount}
    </ButtonBase>
  );
}
