/**
 * The audit log's filters: action (the actions seen so far, or any typed), who (uid or e-mail),
 * target (exact, or a prefix such as 'users/'), and a range of days. Text applies with Enter or
 * 'Filter'; a field the server refuses shows its message under it.
 */
import { useState } from 'react';
import { Autocomplete, Box, Button, TextField } from '@mui/material';
import FilterListIcon from '@mui/icons-material/FilterList';
import type { FieldError } from '@pilotmiles/core';
import { serverFieldMessage } from '../dailyConfig/configForms';
import { NO_LOG_FILTERS, anyFilter, type LogFilterValues } from './logFilters';

export interface LogFiltersProps {
  value: LogFilterValues;
  onChange: (next: LogFilterValues) => void;
  /** The actions of the entries loaded so far, offered in the action field. */
  actions: readonly string[];
  refused: FieldError | null;
}

export function LogFilters({ value, onChange, actions, refused }: LogFiltersProps) {
  const [draft, setDraft] = useState<LogFilterValues>(value);
  const set = (key: keyof LogFilterValues) => (text: string) => setDraft((d) => ({ ...d, [key]: text }));
  const trimmed = (v: LogFilterValues): LogFilterValues => ({
    action: v.action.trim(),
    actor: v.actor.trim(),
    target: v.target.trim(),
    from: v.from,
    to: v.to,
  });
  const dirty = JSON.stringify(trimmed(draft)) !== JSON.stringify(value);
  const refusal = (field: keyof LogFilterValues) =>
    refused?.field === field ? { error: true, helperText: serverFieldMessage(refused) } : {};

  return (
    <Box
      component="form"
      role="search"
      aria-label="Filter the audit log"
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
            setDraft(NO_LOG_FILTERS);
            onChange(NO_LOG_FILTERS);
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
