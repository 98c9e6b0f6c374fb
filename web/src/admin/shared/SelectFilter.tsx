/** A filter bar's select of one of a fixed list of values, with an 'All …' item ('') first. */
import { MenuItem, TextField, type TextFieldProps } from '@mui/material';

export interface SelectFilterProps<T extends string> extends Pick<TextFieldProps, 'error' | 'helperText' | 'sx'> {
  label: string;
  value: T | '';
  options: readonly T[];
  labels: Readonly<Record<T, string>>;
  /** The first item, for no filter: 'All statuses'. */
  anyLabel: string;
  onChange: (value: T | '') => void;
}

export function SelectFilter<T extends string>({
  label,
  value,
  options,
  labels,
  anyLabel,
  onChange,
  ...rest
}: SelectFilterProps<T>) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      {...rest}
      onChange={(e) => onChange(e.target.value as T | '')}
    >
      <MenuItem value="">{anyLabel}</MenuItem>
      {options.map((o) => (
        <MenuItem key={o} value={o}>
          {labels[o]}
        </MenuItem>
      ))}
    </TextField>
  );
}
