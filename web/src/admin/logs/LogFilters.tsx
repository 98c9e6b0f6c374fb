/**
 * The audit log's filters: action (the actions seen so far, or any typed), who (uid or e-mail),
 * target (exact, or a prefix such as 'users/'), and a range of days. Text applies with Enter or
 * 'Filter'; a field the server refuses shows its message under it.
 */
import { Autocomplete, TextField } from '@mui/material';
import type { FieldError } from '@pilotmiles/core';
import { DayRangeFields, FilterForm, useFilterDraft } from '../shared/FilterForm';
import { NO_LOG_FILTERS, type LogFilterValues } from './logFilters';

export interface LogFiltersProps {
  value: LogFilterValues;
  onChange: (next: LogFilterValues) => void;
  /** The actions of the entries loaded so far, offered in the action field. */
  actions: readonly string[];
  refused: FieldError | null;
}

export function LogFilters({ value, onChange, actions, refused }: LogFiltersProps) {
  const { draft, setDraft, set, refusal } = useFilterDraft(value, refused);
  return (
    <FilterForm label="Filter the audit log" value={value} draft={draft} setDraft={setDraft} empty={NO_LOG_FILTERS} onChange={onChange}>
      <Autocomplete
        freeSolo
        options={actions}
        inputValue={draft.action}
        onInputChange={(_, text) => set('action')(text)}
        renderInput={(params) => (
          <TextField {...params} size="small" label="Action" placeholder="config.update" {...refusal('action')} />
        )}
      />
      <TextField
        size="small"
        label="Who (uid or e-mail)"
        value={draft.actor}
        onChange={(e) => set('actor')(e.target.value)}
        {...refusal('actor')}
      />
      <TextField
        size="small"
        label="Target"
        placeholder="users/ or config/dailyBonus"
        value={draft.target}
        onChange={(e) => set('target')(e.target.value)}
        {...(refused?.field === 'target' ? refusal('target') : { helperText: 'End with / for every target under it' })}
      />
      <DayRangeFields from={draft.from} to={draft.to} onChange={(field, day) => set(field)(day)} refusal={refusal} />
    </FilterForm>
  );
}
