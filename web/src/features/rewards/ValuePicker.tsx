import { Box, NativeSelect, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { formatPM, rewardPricePm, rewardValues, type Reward } from '@pilotmiles/core';
import { formatValue } from './format';

/** Up to this many values show as buttons; more (a PayPal range) are a select. */
const BUTTONS_MAX = 8;

export interface ValuePickerProps {
  reward: Pick<Reward, 'denominations' | 'pm_per_dollar'>;
  balance: number;
  value: number | null;
  onChange: (value: number) => void;
  disabled?: boolean;
  /** id of the label naming the picker. */
  labelId: string;
}

/** PM the balance is short of a value; 0 when it covers it. */
const shortBy = (pm: number, balance: number) => Math.max(0, pm - Math.max(0, balance));

/**
 * The value to redeem. A value the balance does not cover is disabled and says how many PM are
 * missing, so the member sees what their next goal costs.
 */
export function ValuePicker({ reward, balance, value, onChange, disabled, labelId }: ValuePickerProps) {
  const options = rewardValues(reward.denominations).map((usd) => {
    const pm = rewardPricePm(reward, usd);
    return { usd, pm, short: shortBy(pm, balance) };
  });

  if (options.length > BUTTONS_MAX)
    return (
      <NativeSelect
        value={value ?? ''}
        onChange={(e) => onChange(Number(e.target.value))}
        disabled={disabled}
        inputProps={{ 'aria-labelledby': labelId }}
        sx={{
          width: '100%',
          border: '1px solid rgba(0, 0, 0, 0.23)',
          borderRadius: 2,
          px: 1.5,
          height: 48,
          '&::before, &::after': { display: 'none' },
          '& select': { fontWeight: 600 },
          '& select:focus': { bgcolor: 'transparent' },
        }}
      >
        {options.map(({ usd, pm, short }) => (
          <option key={usd} value={usd} disabled={short > 0}>
            {`${formatValue(usd)} · ${formatPM(pm)}${short > 0 ? ` (${formatPM(short)} short)` : ''}`}
          </option>
        ))}
      </NativeSelect>
    );

  return (
    <ToggleButtonGroup
      exclusive
      value={value}
      onChange={(_, next: number | null) => next !== null && onChange(next)}
      aria-labelledby={labelId}
      disabled={disabled}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' },
        gap: 1,
        // Each button keeps its own border and radius (the group would join them in a row).
        '& .MuiToggleButtonGroup-grouped': {
          m: 0,
          border: '1px solid',
          borderColor: 'divider',
          borderRadius: '12px !important',
        },
      }}
    >
      {options.map(({ usd, pm, short }) => (
        <ToggleButton
          key={usd}
          value={usd}
          disabled={disabled || short > 0}
          aria-label={
            short > 0 ? `${formatValue(usd)}, ${formatPM(short)} short` : `${formatValue(usd)} for ${formatPM(pm)}`
          }
          sx={{
            flexDirection: 'column',
            py: 1,
            textTransform: 'none',
            '&.Mui-selected, &.Mui-selected:hover': {
              bgcolor: 'rgba(21, 128, 61, 0.1)',
              borderColor: 'secondary.main',
              color: 'secondary.dark',
            },
          }}
        >
          <Box component="span" sx={{ fontSize: 18, fontWeight: 800, lineHeight: 1.2 }}>
            {formatValue(usd)}
          </Box>
          <Typography
            component="span"
            variant="caption"
            sx={{ fontWeight: 600, color: short > 0 ? 'text.disabled' : 'inherit' }}
          >
            {short > 0 ? `${formatPM(short)} short` : formatPM(pm)}
          </Typography>
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
