/** The catalogue as a table on wide screens and as cards on phones, with its switches and Edit. */
import { Box, Button, FormControlLabel, Switch, TableCell, TableRow, Typography } from '@mui/material';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { REWARD_CATEGORY_LABELS, type AdminReward } from '@pilotmiles/core';
import { CardList, ListCard, ListTable, Term, useWideList } from '../shared/ListLayout';
import { adjustmentLabel, countriesLabel, valuesLabel } from './catalogFormat';
import { visuallyHiddenSx } from '../../components/visuallyHiddenSx';

export type RewardSwitch = 'active' | 'featured';

export interface RewardsListProps {
  items: AdminReward[];
  /** A switch's save is under way: the switches wait for it. */
  busy: boolean;
  onSwitch: (reward: AdminReward, which: RewardSwitch, on: boolean) => void;
  onEdit: (reward: AdminReward) => void;
}

export function RewardsList(props: RewardsListProps) {
  const wide = useWideList();
  return wide ? <RewardsTable {...props} /> : <RewardCards {...props} />;
}

function RewardsTable({ items, ...props }: RewardsListProps) {
  return (
    <ListTable
      label="Rewards"
      head={
        <>
          <TableCell>Reward</TableCell>
          <TableCell>Category</TableCell>
          <TableCell>Countries</TableCell>
          <TableCell>Values</TableCell>
          <TableCell>Price</TableCell>
          <TableCell>Shown</TableCell>
          <TableCell align="right">
            <Box component="span" sx={visuallyHiddenSx}>
              Edit
            </Box>
          </TableCell>
        </>
      }
    >
      {items.map((r) => (
        <TableRow key={r.id} hover sx={{ verticalAlign: 'top', opacity: r.active ? 1 : 0.75 }}>
          <TableCell sx={{ minWidth: 200 }}>
            <RewardTitle reward={r} />
          </TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{REWARD_CATEGORY_LABELS[r.category]}</TableCell>
          <TableCell sx={{ maxWidth: 140 }}>{countriesLabel(r.countries)}</TableCell>
          <TableCell sx={{ maxWidth: 180 }}>{valuesLabel(r.denominations)}</TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>
            <Price reward={r} />
          </TableCell>
          <TableCell>
            <Switches reward={r} {...props} />
          </TableCell>
          <TableCell align="right">
            <EditButton reward={r} onEdit={props.onEdit} />
          </TableCell>
        </TableRow>
      ))}
    </ListTable>
  );
}

function RewardCards({ items, ...props }: RewardsListProps) {
  return (
    <CardList label="Rewards">
      {items.map((r) => (
        <ListCard key={r.id}>
          <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <RewardTitle reward={r} />
            </Box>
            <EditButton reward={r} onEdit={props.onEdit} />
          </Box>
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: 'auto minmax(0, 1fr)',
              columnGap: 1.5,
              rowGap: 0.5,
              my: 1.5,
              '& dd': { m: 0 },
            }}
          >
            <Term>Category</Term>
            <dd>{REWARD_CATEGORY_LABELS[r.category]}</dd>
            <Term>Countries</Term>
            <dd>{countriesLabel(r.countries)}</dd>
            <Term>Values</Term>
            <dd>{valuesLabel(r.denominations)}</dd>
            <Term>Price</Term>
            <dd>
              <Price reward={r} />
            </dd>
          </Box>
          <Switches reward={r} {...props} row />
        </ListCard>
      ))}
    </CardList>
  );
}

function RewardTitle({ reward: r }: { reward: AdminReward }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, minWidth: 0 }}>
      <Box
        component="img"
        src={r.image_url}
        alt=""
        width={44}
        height={44}
        sx={{ flexShrink: 0, borderRadius: 1, objectFit: 'cover', bgcolor: 'grey.100' }}
      />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {r.name}
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
          {r.brand} · {r.id}
        </Typography>
      </Box>
    </Box>
  );
}

/** '95 PM per $1' over '5% discount'. */
function Price({ reward }: { reward: AdminReward }) {
  return (
    <>
      <Typography variant="body2" component="span" sx={{ fontWeight: 700, display: 'block' }}>
        {reward.pm_per_dollar} PM per $1
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {adjustmentLabel(reward)}
      </Typography>
    </>
  );
}

function Switches({
  reward,
  busy,
  onSwitch,
  row = false,
}: Pick<RewardsListProps, 'busy' | 'onSwitch'> & { reward: AdminReward; row?: boolean }) {
  const one = (which: RewardSwitch, label: string) => (
    <FormControlLabel
      label={label}
      sx={{ mr: row ? 2 : 0 }}
      control={
        <Switch
          size="small"
          checked={reward[which]}
          disabled={busy}
          onChange={(e) => onSwitch(reward, which, e.target.checked)}
          slotProps={{ input: { 'aria-label': `${label}: ${reward.name}` } }}
        />
      }
    />
  );
  return (
    <Box sx={{ display: 'flex', flexDirection: row ? 'row' : 'column', flexWrap: 'wrap' }}>
      {one('active', 'Active')}
      {one('featured', 'Featured')}
    </Box>
  );
}

function EditButton({ reward, onEdit }: { reward: AdminReward; onEdit: RewardsListProps['onEdit'] }) {
  return (
    <Button
      size="small"
      startIcon={<EditOutlinedIcon />}
      onClick={() => onEdit(reward)}
      aria-label={`Edit ${reward.name}`}
    >
      Edit
    </Button>
  );
}
