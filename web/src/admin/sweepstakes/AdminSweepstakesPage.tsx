/**
 * /admin/sweepstakes (docs/sweepstakes.md): the totals, every sweepstake (drafts and cancelled ones
 * too) with a status filter, the editor, the status moves and Delete, and each one's entrants.
 */
import { useMemo, useState } from 'react';
import { Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { z } from 'zod';
import {
  SWEEPSTAKE_STATUS_LABELS,
  SWEEPSTAKE_STATUSES,
  type AdminSweepstake,
  type SweepstakeStatus,
} from '@pilotmiles/core';
import { errorMessage } from '../../lib/api';
import { PagedListView } from '../shared/PagedListView';
import { ReasonDialog } from '../shared/ReasonDialog';
import type { PagedListState } from '../shared/usePagedList';
import { ConfirmActionDialog } from '../shared/ConfirmActionDialog';
import { EntrantsDrawer } from './EntrantsDrawer';
import { SweepstakeEditorDialog } from './SweepstakeEditorDialog';
import { SweepstakesList } from './SweepstakesList';
import { SweepstakeTotals } from './SweepstakeTotals';
import { ACTION_WORDING, type SweepstakeAction } from './sweepstakeActions';
import { useAdminSweepstakes, useSweepstakeAction } from './sweepstakesApi';

export const NO_SWEEPSTAKES = 'No sweepstakes yet — create the first.';
export const noneWithStatus = (status: SweepstakeStatus) =>
  `No sweepstakes are ${SWEEPSTAKE_STATUS_LABELS[status].toLowerCase()} right now.`;

/** Core's rule for a cancel's reason (sweepstakePatchBody): entrants read it. */
const cancelReason = z
  .string()
  .trim()
  .min(3, 'give a reason (at least 3 characters): entrants read it')
  .max(500, 'must be at most 500 characters');

export default function AdminSweepstakesPage() {
  const query = useAdminSweepstakes();
  const [status, setStatus] = useState<SweepstakeStatus | ''>('');
  const all = useMemo(() => query.data?.items ?? [], [query.data]);
  const items = useMemo(() => (status ? all.filter((s) => s.status === status) : all), [all, status]);
  const counts = useMemo(() => {
    const c = new Map<SweepstakeStatus, number>();
    for (const s of all) c.set(s.status, (c.get(s.status) ?? 0) + 1);
    return c;
  }, [all]);

  // The whole list comes in one answer: no further pages.
  const list: PagedListState<AdminSweepstake> = {
    status: query.data ? 'ready' : query.isError ? 'error' : 'loading',
    items,
    error: query.isError && !query.data ? errorMessage(query.error) : null,
    refused: null,
    onRetry: () => void query.refetch(),
    hasMore: false,
    loadingMore: false,
    loadMoreError: null,
    onLoadMore: () => {},
  };

  const act = useSweepstakeAction();
  // Kept apart from the open flags so dialogs and panels keep their content while they fade out.
  const [target, setTarget] = useState<{ sweepstake: AdminSweepstake; action: SweepstakeAction } | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [reasonOpen, setReasonOpen] = useState(false);
  const [editing, setEditing] = useState<AdminSweepstake | null>(null);
  const [editorOpen, setEditorOpen] = useState(false);
  const [entrantsOf, setEntrantsOf] = useState<AdminSweepstake | null>(null);
  const [entrantsOpen, setEntrantsOpen] = useState(false);
  // The panel shows the sweepstake as the list has it now (its figures after a refresh).
  const entrantsSweepstake = entrantsOf && (all.find((s) => s.id === entrantsOf.id) ?? entrantsOf);

  const edit = (s: AdminSweepstake | null) => {
    setEditing(s);
    setEditorOpen(true);
  };
  const onAction = (sweepstake: AdminSweepstake, action: SweepstakeAction) => {
    if (act.isPending) return;
    act.reset();
    setTarget({ sweepstake, action });
    if (action === 'cancelled') setReasonOpen(true);
    else setConfirmOpen(true);
  };
  const wording = target && ACTION_WORDING[target.action];
  const actError = act.isError ? errorMessage(act.error) : null;

  return (
    <Stack spacing={2.5} sx={{ maxWidth: 1280, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2 }}>
        <Box sx={{ flex: '1 1 320px', minWidth: 0 }}>
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}>
            Sweepstakes
          </Typography>
          <Typography color="text.secondary">
            Every sweepstake, drafts and cancelled ones too. Members see published ones; when one ends a winner is drawn
            by entries, and cancelling refunds every entry. Every action is audited.
          </Typography>
        </Box>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => edit(null)}>
          New sweepstake
        </Button>
      </Box>
      {!query.isError && <SweepstakeTotals totals={query.data?.totals} />}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <TextField
          select
          size="small"
          label="Status"
          value={status}
          onChange={(e) => setStatus(e.target.value as SweepstakeStatus | '')}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          sx={{ width: { xs: '100%', sm: 240 } }}
        >
          <MenuItem value="">All statuses{query.data ? ` (${all.length})` : ''}</MenuItem>
          {SWEEPSTAKE_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {SWEEPSTAKE_STATUS_LABELS[s]}
              {query.data ? ` (${counts.get(s) ?? 0})` : ''}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <PagedListView {...list} label="sweepstakes" empty={status ? noneWithStatus(status) : NO_SWEEPSTAKES}>
        {(rows) => (
          <SweepstakesList
            items={rows}
            busy={act.isPending}
            onEdit={edit}
            onEntrants={(s) => {
              setEntrantsOf(s);
              setEntrantsOpen(true);
            }}
            onAction={onAction}
          />
        )}
      </PagedListView>

      <SweepstakeEditorDialog open={editorOpen} sweepstake={editing} onClose={() => setEditorOpen(false)} />
      <EntrantsDrawer sweepstake={entrantsSweepstake} open={entrantsOpen} onClose={() => setEntrantsOpen(false)} />
      <ConfirmActionDialog
        open={confirmOpen}
        title={wording?.title ?? ''}
        confirmLabel={wording?.confirm ?? ''}
        confirmColor={wording?.color}
        summary={target && <Summary sweepstake={target.sweepstake} effect={wording!.effect(target.sweepstake)} />}
        busy={act.isPending}
        error={actError}
        onClose={() => setConfirmOpen(false)}
        onConfirm={() => target && act.mutate(target, { onSuccess: () => setConfirmOpen(false) })}
      />
      <ReasonDialog
        open={reasonOpen}
        title={ACTION_WORDING.cancelled.title}
        confirmLabel={ACTION_WORDING.cancelled.confirm}
        closeLabel="Keep it"
        confirmColor="error"
        reasonSchema={cancelReason}
        reasonHint="Entrants read it, and it is kept in the audit log."
        summary={
          target && (
            <Summary sweepstake={target.sweepstake} effect={ACTION_WORDING.cancelled.effect(target.sweepstake)} />
          )
        }
        busy={act.isPending}
        error={actError}
        onClose={() => setReasonOpen(false)}
        onConfirm={({ reason }) =>
          target &&
          act.mutate({ sweepstake: target.sweepstake, action: 'cancelled', reason }, { onSuccess: () => setReasonOpen(false) })
        }
      />
    </Stack>
  );
}

function Summary({ sweepstake, effect }: { sweepstake: AdminSweepstake; effect: string }) {
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {sweepstake.title} · {SWEEPSTAKE_STATUS_LABELS[sweepstake.status]}
      </Typography>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {effect}
      </Typography>
    </>
  );
}
