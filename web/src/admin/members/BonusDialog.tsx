/**
 * The admin bonus: a whole number of PM, positive to credit or negative to deduct (never below
 * zero: the server refuses with 409 and its message shows here), and a reason. Each opening has
 * its own request key, sent with every try, so a double click or a retry credits once.
 */
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Alert, TextField, Typography } from '@mui/material';
import { adminBonusBody, adminReason, formatPM, type AdminBonusBody, type AdminMemberDetail } from '@pilotmiles/core';
import { EditorDialog } from '../shared/EditorDialog';
import { ReasonField, StaffDialogBody } from '../shared/StaffDialog';

export interface BonusDialogProps {
  open: boolean;
  member: AdminMemberDetail;
  /** This opening's request key. */
  requestId: string;
  busy: boolean;
  error: string | null;
  onClose: () => void;
  onExited: () => void;
  onConfirm: (body: AdminBonusBody) => void;
}

const formSchema = z.object({
  amount: z
    .string()
    .trim()
    .regex(/^[-−]?\d+$/, 'enter a whole number of PM (negative to deduct)')
    .transform((s) => Number(s.replace('−', '-')))
    .pipe(adminBonusBody.shape.amount),
  reason: adminReason,
});

interface FormValues {
  amount: string;
  reason: string;
}

/** What the typed amount will do, as staff read it before confirming. */
export function bonusEffect(amountText: string, balance: number): { label: string; deduction: boolean } | null {
  const n = Number(amountText.trim().replace('−', '-'));
  if (!amountText.trim() || !Number.isInteger(n) || n === 0) return null;
  return n < 0
    ? { label: `Deduction of ${formatPM(-n)}: the balance goes to ${formatPM(balance + n)}.`, deduction: true }
    : { label: `Bonus of ${formatPM(n)}: the balance goes to ${formatPM(balance + n)}.`, deduction: false };
}

export function BonusDialog({ open, onClose, onExited, busy, ...props }: BonusDialogProps) {
  return (
    <EditorDialog open={open} onClose={onClose} busy={busy} title="Admin bonus" onExited={onExited}>
      <BonusForm {...props} busy={busy} onClose={onClose} />
    </EditorDialog>
  );
}

function BonusForm({ member, requestId, busy, error, onClose, onConfirm }: Omit<BonusDialogProps, 'open' | 'onExited'>) {
  const form = useForm<FormValues, unknown, { amount: number; reason: string }>({
    defaultValues: { amount: '', reason: '' },
    resolver: zodResolver(formSchema),
  });
  const { errors } = form.formState;
  const amount = useWatch({ control: form.control, name: 'amount' });
  const effect = bonusEffect(amount, member.total_coins);
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(({ amount: pm, reason }) => onConfirm({ amount: pm, reason, request_id: requestId }))}
    >
      <StaffDialogBody
        busy={busy}
        error={error}
        onClose={onClose}
        confirmLabel={effect?.deduction ? 'Deduct' : 'Give bonus'}
        confirmColor={effect?.deduction ? 'error' : 'primary'}
      >
        <Typography variant="body2">
          {member.email ?? member.uid} has {formatPM(member.total_coins)}. A positive amount credits PM; a negative one
          deducts it (never below zero). The member sees it in their history as an admin bonus.
        </Typography>
        <TextField
          {...form.register('amount')}
          label="Amount (PM)"
          required
          autoFocus
          error={!!errors.amount}
          helperText={errors.amount?.message ?? 'Negative to deduct, e.g. -250'}
          disabled={busy}
          slotProps={{ htmlInput: { inputMode: 'text', autoComplete: 'off' } }}
        />
        {effect && (
          <Alert severity={effect.deduction ? 'warning' : 'info'} data-testid="bonus-effect">
            {effect.label}
          </Alert>
        )}
        <ReasonField
          {...form.register('reason')}
          error={!!errors.reason}
          helperText={errors.reason?.message ?? 'Kept with the entry and in the audit log.'}
          disabled={busy}
        />
      </StaffDialogBody>
    </form>
  );
}
