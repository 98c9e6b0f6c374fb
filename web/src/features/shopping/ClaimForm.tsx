import { useRef, useState, type FormEvent } from 'react';
import { Alert, Box, Button, InputAdornment, Stack, TextField } from '@mui/material';
import { ORDER_ID_MAX, checkClaim, claimDateRange, type ClaimErrors, type ClaimFields } from './claim';
import type { ShopClaimBody } from '@pilotmiles/core';
import { errorMessage } from '../../lib/api';

export interface ClaimStore {
  id: string;
  name: string;
}

export interface ClaimFormProps {
  /** The stores the member may claim for; the first is the one preselected (the page's brand). */
  stores: readonly ClaimStore[];
  /** Today as 'YYYY-MM-DD' in the member's zone: the order date's range follows it. */
  today: string;
  /** Sends the claim; a rejection's message is shown in the form as the server words it. */
  onSubmit: (body: ShopClaimBody) => Promise<unknown>;
}

const empty = (brandId: string): ClaimFields => ({ brandId, orderId: '', orderDate: '', amount: '' });

/**
 * 'Missing cashback?': the store, the order number, its date and amount, checked with the same
 * rules as the server (claim.ts) before anything is sent. Cleared once sent.
 */
export function ClaimForm({ stores, today, onSubmit }: ClaimFormProps) {
  const [fields, setFields] = useState<ClaimFields>(() => empty(stores[0]?.id ?? ''));
  const [errors, setErrors] = useState<ClaimErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The send in flight: a second press before the re-render sends nothing.
  const sending = useRef(false);
  const range = claimDateRange(today);

  const set = (name: keyof ClaimFields) => (e: { target: { value: string } }) => {
    const value = e.target.value;
    setFields((f) => ({ ...f, [name]: value }));
    // A corrected field loses its message; the others keep theirs until the next send.
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (sending.current) return;
    const checked = checkClaim(fields, today);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setFailure(null);
    setBusy(true);
    sending.current = true;
    try {
      await onSubmit(checked.body);
      setFields(empty(fields.brandId));
    } catch (err) {
      setFailure(errorMessage(err));
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Missing cashback claim">
      <Stack spacing={2}>
        {failure && <Alert severity="error">{failure}</Alert>}
        <TextField
          select
          id="claim-store"
          label="Store"
          value={fields.brandId}
          onChange={set('brandId')}
          error={!!errors.brandId}
          helperText={errors.brandId}
          size="small"
          // A native select: a phone shows its own picker, and the page does not load MUI's menu.
          slotProps={{ select: { native: true } }}
        >
          {stores.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </TextField>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' } }}>
          <TextField
            id="claim-order"
            label="Order number"
            value={fields.orderId}
            onChange={set('orderId')}
            error={!!errors.orderId}
            helperText={errors.orderId ?? 'From the store’s confirmation email'}
            size="small"
            slotProps={{ htmlInput: { maxLength: ORDER_ID_MAX, autoComplete: 'off' } }}
          />
          <TextField
            id="claim-date"
            label="Order date"
            type="date"
            value={fields.orderDate}
            onChange={set('orderDate')}
            error={!!errors.orderDate}
            helperText={errors.orderDate}
            size="small"
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: range.min, max: range.max } }}
          />
          <TextField
            id="claim-amount"
            label="Amount"
            value={fields.amount}
            onChange={set('amount')}
            error={!!errors.amount}
            helperText={errors.amount ?? 'Before tax and shipping'}
            size="small"
            slotProps={{
              input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
              htmlInput: { inputMode: 'decimal', maxLength: 12 },
            }}
          />
        </Box>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" loading={busy}>
            Send claim
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
