/** A text input bound to one field of an editor's form, its error (or hint) under it. */
import type { ReactNode } from 'react';
import { Controller, type FieldPathByValue, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';

export interface FormTextProps<V extends FieldValues, S> extends Omit<TextFieldProps, 'name' | 'form'> {
  form: UseFormReturn<V, unknown, S>;
  /** A field that holds text. */
  name: FieldPathByValue<V, string>;
  hint?: ReactNode;
  /** Spans every column of the editor's grid. */
  wide?: boolean;
  /** Shown but not editable (an odds field once anyone has entered). */
  locked?: boolean;
  htmlInput?: Record<string, unknown>;
  /** Text after the value, e.g. 'PM'. */
  end?: string;
  /** Text before the value, e.g. '$'. */
  start?: string;
  /** A select's own props (how the chosen value shows). */
  selectSlot?: Record<string, unknown>;
}

export function FormText<V extends FieldValues, S>({
  form,
  name,
  hint,
  wide,
  locked = false,
  htmlInput,
  end,
  start,
  selectSlot,
  ...props
}: FormTextProps<V, S>) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          size="small"
          name={field.name}
          inputRef={field.ref}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={!!fieldState.error}
          helperText={fieldState.error?.message ?? hint}
          sx={{
            ...(wide ? { gridColumn: '1 / -1' } : {}),
            ...(locked ? { '& .MuiInputBase-root': { bgcolor: 'grey.50' } } : {}),
          }}
          slotProps={{
            htmlInput: { ...htmlInput, readOnly: locked || undefined },
            select: selectSlot,
            inputLabel: props.type === 'datetime-local' || props.placeholder ? { shrink: true } : undefined,
            input: {
              startAdornment: start ? <InputAdornment position="start">{start}</InputAdornment> : undefined,
              endAdornment:
                end || locked ? (
                  <InputAdornment position="end">
                    {end}
                    {locked && <LockOutlinedIcon fontSize="small" titleAccess="Locked" sx={{ ml: end ? 0.5 : 0 }} />}
                  </InputAdornment>
                ) : undefined,
            },
          }}
        />
      )}
    />
  );
}
