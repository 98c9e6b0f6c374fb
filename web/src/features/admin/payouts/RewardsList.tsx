/** The catalogue as a table on wide screens and as cards on phones, with its switches and Edit. */
import {
  Box,
  Button,
  Card,
  CardContent,
  FormControlLabel,
  Paper,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { REWARD_CATEGORY_LABELS, type AdminReward } from '@pilotmiles/core';
import { adjustmentLabel, countriesLabel, valuesLabel } from './catalogFormat';

export type RewardSwitch = 'active' | 'featured';

export interface RewardsListProps {
  items: AdminReward[];
  /** A switch's save is under way: the switches wait for it. */
  busy: boolean;
  onSwitch: (reward: AdminReward, which: RewardSwitch, on: boolean) => void;
  onEdit: (reward: AdminReward) => void;
}

export function RewardsList(props: RewardsListProps) {
  const wide = useMediaQuery(useTheme().breakpoints.up('lg'));
  return wide ? <RewardsTable {...props} /> : <RewardCards {...props} />;
}

function RewardsTable({ items, ...props }: RewardsListProps) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Rewards" sx={{ '& td, & th': { px: 1.25 } }}>
        <TableHead>
          <TableRow
            sx={{ '& th': { fontWeight: 700, color: 'text.secondary', bgcolor: 'grey.50', whiteSpace: 'nowrap' } }}
          >
            <TableCell>Reward</TableCell>
            <TableCell>Category</TableCell>
            <TableCell>Countries</TableCell>
            <TableCell>Values</TableCell>
            <TableCell>Price</TableCell>
            <TableCell>Shown</TableCell>
            <TableCell align="right">
              <Box component="span" sx={visuallyHidden}>
                Edit
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
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
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function RewardCards({ items, ...props }: RewardsListProps) {
  return (
    <Stack component="ul" spacing={1.5} aria-label="Rewards" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {items.map((r) => (
        <Card component="li" key={r.id} variant="outlined">
          <CardContent sx={{ p: 2, '&:last-child': { pb: 1.5 } }}>
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
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

/** Named for screen readers; sighted staff see the Edit buttons themselves. (Strings: in sx a width of 1 is 100%.) */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

function Term({ children }: { children: string }) {
  return (
    <Typography component="dt" variant="body2" color="text.secondary">
      {children}
    </Typography>
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
