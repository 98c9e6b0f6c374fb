/**
 * The dialog staff actions go through: what will happen, a required reason (by default core's
 * conversion rule, at least 3 characters; a caller may pass its own schema's rule) and, for a
 * manual credit, the amount. A refusal from the server shows inside the dialog, which stays open
 * with what was typed.
 */
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { InputAdornment, TextField, Typography } from '@mui/material';
import { adminConversionPatch, adminManualCredit } from '@pilotmiles/core';
import { ReasonField, StaffDialog, StaffDialogBody } from './StaffDialog';

export interface ReasonValues {
  reason: string;
  /** Only when the dialog asks for an amount. */
  amount?: number;
}

export interface ReasonDialogProps {
  open: boolean;
  title: string;
  /** What the action does, to whom. */
  summary: ReactNode;
  confirmLabel: string;
  confirmColor?: 'primary' | 'success' | 'error';
  /** The amount to prefill (PM); null: an amount field left empty for staff to fill; undefined: no amount field. */
  amount?: number | null;
  /** The rule for the reason (text in, the reason to send out); default: a conversion's. */
  reasonSchema?: z.ZodType<string, string>;
  /** Under the reason field while it has no error: who reads it. */
  reasonHint?: string;
  busy: boolean;
  /** The server's refusal of the last attempt. */
  error: string | null;
  onClose: () => void;
  /** The button that closes without acting (default 'Cancel'; another word when the action is itself a cancel). */
  closeLabel?: string;
  onConfirm: (values: ReasonValues) => void;
}

const conversionReason = adminConversionPatch.shape.reason;
const amount = z
  .string()
  .trim()
  .regex(/^\d+$/, 'enter a whole number of PM')
  .transform(Number)
  .pipe(adminManualCredit.shape.amount.unwrap().min(1, 'must be at least 1 PM'));

const formSchema = (reason: z.ZodType<string, string>, withAmount: boolean) =>
  withAmount ? z.object({ reason, amount }) : z.object({ reason, amount: z.string().transform(() => undefined) });

interface FormValues {
  reason: string;
  amount: string;
}

export function ReasonDialog({ open, onClose, busy, ...props }: ReasonDialogProps) {
  return (
    <StaffDialog open={open} title={props.title} busy={busy} onClose={onClose}>
      {/* Mounted only while open, so each opening starts from a blank reason. */}
      {open && <ReasonForm {...props} busy={busy} onClose={onClose} />}
    </StaffDialog>
  );
}

function ReasonForm({
  summary,
  confirmLabel,
  closeLabel,
  confirmColor,
  amount: prefill,
  reasonSchema = conversionReason,
  reasonHint = 'Kept with the record and in the audit log.',
  busy,
  error,
  onClose,
  onConfirm,
}: Omit<ReasonDialogProps, 'open' | 'title'>) {
  const withAmount = prefill !== undefined;
  const form = useForm<FormValues, unknown, ReasonValues>({
    defaultValues: { reason: '', amount: prefill == null ? '' : String(prefill) },
    resolver: zodResolver(formSchema(reasonSchema, withAmount)),
  });
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => onConfirm(values))}>
      <StaffDialogBody
        busy={busy}
        error={error}
        onClose={onClose}
        closeLabel={closeLabel}
        confirmLabel={confirmLabel}
        confirmColor={confirmColor}
      >
        <Typography component="div" variant="body2">
          {summary}
        </Typography>
        {withAmount && (
          <TextField
            {...form.register('amount')}
            label="Amount"
            type="number"
            error={!!errors.amount}
            helperText={errors.amount?.message}
            disabled={busy}
            slotProps={{
              htmlInput: { inputMode: 'numeric', min: 1, step: 1 },
              input: { endAdornment: <InputAdornment position="end">PM</InputAdornment> },
            }}
          />
        )}
        <ReasonField
          {...form.register('reason')}
          autoFocus
          error={!!errors.reason}
          helperText={errors.reason?.message ?? reasonHint}
          disabled={busy}
        />
      </StaffDialogBody>
    </form>
  );
}
