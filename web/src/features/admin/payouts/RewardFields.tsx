/** The editor's inputs: a text field bound to one form field, and the values (fixed list or range). */
import { useId, type ReactNode } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import {
  Box,
  FormControlLabel,
  FormHelperText,
  Radio,
  RadioGroup,
  TextField,
  Typography,
  type TextFieldProps,
} from '@mui/material';
import type { RewardSubmit, RewardValues } from './rewardForm';

export type RewardForm = UseFormReturn<RewardValues, unknown, RewardSubmit>;

type TextName = { [K in keyof RewardValues]: RewardValues[K] extends string ? K : never }[keyof RewardValues];

/** A text input bound to one form field, its error (or hint) under it. */
export function Text({
  form,
  name,
  hint,
  wide,
  htmlInput,
  ...props
}: { form: RewardForm; name: TextName; hint?: ReactNode; wide?: boolean; htmlInput?: Record<string, unknown> } & Omit<
  TextFieldProps,
  'name' | 'form'
>) {
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
          sx={wide ? { gridColumn: '1 / -1' } : undefined}
          slotProps={{ htmlInput, inputLabel: props.placeholder ? { shrink: true } : undefined }}
        />
      )}
    />
  );
}

/** A fixed list of values or a range in steps, whichever the kind says. */
export function Denominations({
  form,
  disabled,
  kind,
}: {
  form: RewardForm;
  disabled: boolean;
  kind: RewardValues['kind'];
}) {
  const legendId = useId();
  return (
    <Box
      component="fieldset"
      aria-labelledby={legendId}
      sx={{ gridColumn: '1 / -1', border: 0, p: 0, m: 0, minWidth: 0 }}
    >
      <Typography id={legendId} component="legend" variant="body2" sx={{ fontWeight: 700 }}>
        Values (whole dollars)
      </Typography>
      <Controller
        control={form.control}
        name="kind"
        render={({ field, fieldState }) => (
          <>
            <RadioGroup
              row
              value={field.value}
              onChange={(e) => field.onChange(e.target.value)}
              aria-labelledby={legendId}
            >
              <FormControlLabel value="fixed" control={<Radio size="small" />} label="Fixed list" disabled={disabled} />
              <FormControlLabel value="range" control={<Radio size="small" />} label="Range" disabled={disabled} />
            </RadioGroup>
            {fieldState.error && <FormHelperText error>{fieldState.error.message}</FormHelperText>}
          </>
        )}
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1.5, mt: 1 }}>
        {kind === 'fixed' ? (
          <Text
            form={form}
            name="values"
            label="Values"
            disabled={disabled}
            wide
            placeholder="5, 10, 25, 50"
            hint="Comma-separated, e.g. 5, 10, 25, 50."
          />
        ) : (
          <>
            <Text
              form={form}
              name="min"
              label="Min ($)"
              type="number"
              disabled={disabled}
              htmlInput={{ inputMode: 'numeric', step: 1, min: 1 }}
            />
            <Text
              form={form}
              name="max"
              label="Max ($)"
              type="number"
              disabled={disabled}
              htmlInput={{ inputMode: 'numeric', step: 1, min: 1 }}
            />
            <Text
              form={form}
              name="step"
              label="Step ($)"
              type="number"
              disabled={disabled}
              htmlInput={{ inputMode: 'numeric', step: 1, min: 1 }}
            />
          </>
        )}
      </Box>
    </Box>
  );
}
