/** An on/off setting bound to the form field it edits, with what it does under it. */
import { useId } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { Box, FormControlLabel, FormHelperText, Switch } from '@mui/material';

export interface SwitchFieldProps<V extends FieldValues> {
  // Any form's control whatever it submits (as NumberField takes it).
  control: Control<V, unknown, never> | Control<V, unknown, unknown>;
  name: Path<V>;
  label: string;
  hint: string;
  disabled?: boolean;
}

export function SwitchField<V extends FieldValues>({ control, name, label, hint, disabled }: SwitchFieldProps<V>) {
  const hintId = useId();
  return (
    <Controller
      control={control as Control<V>}
      name={name}
      render={({ field }) => (
        <Box>
          <FormControlLabel
            label={label}
            control={
              <Switch
                name={field.name}
                checked={!!field.value}
                onChange={(e) => field.onChange(e.target.checked)}
                onBlur={field.onBlur}
                disabled={disabled}
                slotProps={{ input: { 'aria-describedby': hintId } }}
              />
            }
          />
          <FormHelperText id={hintId} sx={{ mt: -0.5, ml: 0 }}>
            {hint}
          </FormHelperText>
        </Box>
      )}
    />
  );
}
