/**
 * The frame of the admin lists' text filters (audit log, events): the draft as typed, applied
 * trimmed with Enter or 'Filter' (filled while the draft differs from what applies), 'Clear',
 * a range of days, and the server's refusal of a field shown under it.
 */
import { useState, type ReactNode } from 'react';
import { Box, Button, TextField } from '@mui/material';
import FilterListIcon from '@mui/icons-material/FilterList';
import type { FieldError } from '@pilotmiles/core';
import { serverFieldMessage } from './configForms';

type Texts<V> = { [K in keyof V]: string };

const trimmed = <V extends Texts<V>>(v: V): V =>
  Object.fromEntries(Object.entries<string>(v).map(([k, text]) => [k, text.trim()])) as V;
const anyText = <V extends Texts<V>>(v: V) => Object.values<string>(v).some((text) => text.trim() !== '');

/** The draft of filters `value`, its setters, and the props that show `refused` under its field. */
export function useFilterDraft<V extends Texts<V>>(value: V, refused: FieldError | null) {
  const [draft, setDraft] = useState<V>(value);
  const set = (key: keyof V) => (text: string) => setDraft((d) => ({ ...d, [key]: text }));
  const refusal = (field: keyof V) =>
    refused?.field === field ? { error: true, helperText: serverFieldMessage(refused) } : {};
  return { draft, setDraft, set, refusal };
}

export interface FilterFormProps<V extends Texts<V>> {
  /** The form's accessible name ('Filter the events'). */
  label: string;
  /** The filters that apply, the draft (useFilterDraft) and the empty filters 'Clear' applies. */
  value: V;
  draft: V;
  setDraft: (next: V) => void;
  empty: V;
  onChange: (next: V) => void;
  /** The fields; DayRangeFields for the range of days. */
  children: ReactNode;
}

export function FilterForm<V extends Texts<V>>({ label, value, draft, setDraft, empty, onChange, children }: FilterFormProps<V>) {
  const dirty = JSON.stringify(trimmed(draft)) !== JSON.stringify(value);
  return (
    <Box
      component="form"
      role="search"
      aria-label={label}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onChange(trimmed(draft));
      }}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, minmax(0, 1fr))' },
        gap: 1.5,
        alignItems: 'start',
      }}
    >
      {children}
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <Button
          type="button"
          disabled={!anyText(draft) && !anyText(value)}
          onClick={() => {
            setDraft(empty);
            onChange(empty);
          }}
        >
          Clear
        </Button>
        <Button type="submit" variant={dirty ? 'contained' : 'outlined'} startIcon={<FilterListIcon />}>
          Filter
        </Button>
      </Box>
    </Box>
  );
}

type Day = 'from' | 'to';

export interface DayRangeFieldsProps {
  from: string;
  to: string;
  onChange: (field: Day, day: string) => void;
  /** The props that mark a field the server refused (useFilterDraft's refusal). */
  refusal: (field: Day) => object;
}

/** 'From' and 'To' day fields (YYYY-MM-DD, both included). */
export function DayRangeFields({ from, to, onChange, refusal }: DayRangeFieldsProps) {
  const field = (name: Day, label: string, day: string) => (
    <TextField
      size="small"
      type="date"
      label={label}
      value={day}
      onChange={(e) => onChange(name, e.target.value)}
      slotProps={{ inputLabel: { shrink: true } }}
      {...refusal(name)}
    />
  );
  return (
    <>
      {field('from', 'From', from)}
      {field('to', 'To', to)}
    </>
  );
}
