import { Typography, type TypographyProps } from '@mui/material';
import { formatSignedPM } from '@pilotmiles/core';

/** '+500 PM' in green for credits, '−200 PM' in red for debits. */
export function TransactionAmount({ amount, ...rest }: { amount: number } & TypographyProps) {
  return (
    <Typography
      component="span"
      {...rest}
      sx={{ fontWeight: 700, whiteSpace: 'nowrap', color: amount >= 0 ? 'success.main' : 'error.main', ...rest.sx }}
    >
      {formatSignedPM(amount)} PM
    </Typography>
  );
}
