/** How the catalogue list words a reward's values, countries and price. */
import { priceAdjustmentPercent, type Reward, type RewardDelivery, type RewardDenominations } from '@pilotmiles/core';
import { formatUsd } from '../shared/format';

export const DELIVERY_LABELS: Readonly<Record<RewardDelivery, string>> = {
  code: 'Code',
  'code-pin': 'Code and PIN',
  link: 'Redeem link',
  paypal: 'PayPal transfer',
};

/** '$5, $10, $25' or '$5–$500 in $5 steps'. */
export function valuesLabel(d: RewardDenominations): string {
  return d.kind === 'fixed'
    ? d.values.map(formatUsd).join(', ')
    : `${formatUsd(d.min)}–${formatUsd(d.max)} in ${formatUsd(d.step)} steps`;
}

/** A long list is cut after this many codes ('+3'). */
const COUNTRIES_SHOWN = 6;

/** 'Everywhere', or 'US, CA, GB +3'. */
export function countriesLabel(countries: readonly string[]): string {
  if (countries.length === 0) return 'Everywhere';
  const shown = countries.slice(0, COUNTRIES_SHOWN).join(', ');
  return countries.length > COUNTRIES_SHOWN ? `${shown} +${countries.length - COUNTRIES_SHOWN}` : shown;
}

/** '5% discount', '10% fee' or 'face value' for a price per dollar. */
export function adjustmentLabel(reward: Pick<Reward, 'pm_per_dollar'>): string {
  const percent = priceAdjustmentPercent(reward);
  return percent < 0 ? `${-percent}% discount` : percent > 0 ? `${percent}% fee` : 'face value';
}
