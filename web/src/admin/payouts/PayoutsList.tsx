/** Payouts as a table on wide screens and as cards on phones, each with its tick box and actions. */
import { Box, Button, Checkbox, Stack, TableCell, TableRow, Typography } from '@mui/material';
import HistoryIcon from '@mui/icons-material/History';
import type { AdminPayout, PayoutAction, PayoutStatus } from '@pilotmiles/core';
import { CardList, ListCard, ListTable, useWideList } from '../shared/ListLayout';
import { Member } from '../shared/Member';
import { formatDate, formatDateTime, formatTime } from '../shared/format';
import { selectable } from './payoutActions';
import {
  memberName,
  PayoutActions,
  PayoutDetails,
  PayoutStatusChip,
  PayoutValue,
  ReviewReasons,
  RewardName,
} from './PayoutParts';

export interface PayoutsListProps {
  items: AdminPayout[];
  selected: ReadonlySet<string>;
  onToggle: (payout: AdminPayout) => void;
  onAction: (payout: AdminPayout, action: PayoutAction) => void;
  onHistory: (payout: AdminPayout) => void;
  /** A request is under way, or the rows just moved: every action waits. */
  busy: boolean;
  /** Payouts acted on a moment ago, with their status before: they keep their place and size, actions disabled. */
  settled?: ReadonlyMap<string, PayoutStatus>;
}

export function PayoutsList(props: PayoutsListProps) {
  const wide = useWideList();
  return wide ? <PayoutsTable {...props} /> : <PayoutCards {...props} />;
}

function PayoutsTable({ items, ...props }: PayoutsListProps) {
  return (
    <ListTable
      label="Payouts"
      head={
        <>
          <TableCell padding="checkbox" />
          <TableCell>Reward</TableCell>
          <TableCell align="right">Value</TableCell>
          <TableCell>Member</TableCell>
          <TableCell>Created</TableCell>
          <TableCell>Status / review</TableCell>
          <TableCell align="right">Actions</TableCell>
        </>
      }
    >
      {items.map((p) => (
        <TableRow key={p.id} hover selected={props.selected.has(p.id)} sx={{ verticalAlign: 'top' }}>
          <TableCell padding="checkbox">
            <Tick payout={p} {...props} />
          </TableCell>
          <TableCell sx={{ minWidth: 180 }}>
            <RewardName payout={p} />
          </TableCell>
          <TableCell align="right">
            <PayoutValue payout={p} />
          </TableCell>
          <TableCell sx={{ width: 190, maxWidth: 190 }}>
            <Member email={p.email} uid={p.uid} noWrap />
          </TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }} title={formatDateTime(p.created_at)}>
            {formatDate(p.created_at)}
            <Typography variant="body2" color="text.secondary">
              {formatTime(p.created_at)}
            </Typography>
          </TableCell>
          <TableCell sx={{ minWidth: 180 }}>
            <Stack spacing={0.75} sx={{ alignItems: 'flex-start' }}>
              <PayoutStatusChip status={p.status} />
              <ReviewReasons reasons={p.review_reasons} label={`Review reasons for ${memberName(p)}`} />
              <PayoutDetails payout={p} />
            </Stack>
          </TableCell>
          <TableCell align="right" sx={{ width: 170 }}>
            <Stack spacing={0.5} sx={{ alignItems: 'flex-end' }}>
              <PayoutActions
                payout={p}
                busy={props.busy}
                settledFrom={props.settled?.get(p.id)}
                onAction={props.onAction}
              />
              <HistoryButton payout={p} onHistory={props.onHistory} />
            </Stack>
          </TableCell>
        </TableRow>
      ))}
    </ListTable>
  );
}

function PayoutCards({ items, ...props }: PayoutsListProps) {
  return (
    <CardList label="Payouts">
      {items.map((p) => (
        <ListCard
          key={p.id}
          sx={props.selected.has(p.id) ? { borderColor: 'primary.main', bgcolor: 'action.selected' } : undefined}
        >
          <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
            {selectable(p) && (
              <Box sx={{ ml: -1.25, mt: -0.5 }}>
                <Tick payout={p} {...props} />
              </Box>
            )}
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <RewardName payout={p} />
            </Box>
            <PayoutValue payout={p} />
          </Box>
          <Box sx={{ mt: 1 }}>
            <Member email={p.email} uid={p.uid} />
            <Typography variant="caption" color="text.secondary">
              {formatDateTime(p.created_at)}
            </Typography>
          </Box>
          <Stack spacing={0.75} sx={{ mt: 1, alignItems: 'flex-start' }}>
            <PayoutStatusChip status={p.status} />
            <ReviewReasons reasons={p.review_reasons} label={`Review reasons for ${memberName(p)}`} />
            <PayoutDetails payout={p} />
          </Stack>
          <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
            <HistoryButton payout={p} onHistory={props.onHistory} />
            <Box sx={{ ml: 'auto' }}>
              <PayoutActions
                payout={p}
                busy={props.busy}
                settledFrom={props.settled?.get(p.id)}
                onAction={props.onAction}
              />
            </Box>
          </Box>
        </ListCard>
      ))}
    </CardList>
  );
}

/** The tick box for the bulk bar; absent (a table keeps its empty cell) when no bulk action applies. */
function Tick({
  payout,
  selected,
  onToggle,
  busy,
}: { payout: AdminPayout } & Pick<PayoutsListProps, 'selected' | 'onToggle' | 'busy'>) {
  if (!selectable(payout)) return null;
  return (
    <Checkbox
      checked={selected.has(payout.id)}
      disabled={busy}
      onChange={() => onToggle(payout)}
      slotProps={{ input: { 'aria-label': `Select ${payout.reward_name} for ${memberName(payout)}` } }}
    />
  );
}

function HistoryButton({ payout, onHistory }: { payout: AdminPayout; onHistory: PayoutsListProps['onHistory'] }) {
  return (
    <Button
      size="small"
      startIcon={<HistoryIcon />}
      onClick={() => onHistory(payout)}
      aria-label={`History of ${memberName(payout)}`}
      sx={{ whiteSpace: 'nowrap' }}
    >
      History
    </Button>
  );
}
