/**
 * The review queue tab: filters, the bulk bar, the payouts with their actions, the approve dialog
 * for large or flagged payouts and the reject dialog (one payout or the ticked ones), and the
 * member's history beside a payout. Rows acted on keep their place a moment and every action waits
 * briefly after rows move, so a click never lands on another payout than the one it aimed at.
 */
import { useState } from 'react';
import { Stack } from '@mui/material';
import type { AdminPayout, PayoutAction } from '@pilotmiles/core';
import { errorMessage } from '../../lib/api';
import { useToast } from '../../lib/toast';
import { PagedListView } from '../shared/PagedListView';
import { ReasonDialog } from '../shared/ReasonDialog';
import { ApproveDialog } from './ApproveDialog';
import { usePagedList } from '../shared/usePagedList';
import { BulkBar } from './BulkBar';
import { MemberHistoryDrawer } from './MemberHistoryDrawer';
import { PayoutFilters, QUEUE_FILTERS, type PayoutFilterValues } from './PayoutFilters';
import { PayoutsList } from './PayoutsList';
import { RejectSummary } from './RejectSummary';
import { allows, approvalAsks, changedIds, rejectReason, selectable, type BulkAction } from './payoutActions';
import { PAYOUTS_PATH, QUEUE_KEY } from './payoutsApi';
import { usePayoutActions } from './usePayoutActions';
import { useReflowPause } from './useReflowPause';
import { useSettledPayouts } from './useSettledPayouts';

export const NO_PAYOUTS_WAITING = 'No payouts waiting for review.';
export const NO_PAYOUTS_MATCH = 'No payouts match these filters.';

const isQueueDefault = (f: PayoutFilterValues) => f.status === QUEUE_FILTERS.status && !f.uid && !f.from && !f.to;

export interface ReviewQueueSectionProps {
  /** How long acted-on rows keep their place (tests shorten it). */
  settleMs?: number;
}

export function ReviewQueueSection({ settleMs }: ReviewQueueSectionProps = {}) {
  const toast = useToast();
  const [filters, setFilters] = useState<PayoutFilterValues>(QUEUE_FILTERS);
  const list = usePagedList<AdminPayout>(QUEUE_KEY, PAYOUTS_PATH, {
    status: filters.status || undefined,
    uid: filters.uid || undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
  });
  const settled = useSettledPayouts(settleMs);
  const { rows: items, was } = settled.view(list.items);
  const { one, many, busy } = usePayoutActions(settled.settle);
  // The list's buttons also wait a moment after rows moved under the pointer.
  const paused = useReflowPause(items.map((p) => p.id));
  const listBusy = busy || paused;

  // Ticked ids; what counts is derived from the loaded rows, so a payout that left the list or
  // can no longer be approved or rejected drops out of the counts by itself.
  const [ticked, setTicked] = useState<ReadonlySet<string>>(() => new Set());
  const selectableRows = items.filter(selectable);
  const selected = selectableRows.filter((p) => ticked.has(p.id));
  const targets = {
    approve: selected.filter((p) => allows(p, 'approve')),
    reject: selected.filter((p) => allows(p, 'reject')),
  };
  const untick = (ids: string[]) => setTicked((prev) => new Set([...prev].filter((id) => !ids.includes(id))));
  const toggle = (p: AdminPayout) =>
    setTicked((prev) => (prev.has(p.id) ? new Set([...prev].filter((id) => id !== p.id)) : new Set([...prev, p.id])));

  // Kept apart from `open` flags so the dialog and panel keep their content while they fade out.
  const [approving, setApproving] = useState<{ payouts: AdminPayout[]; bulk: boolean } | null>(null);
  const [approveOpen, setApproveOpen] = useState(false);
  const [rejecting, setRejecting] = useState<{ payouts: AdminPayout[]; bulk: boolean } | null>(null);
  const [rejectOpen, setRejectOpen] = useState(false);
  const [historyOf, setHistoryOf] = useState<AdminPayout | null>(null);
  const [historyOpen, setHistoryOpen] = useState(false);
  // The panel shows the payout as the list has it now (its status after an action).
  const historyPayout = historyOf && (items.find((p) => p.id === historyOf.id) ?? historyOf);

  const openApprove = (payouts: AdminPayout[], bulk: boolean) => {
    one.reset();
    many.reset();
    setApproving({ payouts, bulk });
    setApproveOpen(true);
  };

  const openReject = (payouts: AdminPayout[], bulk: boolean) => {
    one.reset();
    many.reset();
    setRejecting({ payouts, bulk });
    setRejectOpen(true);
  };
  const toastError = (err: unknown) => toast.error(errorMessage(err));

  const onAction = (payout: AdminPayout, action: PayoutAction) => {
    if (busy) return;
    if (action === 'reject') openReject([payout], false);
    else if (action === 'approve' && approvalAsks([payout]).dialog) openApprove([payout], false);
    else one.mutate({ payout, body: { action } }, { onError: toastError });
  };
  const onBulk = (action: BulkAction) => {
    if (busy) return;
    if (action === 'reject') openReject(targets.reject, true);
    else if (approvalAsks(targets.approve).dialog) openApprove(targets.approve, true);
    else
      many.mutate(
        { ids: targets.approve.map((p) => p.id), action },
        { onSuccess: (result) => untick(changedIds(result)), onError: toastError },
      );
  };
  const onReject = (reason: string) => {
    if (!rejecting || busy) return;
    const close = () => setRejectOpen(false);
    if (rejecting.bulk)
      many.mutate(
        { ids: rejecting.payouts.map((p) => p.id), action: 'reject', reason },
        {
          onSuccess: (result) => {
            untick(changedIds(result));
            close();
          },
        },
      );
    else one.mutate({ payout: rejecting.payouts[0]!, body: { action: 'reject', reason } }, { onSuccess: close });
  };
  // A confirmed approval: the server checks the confirmation and the note again.
  const onApprove = (note: string) => {
    if (!approving || busy) return;
    const close = () => setApproveOpen(false);
    const body = { action: 'approve' as const, confirm: true as const, ...(note ? { reason: note } : {}) };
    if (approving.bulk)
      many.mutate(
        { ids: approving.payouts.map((p) => p.id), ...body },
        {
          onSuccess: (result) => {
            untick(changedIds(result));
            close();
          },
        },
      );
    else one.mutate({ payout: approving.payouts[0]!, body }, { onSuccess: close });
  };
  const approveError = approving?.bulk ? many.error : one.error;
  const rejectError = rejecting?.bulk ? many.error : one.error;
  const count = rejecting?.payouts.length ?? 0;

  return (
    <Stack spacing={2}>
      <PayoutFilters value={filters} onChange={setFilters} refused={list.refused} />
      {list.status === 'ready' && (
        <BulkBar
          selectable={selectableRows}
          selected={selected}
          targets={targets}
          busy={listBusy}
          keep={was.size > 0}
          onSelectAll={(all) => setTicked(new Set(all ? selectableRows.map((p) => p.id) : []))}
          onBulk={onBulk}
        />
      )}
      <PagedListView
        {...list}
        items={items}
        label="payouts"
        empty={isQueueDefault(filters) ? NO_PAYOUTS_WAITING : NO_PAYOUTS_MATCH}
      >
        {(rows) => (
          <PayoutsList
            items={rows}
            selected={ticked}
            settled={was}
            onToggle={toggle}
            onAction={onAction}
            onHistory={(p) => {
              setHistoryOf(p);
              setHistoryOpen(true);
            }}
            busy={listBusy}
          />
        )}
      </PagedListView>
      <ApproveDialog
        open={approveOpen}
        payouts={approving?.payouts ?? []}
        busy={busy}
        error={approveError ? errorMessage(approveError) : null}
        onClose={() => setApproveOpen(false)}
        onConfirm={onApprove}
      />
      <ReasonDialog
        open={rejectOpen}
        title={count > 1 ? `Reject ${count} payouts` : 'Reject payout'}
        confirmLabel={count > 1 ? `Reject ${count}` : 'Reject'}
        confirmColor="error"
        summary={rejecting && <RejectSummary payouts={rejecting.payouts} />}
        reasonSchema={rejectReason}
        reasonHint="The member reads it in the notification and e-mail; it is kept in the audit log."
        busy={busy}
        error={rejectError ? errorMessage(rejectError) : null}
        onClose={() => setRejectOpen(false)}
        onConfirm={({ reason }) => onReject(reason)}
      />
      <MemberHistoryDrawer
        payout={historyPayout}
        open={historyOpen}
        onClose={() => setHistoryOpen(false)}
        busy={busy}
        onAction={onAction}
      />
    </Stack>
  );
}
