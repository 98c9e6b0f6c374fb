/**
 * A typed amount for a reward offered as a range (PayPal: $5-$500 in $5 steps): the value it
 * names, or why it is not one the reward offers. The server checks the same (core isValueOffered).
 */
import { isValueOffered, type RewardDenominations } from '@pilotmiles/core';
import { formatValue } from './format';

type Range = Extract<RewardDenominations, { kind: 'range' }>;

export type AmountCheck = { value: number; error: null } | { value: null; error: string };

/** 'Any amount from $5 to $500 in $5 steps'. */
export const amountHint = ({ min, max, step }: Range) =>
  `Any amount from ${formatValue(min)} to ${formatValue(max)}${step > 1 ? ` in ${formatValue(step)} steps` : ''}`;

export function checkAmount(range: Range, raw: string): AmountCheck {
  const { min, max, step } = range;
  const text = raw.trim();
  if (text === '') return { value: null, error: `Enter an amount from ${formatValue(min)} to ${formatValue(max)}` };
  const value = Number(text);
  if (!Number.isFinite(value)) return { value: null, error: 'Enter an amount in dollars' };
  if (value < min) return { value: null, error: `The smallest amount is ${formatValue(min)}` };
  if (value > max) return { value: null, error: `The largest amount is ${formatValue(max)}` };
  if (!isValueOffered({ denominations: range }, value)) {
    const below = min + Math.floor((value - min) / step) * step;
    const above = Math.min(max, below + step);
    return {
      value: null,
      error:
        step > 1
          ? `Amounts go in ${formatValue(step)} steps: try ${formatValue(below)} or ${formatValue(above)}`
          : 'Enter a whole number of dollars',
    };
  }
  return { value, error: null };
}
