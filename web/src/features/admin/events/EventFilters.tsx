/**
 * The events view's filters: type (the types seen so far, or any typed), member uid, session, and
 * a range of UTC days (which the stats above the list follow too). Text applies with Enter or
 * 'Filter'; a field the server refuses shows its message under it.
 */
import { useState } from 'react';
import { Autocomplete, Box, Button, TextField } from '@mui/material';
import FilterListIcon from '@mui/icons-material/FilterList';
import type { FieldError } from '@pilotmiles/core';
import { serverFieldMessage } from '../dailyConfig/configForms';
import { NO_EVENT_FILTERS, anyFilter, type EventFilterValues } from './eventFilters';

export interface EventFiltersProps {
  value: EventFilterValues;
  onChange: (next: EventFilterValues) => void;
  /** The event types known so far (loaded events and the stats), offered in the type field. */
  types: readonly string[];
  refused: FieldError | null;
}

const trimmed = (v: EventFilterValues): EventFilterValues => ({
  event_type: v.event_type.trim(),
  uid: v.uid.trim(),
  session_id: v.session_id.trim(),
  from: v.from,
  to: v.to,
});

export function EventFilters({ value, onChange, types, refused }: EventFiltersProps) {
  const [draft, setDraft] = useState<EventFilterValues>(value);
  const set = (key: keyof EventFilterValues) => (text: string) => setDraft((d) => ({ ...d, [key]: text }));
  const dirty = JSON.stringify(trimmed(draft)) !== JSON.stringify(value);
  const refusal = (field: keyof EventFilterValues) =>
    refused?.field === field ? { error: true, helperText: serverFieldMessage(refused) } : {};

  return (
    <Box
      component="form"
      role="search"
      aria-label="Filter the events"
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
      <Autocomplete
        freeSolo
        options={types}
        inputValue={draft.event_type}
        onInputChange={(_, text) => set('event_type')(text)}
        renderInput={(params) => <TextField {...params} size="small" label="Type" placeholder="page_view" {...refusal('event_type')} />}
      />
      <TextField size="small" label="Member uid" value={draft.uid} onChange={(e) => set('uid')(e.target.value)} {...refusal('uid')} />
      <TextField
        size="small"
        label="Session"
        value={draft.session_id}
        onChange={(e) => set('session_id')(e.target.value)}
        {...refusal('session_id')}
      />
      <TextField
        size="small"
        type="date"
        label="From"
        value={draft.from}
        onChange={(e) => set('from')(e.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
        {...refusal('from')}
      />
      <TextField
        size="small"
        type="date"
        label="To"
        value={draft.to}
        onChange={(e) => set('to')(e.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
        {...refusal('to')}
      />
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <Button
          type="button"
          disabled={!anyFilter(draft) && !anyFilter(value)}
          onClick={() => {
            setDraft(NO_EVENT_FILTERS);
            onChange(NO_EVENT_FILTERS);
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
