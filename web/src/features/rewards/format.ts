/**
 * How rewards word their prices. Every figure comes from core's pricing (rewardValues,
 * rewardPricePm, priceAdjustmentPercent): these only put words around it.
 */
import { formatPM, priceAdjustmentPercent, rewardPricePm, rewardValues, type Reward } from '@pilotmiles/core';

/** '$5', '$1,000': reward values are whole dollars. */
export function formatValue(usd: number): string {
  return `$${String(usd).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}

/** '$5 · 500 PM'. */
export function valuePriceLabel(reward: Pick<Reward, 'pm_per_dollar'>, usd: number): string {
  return `${formatValue(usd)} · ${formatPM(rewardPricePm(reward, usd))}`;
}

/** Fixed values a card lists one by one; a longer list says 'from' like a range. */
const CARD_VALUES_MAX = 4;

/** A card's prices: each value of a short fixed list, else the span and the cheapest price. */
export type CardPrices = { kind: 'values'; labels: string[] } | { kind: 'from'; span: string; from: string };

export function cardPrices(reward: Pick<Reward, 'denominations' | 'pm_per_dollar'>): CardPrices {
  const values = rewardValues(reward.denominations);
  if (reward.denominations.kind === 'fixed' && values.length <= CARD_VALUES_MAX)
    return { kind: 'values', labels: values.map((v) => valuePriceLabel(reward, v)) };
  const first = values[0] ?? 0;
  const last = values.at(-1) ?? first;
  return {
    kind: 'from',
    span: first === last ? formatValue(first) : `${formatValue(first)}–${formatValue(last)}`,
    from: `from ${formatPM(rewardPricePm(reward, first))}`,
  };
}

/** '10% off' for a discount, '5% fee' above face value, null at 100 PM per $1. */
export function adjustmentLabel(reward: Pick<Reward, 'pm_per_dollar'>): { label: string; discount: boolean } | null {
  const percent = priceAdjustmentPercent(reward);
  if (percent === 0) return null;
  return percent < 0 ? { label: `${-percent}% off`, discount: true } : { label: `${percent}% fee`, discount: false };
}

/** 'Redeem $25 Amazon.com Gift Card for 2,500 PM'. */
export function redeemSummary(reward: Pick<Reward, 'name' | 'pm_per_dollar'>, usd: number): string {
  return `Redeem ${formatValue(usd)} ${reward.name} for ${formatPM(rewardPricePm(reward, usd))}`;
}

/** '1,200 PM to go'. */
export const toGoLabel = (missingPm: number) => `${formatPM(missingPm)} to go`;

/**
 * The identity-verification page, returning to `next` afterwards. Slashes stay readable
 * (/auth/kyc?next=/rewards): they are allowed in a query value.
 */
export const kycPath = (next: string) => `/auth/kyc?next=${encodeURIComponent(next).replace(/%2F/gi, '/')}`;

/** 'Nov 21, 2026': the app's one date form (lib/format). */
export { formatDate } from '../../lib/format';
