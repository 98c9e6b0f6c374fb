/** The pieces a sweepstake shows in the table and the cards: status, title, figures, draw, actions. */
import { useId, useState, type ReactNode } from 'react';
import {
  Box,
  Button,
  Chip,
  Collapse,
  IconButton,
  Link,
  Menu,
  MenuItem,
  Tooltip,
  Typography,
  type ChipProps,
} from '@mui/material';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import PeopleOutlinedIcon from '@mui/icons-material/PeopleOutlined';
import {
  formatDollars,
  formatPM,
  SWEEPSTAKE_STATUS_LABELS,
  type AdminSweepstake,
  type SweepstakeStatus,
} from '@pilotmiles/core';
import { AppLink } from '../../components/AppLink';
import { formatDateTime, formatUsd } from '../shared/format';
import { ACTION_WORDING, actionsFor, isEditable, type SweepstakeAction } from './sweepstakeActions';

const STATUS_COLORS: Readonly<Record<SweepstakeStatus, ChipProps['color']>> = {
  draft: 'default',
  scheduled: 'info',
  active: 'success',
  drawing: 'warning',
  completed: 'primary',
  cancelled: 'error',
};

/** A sweepstake's status as members would word it (Draft, Upcoming, Open, Drawing, Ended, Cancelled). */
export function SweepstakeStatusChip({ status }: { status: SweepstakeStatus }) {
  return (
    <Chip
      size="small"
      label={SWEEPSTAKE_STATUS_LABELS[status]}
      color={STATUS_COLORS[status]}
      variant={status === 'draft' || status === 'cancelled' ? 'outlined' : 'filled'}
    />
  );
}

/** The card art (decorative: the title is beside it), the title and the id. */
export function SweepstakeTitle({ sweepstake: s }: { sweepstake: AdminSweepstake }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, minWidth: 0 }}>
      <Box
        component="img"
        src={s.image_url}
        alt=""
        width={56}
        height={40}
        sx={{ flexShrink: 0, borderRadius: 1, objectFit: 'cover', bgcolor: 'grey.100' }}
      />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" component="p" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {s.title}
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
          {s.id}
        </Typography>
      </Box>
    </Box>
  );
}

/** 'Dec 1, 2026, 5:00 PM' over '→ Dec 8, 2026, 5:00 PM'. */
export function RunDates({ sweepstake: s }: { sweepstake: AdminSweepstake }) {
  return (
    <Typography variant="body2" component="span" sx={{ display: 'block' }}>
      {formatDateTime(s.start_date)}
      <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
        → {formatDateTime(s.end_date)}
      </Box>
    </Typography>
  );
}

/** '$500 prize' over '100 PM ($1.00) per entry, max 10'. */
export function PrizeAndPrice({ sweepstake: s }: { sweepstake: AdminSweepstake }) {
  return (
    <>
      <Typography variant="body2" component="span" sx={{ fontWeight: 700, display: 'block' }}>
        {formatUsd(s.value)} prize
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        {formatPM(s.entry_cost)} ({formatDollars(s.entry_cost)}) per entry
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        max {s.max_entries.toLocaleString('en-US')} per member
      </Typography>
    </>
  );
}

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** '120 entries' over '34 entrants' over '12,000 PM collected ($120.00)'. */
export function EntryFigures({ sweepstake: s }: { sweepstake: AdminSweepstake }) {
  return (
    <>
      <Typography variant="body2" component="span" sx={{ fontWeight: 700, display: 'block' }}>
        {count(s.total_entries, 'entry', 'entries')}
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        {count(s.entrants, 'entrant', 'entrants')}
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        {formatPM(s.pm_collected)} collected ({formatDollars(s.pm_collected)})
      </Typography>
    </>
  );
}

/** Refunds of a cancelled one: how many entrants were refunded and whether any remain. */
export function RefundNote({ sweepstake: s }: { sweepstake: AdminSweepstake }) {
  if (s.status !== 'cancelled' || !s.refunds) return null;
  return (
    <Typography variant="caption" color={s.refunds.pending ? 'warning.main' : 'text.secondary'} sx={{ display: 'block' }}>
      {s.refunds.pending
        ? `Refunds under way: ${count(s.refunds.refunded, 'entrant', 'entrants')} refunded so far`
        : `${count(s.refunds.refunded, 'entrant', 'entrants')} refunded`}
      {s.cancel_reason ? ` · Reason: ${s.cancel_reason}` : ''}
    </Typography>
  );
}

/** The outcome of a completed one: the winner, the prize payout and the draw anyone can check. */
export function DrawOutcome({ sweepstake: s }: { sweepstake: AdminSweepstake }) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  if (s.status !== 'completed') return null;
  const draw = s.draw;
  if (!draw || draw.total_entries === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        Nobody entered: no winner was drawn.
      </Typography>
    );
  return (
    <Box aria-label={`Draw of “${s.title}”`} component="section" sx={{ minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 2, rowGap: 0.5 }}>
        <Typography variant="body2" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          <strong>Winner:</strong> {draw.winner_name ?? 'A PilotMiles member'}
          {s.winner_uid && (
            <>
              {' · '}
              <Link component={AppLink} to={`/admin/users/${encodeURIComponent(s.winner_uid)}`}>
                {s.winner_uid}
              </Link>
            </>
          )}
        </Typography>
        <Typography variant="body2" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          <strong>Prize payout:</strong>{' '}
          {s.winner_payout_id ? (
            <Link component={AppLink} to="/admin/payouts" title="Find it in the payouts review queue">
              {s.winner_payout_id}
            </Link>
          ) : (
            'not created yet'
          )}
        </Typography>
        <Button
          size="small"
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
          aria-controls={detailsId}
          sx={{ ml: 'auto' }}
        >
          {open ? 'Hide draw details' : 'Draw details'}
        </Button>
      </Box>
      <Collapse in={open} id={detailsId}>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'auto minmax(0, 1fr)' },
            columnGap: 1.5,
            rowGap: 0.25,
            mt: 1,
            mb: 0,
            '& dt': { color: 'text.secondary', fontSize: 13 },
            '& dd': { m: 0, mb: { xs: 0.75, sm: 0 }, fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: 12.5, overflowWrap: 'anywhere' },
          }}
        >
          <dt>Seed hash (published first)</dt>
          <dd>{draw.seed_hash}</dd>
          <dt>Seed (revealed)</dt>
          <dd>{draw.seed}</dd>
          <dt>Entries hash</dt>
          <dd>{draw.entries_hash}</dd>
          <dt>Ticket</dt>
          <dd>
            {draw.ticket} of {draw.total_entries} entries
          </dd>
          <dt>Winner's public id</dt>
          <dd>{draw.winner_public_id ?? '—'}</dd>
          <dt>Drawn</dt>
          <dd>{formatDateTime(draw.drawn_at)}</dd>
        </Box>
      </Collapse>
    </Box>
  );
}

export interface RowActionsProps {
  sweepstake: AdminSweepstake;
  /** A request is under way: every action waits for it. */
  busy: boolean;
  onEdit: (s: AdminSweepstake) => void;
  onEntrants: (s: AdminSweepstake) => void;
  onAction: (s: AdminSweepstake, action: SweepstakeAction) => void;
  /** Icon buttons with tooltips (the table's last column) instead of labelled buttons (cards). */
  compact?: boolean;
}

/** Edit, Entrants, and a menu of the status moves and Delete the sweepstake allows. */
export function RowActions({ sweepstake: s, busy, onEdit, onEntrants, onAction, compact = false }: RowActionsProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const actions = actionsFor(s);
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'flex-end',
        flexWrap: compact ? 'nowrap' : 'wrap',
        gap: 0.5,
      }}
    >
      {isEditable(s) && (
        <LabelledButton
          compact={compact}
          label="Edit"
          name={`Edit “${s.title}”`}
          icon={<EditOutlinedIcon fontSize="small" />}
          onClick={() => onEdit(s)}
        />
      )}
      <LabelledButton
        compact={compact}
        label="Entrants"
        name={`Entrants of “${s.title}”`}
        icon={<PeopleOutlinedIcon fontSize="small" />}
        onClick={() => onEntrants(s)}
      />
      {actions.length > 0 && (
        <>
          <IconButton
            size="small"
            aria-label={`More actions for “${s.title}”`}
            aria-haspopup="menu"
            aria-controls={anchor ? menuId : undefined}
            aria-expanded={anchor ? true : undefined}
            disabled={busy}
            onClick={(e) => setAnchor(e.currentTarget)}
          >
            <MoreVertIcon fontSize="small" />
          </IconButton>
          <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
            {actions.map((a) => (
              <MenuItem
                key={a}
                onClick={() => {
                  setAnchor(null);
                  onAction(s, a);
                }}
                sx={ACTION_WORDING[a].color === 'error' ? { color: 'error.main' } : undefined}
              >
                {ACTION_WORDING[a].label}
              </MenuItem>
            ))}
          </Menu>
        </>
      )}
    </Box>
  );
}

/** A text button with an icon, or (compact) the icon alone with its label as a tooltip. */
function LabelledButton({
  compact,
  label,
  name,
  icon,
  onClick,
}: {
  compact: boolean;
  label: string;
  name: string;
  icon: ReactNode;
  onClick: () => void;
}) {
  if (compact)
    return (
      <Tooltip title={label}>
        <IconButton size="small" color="primary" aria-label={name} onClick={onClick}>
          {icon}
        </IconButton>
      </Tooltip>
    );
  return (
    <Button size="small" startIcon={icon} onClick={onClick} aria-label={name}>
      {label}
    </Button>
  );
}
