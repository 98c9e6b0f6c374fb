/** The editor's own input: the values (a fixed list or a range). */
import { useId } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { Box, FormControlLabel, FormHelperText, Radio, RadioGroup, Typography } from '@mui/material';
import { FormText } from '../shared/FormText';
import type { RewardSubmit, RewardValues } from './rewardForm';

export type RewardForm = UseFormReturn<RewardValues, unknown, RewardSubmit>;

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
          <FormText
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
            <FormText
              form={form}
              name="min"
              label="Min ($)"
              type="number"
              disabled={disabled}
              htmlInput={{ inputMode: 'numeric', step: 1, min: 1 }}
            />
            <FormText
              form={form}
              name="max"
              label="Max ($)"
              type="number"
              disabled={disabled}
              htmlInput={{ inputMode: 'numeric', step: 1, min: 1 }}
            />
            <FormText
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
