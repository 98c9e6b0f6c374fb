/**
 * Approving a large or flagged payout (core approvalCheck): what staff are about to send and why
 * it was held, then a note saying why it is safe (required when a payout is flagged). The note is
 * kept with the payout and in the audit log, on staff's side only. One payout or the ticked ones.
 */
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Alert, Box, Typography } from '@mui/material';
import {
  approvalCheck,
  CONFIRM_APPROVAL_AT_USD,
  REVIEW_REASON_LABELS,
  riskFlags,
  type AdminPayout,
} from '@pilotmiles/core';
import { formatUsd } from '../shared/format';
import { ReasonField, StaffDialog, StaffDialogBody } from '../shared/StaffDialog';
import { memberName } from './PayoutParts';
import { approvalAsks, approvalNote } from './payoutActions';

/** A bulk approval lists this many of the payouts that need a look, then '+N more'. */
const LISTED = 5;

export interface ApproveDialogProps {
  open: boolean;
  /** The payouts to approve (kept while the dialog fades out). */
  payouts: AdminPayout[];
  busy: boolean;
  /** The server's refusal of the last attempt. */
  error: string | null;
  onClose: () => void;
  /** The note, trimmed ('' when none was given and none is required). */
  onConfirm: (note: string) => void;
}

export function ApproveDialog({ open, payouts, busy, onClose, ...props }: ApproveDialogProps) {
  const title = payouts.length > 1 ? `Approve ${payouts.length} payouts` : 'Approve payout';
  return (
    <StaffDialog open={open} title={title} busy={busy} onClose={onClose}>
      {/* Mounted only while open, so each opening starts from a blank note. */}
      {open && <ApproveForm payouts={payouts} busy={busy} onClose={onClose} {...props} />}
    </StaffDialog>
  );
}

function ApproveForm({ payouts, busy, error, onClose, onConfirm }: Omit<ApproveDialogProps, 'open'>) {
  const asks = approvalAsks(payouts);
  const form = useForm<{ note: string }>({
    defaultValues: { note: '' },
    resolver: zodResolver(z.object({ note: approvalNote(asks.note) })),
  });
  const noteError = form.formState.errors.note?.message;
  const total = payouts.reduce((sum, p) => sum + p.value_usd, 0);
  // What needs a look first: the flagged, then the large; a bulk list names only those.
  const held = payouts
    .filter((p) => approvalCheck(p) !== 'none')
    .sort((a, b) => Number(approvalCheck(b) === 'note') - Number(approvalCheck(a) === 'note'));
  const listed = payouts.length === 1 ? payouts : held.slice(0, LISTED);
  return (
    <form noValidate onSubmit={form.handleSubmit(({ note }) => onConfirm(note))}>
      <StaffDialogBody
        busy={busy}
        error={error}
        onClose={onClose}
        confirmLabel={payouts.length > 1 ? `Approve ${payouts.length}` : `Approve ${formatUsd(total)}`}
        confirmColor="success"
        busyLabel="Approving..."
      >
        {payouts.length > 1 && (
          <Typography variant="body2">
            {formatUsd(total)} in all goes to the provider. {held.length} of them {held.length === 1 ? 'needs' : 'need'}{' '}
            a look:
          </Typography>
        )}
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
          {listed.map((p) => (
            <HeldPayout key={p.id} payout={p} />
          ))}
          {held.length > listed.length && (
            <Typography component="li" variant="body2" color="text.secondary">
              +{held.length - listed.length} more
            </Typography>
          )}
        </Box>
        <ReasonField
          {...form.register('note')}
          label="Note"
          required={asks.note}
          autoFocus
          error={!!noteError}
          helperText={
            noteError ??
            `${asks.note ? 'Why it is safe to approve despite the flags.' : 'Optional.'} Kept with the payout and in the audit log; the member never sees it.`
          }
          disabled={busy}
        />
      </StaffDialogBody>
    </form>
  );
}

/** One payout: what and whose, its risk flags, and its size when that is what holds it. */
function HeldPayout({ payout: p }: { payout: AdminPayout }) {
  const flags = riskFlags(p.review_reasons);
  return (
    <li>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        <strong>
          {p.reward_name} · {formatUsd(p.value_usd)}
        </strong>{' '}
        — {memberName(p)}
      </Typography>
      {flags.length > 0 && (
        <Alert severity="warning" sx={{ mt: 0.75, py: 0 }}>
          Flagged: {flags.map((r) => REVIEW_REASON_LABELS[r]).join(' · ')}
        </Alert>
      )}
      {p.value_usd >= CONFIRM_APPROVAL_AT_USD && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
          {formatUsd(CONFIRM_APPROVAL_AT_USD)} or more: it goes to the provider as soon as you approve.
        </Typography>
      )}
    </li>
  );
}
