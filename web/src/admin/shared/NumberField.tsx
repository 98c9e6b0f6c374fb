/** A whole-number input (PM, days, weights) bound to the form field it edits, its errors under it. */
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { InputAdornment, TextField, type SxProps, type Theme } from '@mui/material';

export interface NumberFieldProps<V extends FieldValues> {
  control: Control<V, unknown, never> | Control<V, unknown, unknown>;
  /** The config path, e.g. 'tiers.1.target': the schema's and the server's errors name it. */
  name: Path<V>;
  label: string;
  /** A longer accessible name where the visible label repeats (table rows). */
  ariaLabel?: string;
  /** Shown under the field when there is no error. */
  hint?: string;
  disabled?: boolean;
  placeholder?: string;
  /** Show 'PM' after the number. */
  pm?: boolean;
  min?: number;
  sx?: SxProps<Theme>;
}

export function NumberField<V extends FieldValues>({
  control,
  name,
  label,
  ariaLabel,
  hint,
  disabled,
  placeholder,
  pm,
  min = 0,
  sx,
}: NumberFieldProps<V>) {
  return (
    <Controller
      control={control as Control<V>}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          name={field.name}
          inputRef={field.ref}
          label={label}
          type="number"
          size="small"
          value={field.value ?? ''}
          onChange={(e) => field.onChange(e.target.value)}
          onBlur={field.onBlur}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? hint}
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
      )}
    />
  );
}
