/**
 * The conversions filters: the status applies at once; member and offer apply with Enter or
 * 'Filter' (not on every keystroke, which would ask the server for each half-typed id).
 */
import { useState } from 'react';
import { TextField } from '@mui/material';
import { CONVERSION_STATUS_LABELS, CONVERSION_STATUSES, type ConversionStatus, type FieldError } from '@pilotmiles/core';
import { serverFieldMessage } from '../shared/configForms';
import { FilterButtons, FilterFrame } from '../shared/FilterForm';
import { SelectFilter } from '../shared/SelectFilter';

export interface ConversionFilterValues {
  status: ConversionStatus | '';
  uid: string;
  offer_id: string;
}

export const NO_FILTERS: ConversionFilterValues = { status: '', uid: '', offer_id: '' };

export function ConversionFilters({
  value,
  onChange,
  refused,
}: {
  value: ConversionFilterValues;
  onChange: (next: ConversionFilterValues) => void;
  /** The server's refusal of a filter, shown under that filter. */
  refused: FieldError | null;
}) {
  const refusal = (field: keyof ConversionFilterValues) =>
    refused?.field === field ? { error: true, helperText: serverFieldMessage(refused) } : {};
  const [uid, setUid] = useState(value.uid);
  const [offerId, setOfferId] = useState(value.offer_id);
  const dirty = uid.trim() !== value.uid || offerId.trim() !== value.offer_id;
  const any = value.status !== '' || value.uid !== '' || value.offer_id !== '' || uid !== '' || offerId !== '';

  return (
    <FilterFrame
      label="Filter conversions"
      onSubmit={() => onChange({ ...value, uid: uid.trim(), offer_id: offerId.trim() })}
      columns={{ xs: '1fr', sm: '180px minmax(0, 1fr) minmax(0, 1fr) auto' }}
    >
      <SelectFilter
        label="Status"
        value={value.status}
        options={CONVERSION_STATUSES}
        labels={CONVERSION_STATUS_LABELS}
        anyLabel="All statuses"
        {...refusal('status')}
        onChange={(status) => onChange({ ...value, status })}
      />
      <TextField size="small" label="Member uid" value={uid} onChange={(e) => setUid(e.target.value)} {...refusal('uid')} />
      <TextField
        size="small"
        label="Offer id"
        value={offerId}
        onChange={(e) => setOfferId(e.target.value)}
        {...refusal('offer_id')}
      />
      <FilterButtons
        dirty={dirty}
        canClear={any}
        onClear={() => {
          setUid('');
          setOfferId('');
          onChange(NO_FILTERS);
        }}
      />
    </FilterFrame>
  );
}
