/**
 * The frame of the admin lists' filters: a search form applied with Enter or 'Filter' (filled
 * while the draft differs from what applies) and 'Clear' (FilterFrame, FilterButtons, which the
 * conversions' and payouts' own filters use too); for text filters (audit log, events) FilterForm:
 * the draft as typed, applied trimmed, a range of days, and the server's refusal of a field shown
 * under it.
 */
import { useState, type ReactNode } from 'react';
import { Box, Button, TextField, type SxProps, type Theme } from '@mui/material';
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
  return (
    <FilterFrame
      label={label}
      onSubmit={() => onChange(trimmed(draft))}
      columns={{ xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, minmax(0, 1fr))' }}
    >
      {children}
      <FilterButtons
        dirty={JSON.stringify(trimmed(draft)) !== JSON.stringify(value)}
        canClear={anyText(draft) || anyText(value)}
        onClear={() => {
          setDraft(empty);
          onChange(empty);
        }}
      />
    </FilterFrame>
  );
}

export interface FilterFrameProps {
  /** The form's accessible name ('Filter conversions'). */
  label: string;
  /** Enter or 'Filter'. */
  onSubmit: () => void;
  /** The grid's columns, per breakpoint. */
  columns: Record<string, string>;
  /** The fields, then FilterButtons. */
  children: ReactNode;
}

/** A list's filters as a search form: a grid of fields and buttons, submitted with Enter or 'Filter'. */
export function FilterFrame({ label, onSubmit, columns, children }: FilterFrameProps) {
  return (
    <Box
      component="form"
      role="search"
      aria-label={label}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
      sx={{ display: 'grid', gridTemplateColumns: columns, gap: 1.5, alignItems: 'start' }}
    >
      {children}
    </Box>
  );
}

export interface FilterButtonsProps {
  /** The draft differs from what applies: 'Filter' is filled. */
  dirty: boolean;
  /** Something to clear (typed or applied). */
  canClear: boolean;
  onClear: () => void;
  /** 'Clear' by default; 'Reset' where clearing goes back to a preset. */
  clearLabel?: string;
  sx?: SxProps<Theme>;
}

/** 'Clear' and 'Filter' (the submit button), at the end of the filters' row. */
export function FilterButtons({ dirty, canClear, onClear, clearLabel = 'Clear', sx = [] }: FilterButtonsProps) {
  return (
    <Box sx={[{ display: 'flex', gap: 1, justifyContent: 'flex-end' }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <Button type="button" disabled={!canClear} onClick={onClear}>
        {clearLabel}
      </Button>
      <Button type="submit" variant={dirty ? 'contained' : 'outlined'} startIcon={<FilterListIcon />}>
        Filter
      </Button>
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
