/**
 * The events view's filters: type (the types seen so far, or any typed), member uid, session, and
 * a range of UTC days (which the stats above the list follow too). Text applies with Enter or
 * 'Filter'; a field the server refuses shows its message under it.
 */
import { Autocomplete, TextField } from '@mui/material';
import type { FieldError } from '@pilotmiles/core';
import { DayRangeFields, FilterForm, useFilterDraft } from '../shared/FilterForm';
import { NO_EVENT_FILTERS, type EventFilterValues } from './eventFilters';

export interface EventFiltersProps {
  value: EventFilterValues;
  onChange: (next: EventFilterValues) => void;
  /** The event types known so far (loaded events and the stats), offered in the type field. */
  types: readonly string[];
  refused: FieldError | null;
}

export function EventFilters({ value, onChange, types, refused }: EventFiltersProps) {
  const { draft, setDraft, set, refusal } = useFilterDraft(value, refused);
  return (
    <FilterForm label="Filter the events" value={value} draft={draft} setDraft={setDraft} empty={NO_EVENT_FILTERS} onChange={onChange}>
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
      <DayRangeFields from={draft.from} to={draft.to} onChange={(field, day) => set(field)(day)} refusal={refusal} />
    </FilterForm>
  );
}
