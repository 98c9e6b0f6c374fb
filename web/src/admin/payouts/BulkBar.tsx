/**
 * The bulk bar over the queue: tick all, how many are ticked, and approve or reject them in one
 * request. Each button counts only the ticked payouts its action applies to (a failed payout can be
 * rejected, not approved), so the number on the button is the number sent.
 */
import { Box, Button, Checkbox, FormControlLabel, Paper, Typography } from '@mui/material';
import type { AdminPayout } from '@pilotmiles/core';
import type { BulkAction } from './payoutActions';

export interface BulkBarProps {
  /** The loaded payouts a bulk action applies to. */
  selectable: AdminPayout[];
  /** The ticked ones among them. */
  selected: AdminPayout[];
  /** The ticked ones each action would send. */
  targets: Readonly<Record<BulkAction, AdminPayout[]>>;
  busy: boolean;
  /** Stay while no row can be ticked (rows just acted on are still shown): the list below must not move up. */
  keep?: boolean;
  onSelectAll: (all: boolean) => void;
  onBulk: (action: BulkAction) => void;
}

export function BulkBar({ selectable, selected, targets, busy, keep = false, onSelectAll, onBulk }: BulkBarProps) {
  if (selectable.length === 0 && !keep) return null;
  const all = selectable.length > 0 && selected.length === selectable.length;
  return (
    <Paper
      variant="outlined"
      role="toolbar"
      aria-label="Bulk actions"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 1.5,
        rowGap: 1,
        px: 1.5,
        py: 1,
        // Stays in reach while ticking down a long queue (below the fixed top bar).
        position: 'sticky',
        top: { xs: 56, sm: 64 },
        zIndex: 2,
        bgcolor: 'background.paper',
      }}
    >
      <FormControlLabel
        control={
          <Checkbox
            checked={all}
            indeterminate={selected.length > 0 && !all}
            disabled={busy || selectable.length === 0}
            onChange={() => onSelectAll(!all)}
          />
        }
        label="Select all"
        sx={{ mr: 0 }}
      />
      <Typography variant="body2" color="text.secondary" role="status" sx={{ flex: { xs: '1 0 auto', sm: 1 } }}>
        {selected.length} of {selectable.length} selected
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="contained"
          color="success"
          size="small"
          disabled={busy || targets.approve.length === 0}
          onClick={() => onBulk('approve')}
        >
          Approve selected ({targets.approve.length})
        </Button>
        <Button
          variant="outlined"
          color="error"
          size="small"
          disabled={busy || targets.reject.length === 0}
          onClick={() => onBulk('reject')}
        >
          Reject selected ({targets.reject.length})
        </Button>
      </Box>
    </Paper>
  );
}
