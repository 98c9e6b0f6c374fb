/** A whole-number input (PM, days, weights) whose `name` is the config field it edits. */
import { InputAdornment, TextField, type SxProps, type Theme } from '@mui/material';

export interface NumberFieldProps {
  /** The config path, e.g. 'tiers.1.target': errors are matched and focused by it. */
  name: string;
  label: string;
  /** A longer accessible name where the visible label repeats (table rows). */
  ariaLabel?: string;
  value: string;
  onChange: (text: string) => void;
  error?: string;
  /** Shown under the field when there is no error. */
  hint?: string;
  disabled?: boolean;
  placeholder?: string;
  /** Show 'PM' after the number. */
  pm?: boolean;
  min?: number;
  sx?: SxProps<Theme>;
}

export function NumberField({
  name,
  label,
  ariaLabel,
  value,
  onChange,
  error,
  hint,
  disabled,
  placeholder,
  pm,
  min = 0,
  sx,
}: NumberFieldProps) {
  return (
    <TextField
      name={name}
      label={label}
      type="number"
      size="small"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={Boolean(error)}
      helperText={error ?? hint}
      disabled={disabled}
      placeholder={placeholder}
      sx={sx}
      slotProps={{
        htmlInput: { inputMode: 'numeric', step: 1, min, 'aria-label': ariaLabel },
        input: pm ? { endAdornment: <InputAdornment position="end">PM</InputAdornment> } : undefined,
        // The placeholder (a fallback value) must show even when the field is empty.
        inputLabel: placeholder ? { shrink: true } : undefined,
      }}
    />
  );
}
