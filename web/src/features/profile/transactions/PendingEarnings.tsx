import { Avatar, Box, Button, List, ListItem, Paper, Typography } from '@mui/material';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import { formatSignedPM, type PendingEarning } from '@pilotmiles/core';
import { formatDate } from '../../../lib/format';

/** 'Expected Nov 30, 2026', or 'Awaiting review' when staff decide. */
export const expectedLabel = (confirmsAt: string | null) =>
  confirmsAt ? `Expected ${formatDate(confirmsAt)}` : 'Awaiting review';

/**
 * Earnings waiting out their hold (an offer's pending conversion): not in the ledger nor the
 * balance yet, so shown apart, above it, with the date they are expected. 'Hide' (onDismiss) asks
 * TransactionsDismiss first.
 */
export function PendingEarnings({ items, onDismiss }: { items: PendingEarning[]; onDismiss?: () => void }) {
  return (
    <Box component="section" aria-labelledby="pending-earnings">
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <Typography id="pending-earnings" variant="h6" component="h2">
          Pending
        </Typography>
        {onDismiss && (
          <Button size="small" color="inherit" onClick={onDismiss} aria-label="Hide pending earnings">
            Hide
          </Button>
        )}
      </Box>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <List disablePadding aria-label="Pending earnings" sx={{ '& > li:last-of-type': { borderBottom: 0 } }}>
          {items.map((p) => (
            <ListItem key={p.id} divider sx={{ gap: 1.5, px: { xs: 1.5, sm: 2 }, py: 1.25 }}>
              <Avatar aria-hidden sx={{ width: 40, height: 40, bgcolor: 'rgba(245, 158, 11, 0.15)', color: '#b45309' }}>
                <HourglassTopIcon fontSize="small" />
              </Avatar>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere', lineHeight: 1.35 }}>
                  {p.description}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {expectedLabel(p.confirms_at)}
                </Typography>
              </Box>
              <Typography component="span" sx={{ fontWeight: 700, whiteSpace: 'nowrap', color: 'text.secondary' }}>
                {formatSignedPM(p.amount)} PM
              </Typography>
            </ListItem>
          ))}
        </List>
      </Paper>
    </Box>
  );
}
