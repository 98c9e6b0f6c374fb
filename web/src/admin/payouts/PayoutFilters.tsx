/**
 * The queue's filters: the status applies at once; member and dates apply with Enter or 'Filter'
 * (not on every keystroke), after core's query schema accepts them (a 'from' after 'to' is named
 * under 'From' instead of asking the server).
 */
import { useState, type ChangeEvent } from 'react';
import { MenuItem, TextField } from '@mui/material';
import {
  adminPayoutsQuery,
  PAYOUT_STATUS_LABELS,
  PAYOUT_STATUSES,
  type FieldError,
  type PayoutStatus,
} from '@pilotmiles/core';
import { serverFieldMessage } from '../shared/configForms';
import { FilterButtons, FilterFrame } from '../shared/FilterForm';

export interface PayoutFilterValues {
  /** '' is every status. */
  status: PayoutStatus | '';
  uid: string;
  /** YYYY-MM-DD, days (UTC) of creation, inclusive; '' for no bound. */
  from: string;
  to: string;
}

/** The queue opens on what waits for staff. */
export const QUEUE_FILTERS: PayoutFilterValues = { status: 'pending_review', uid: '', from: '', to: '' };

type Typed = Omit<PayoutFilterValues, 'status'>;
type Problems = Partial<Record<keyof PayoutFilterValues, string>>;

/** What core's schema says about the typed filters, per field (first message each). */
export function filterProblems(values: PayoutFilterValues): Problems {
  const query = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== ''));
  const result = adminPayoutsQuery.safeParse(query);
  const problems: Problems = {};
  if (!result.success)
    for (const issue of result.error.issues) {
      const field = issue.path[0] as keyof PayoutFilterValues | undefined;
      if (field && !problems[field]) problems[field] = issue.message;
    }
  return problems;
}

export function PayoutFilters({
  value,
  onChange,
  refused,
}: {
  value: PayoutFilterValues;
  onChange: (next: PayoutFilterValues) => void;
  /** The server's refusal of a filter, shown under that filter. */
  refused: FieldError | null;
}) {
  const [typed, setTyped] = useState<Typed>({ uid: value.uid, from: value.from, to: value.to });
  const [problems, setProblems] = useState<Problems>({});
  const trimmed: Typed = { uid: typed.uid.trim(), from: typed.from, to: typed.to };
  const dirty = trimmed.uid !== value.uid || trimmed.from !== value.from || trimmed.to !== value.to;
  const changed = value.status !== QUEUE_FILTERS.status || value.uid !== '' || value.from !== '' || value.to !== '';

  const message = (field: keyof PayoutFilterValues) =>
    problems[field] ?? (refused?.field === field ? serverFieldMessage(refused) : undefined);
  const fieldProps = (field: keyof Typed) => ({
    value: typed[field],
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      setTyped({ ...typed, [field]: e.target.value });
      setProblems({});
    },
    error: !!message(field),
    helperText: message(field),
    size: 'small' as const,
  });

  return (
    <FilterFrame
      label="Filter payouts"
      onSubmit={() => {
        const next = { ...value, ...trimmed };
        const found = filterProblems(next);
        setProblems(found);
        if (Object.keys(found).length === 0) onChange(next);
      }}
      columns={{
        xs: 'minmax(0, 1fr) minmax(0, 1fr)',
        sm: 'minmax(0, 1fr) minmax(0, 1fr)',
        md: '190px minmax(0, 1fr) 160px 160px auto',
      }}
    >
      <TextField
        select
        size="small"
        label="Status"
        value={value.status}
        error={!!message('status')}
        helperText={message('status')}
        onChange={(e) => onChange({ ...value, status: e.target.value as PayoutFilterValues['status'] })}
        sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
      >
        {PAYOUT_STATUSES.map((s) => (
          <MenuItem key={s} value={s}>
            {PAYOUT_STATUS_LABELS[s]}
          </MenuItem>
        ))}
        <MenuItem value="">All statuses</MenuItem>
      </TextField>
      <TextField label="Member uid" {...fieldProps('uid')} sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }} />
      <TextField label="From" type="date" {...fieldProps('from')} slotProps={{ inputLabel: { shrink: true } }} />
      <TextField label="To" type="date" {...fieldProps('to')} slotProps={{ inputLabel: { shrink: true } }} />
      <FilterButtons
        dirty={dirty}
        canClear={changed || dirty}
        clearLabel="Reset"
        onClear={() => {
          setTyped({ uid: '', from: '', to: '' });
          setProblems({});
          onChange(QUEUE_FILTERS);
        }}
        sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
      />
    </FilterFrame>
  );
}
