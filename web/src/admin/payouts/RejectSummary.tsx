/** What the reject dialog says it will do: which payouts, whose, and the refund. */
import { Box, Typography } from '@mui/material';
import { formatPM, type AdminPayout } from '@pilotmiles/core';
import { formatUsd } from '../shared/format';
import { memberName } from './PayoutParts';

/** A bulk rejection lists this many payouts by name, then '+N more'. */
const LISTED = 5;

export function RejectSummary({ payouts }: { payouts: AdminPayout[] }) {
  const refund = payouts.reduce((sum, p) => sum + p.pilot_miles, 0);
  const listed = payouts.slice(0, LISTED);
  return (
    <>
      <Box
        component="ul"
        sx={{ m: 0, pl: payouts.length > 1 ? 2.5 : 0, listStyle: payouts.length > 1 ? 'disc' : 'none' }}
      >
        {listed.map((p) => (
          <Typography component="li" variant="body2" key={p.id} sx={{ overflowWrap: 'anywhere' }}>
            <strong>
              {p.reward_name} · {formatUsd(p.value_usd)}
            </strong>{' '}
            — {memberName(p)}
          </Typography>
        ))}
        {payouts.length > LISTED && (
          <Typography component="li" variant="body2" color="text.secondary">
            +{payouts.length - LISTED} more
          </Typography>
        )}
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {payouts.length === 1
          ? `Refunds ${formatPM(refund)} to the member. They read your reason in the notification and e-mail.`
          : `Refunds each member (${formatPM(refund)} in all). Every member reads the reason below.`}
      </Typography>
    </>
  );
}
