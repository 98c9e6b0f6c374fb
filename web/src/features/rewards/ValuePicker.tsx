import { useState } from 'react';
import { Box, InputAdornment, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { formatPM, rewardPricePm, rewardProgress, rewardValues, type Reward, type RewardDenominations } from '@pilotmiles/core';
import { amountHint, checkAmount } from './amount';
import { formatValue } from './format';

/** Up to this many values show as buttons; a longer range (PayPal's 100) is an amount to type. */
const BUTTONS_MAX = 8;

export interface ValuePickerProps {
  reward: Pick<Reward, 'denominations' | 'pm_per_dollar'>;
  balance: number;
  value: number | null;
  /** null: what was typed is not a value the reward offers (the field says why). */
  onChange: (value: number | null) => void;
  disabled?: boolean;
  /** id of the label naming the picker. */
  labelId: string;
}

/** PM the balance is short of a value; 0 when it covers it. */
const shortBy = (pm: number, balance: number) => Math.max(0, pm - Math.max(0, balance));

/**
 * The value to redeem. A value the balance does not cover is disabled and says how many PM are
 * missing, so the member sees what their next goal costs. A long range takes any amount it allows.
 */
export function ValuePicker({ reward, balance, value, onChange, disabled, labelId }: ValuePickerProps) {
  const values = rewardValues(reward.denominations);
  if (reward.denominations.kind === 'range' && values.length > BUTTONS_MAX)
    return (
      <AmountField
        reward={reward}
        range={reward.denominations}
        balance={balance}
        value={value}
        onChange={onChange}
        disabled={disabled}
        labelId={labelId}
      />
    );

  const options = values.map((usd) => {
    const pm = rewardPricePm(reward, usd);
    return { usd, pm, short: shortBy(pm, balance) };
  });
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

/**
 * A range's amount, typed: a number field with the range's min, max and step, saying what it takes
 * and, for a typed amount it does not, why. The balance's reach is said too (the price shows below).
 */
function AmountField({
  reward,
  range,
  balance,
  value,
  onChange,
  disabled,
  labelId,
}: Omit<ValuePickerProps, 'reward'> & {
  reward: Pick<Reward, 'denominations' | 'pm_per_dollar'>;
  range: Extract<RewardDenominations, { kind: 'range' }>;
}) {
  const [text, setText] = useState(value === null ? '' : String(value));
  const error = checkAmount(range, text).error;
  const reach = rewardProgress(reward, balance).affordable.at(-1)?.value;
  const hint = `${amountHint(range)}${reach !== undefined ? ` · your balance covers up to ${formatValue(reach)}` : ''}`;
  return (
    <TextField
      type="number"
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        onChange(checkAmount(range, e.target.value).value);
      }}
      disabled={disabled}
      error={!!error}
      helperText={error ?? hint}
      fullWidth
      slotProps={{
        input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
        htmlInput: {
          min: range.min,
          max: range.max,
          step: range.step,
          inputMode: 'numeric',
          'aria-labelledby': labelId,
        },
      }}
      sx={{ '& input': { fontWeight: 700 } }}
    />
  );
}
