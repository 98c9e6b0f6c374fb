import { Box, Button, Card, List, Skeleton, Typography } from '@mui/material';
import type { Transaction } from '@pilotmiles/core';
import { AppLink } from '../../components/AppLink';
import { TransactionRow } from '../../components/transactions/TransactionRow';

/** The latest ledger entries, with the way to the full history. `items` undefined: loading. */
export function RecentActivity({ items }: { items: Transaction[] | undefined }) {
  return (
    <Card component="section" aria-labelledby="recent-activity" sx={{ height: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: { xs: 2, sm: 3 }, pt: 2, pb: 1 }}>
        <Typography id="recent-activity" variant="h6" component="h2">
          Recent activity
        </Typography>
        <Button component={AppLink} to="/profile/transactions" size="small">
          View all
        </Button>
      </Box>
      {items === undefined ? (
        <Box role="progressbar" aria-label="Loading recent activity" sx={{ px: 3, pb: 2 }}>
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} height={48} />
          ))}
        </Box>
      ) : items.length === 0 ? (
        <Typography color="text.secondary" sx={{ px: { xs: 2, sm: 3 }, pb: 3, pt: 1 }}>
          No activity yet, start earning!
        </Typography>
      ) : (
        <List disablePadding sx={{ '& > li:last-of-type': { borderBottom: 0 } }}>
          {items.map((tx) => (
            <TransactionRow key={tx.id} tx={tx} />
          ))}
        </List>
      )}
    </Card>
  );
}
