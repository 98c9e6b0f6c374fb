import { PM_PER_DOLLAR } from './constants';

/** Dollars for an amount of PilotMiles, e.g. 500 → 5. */
export function pmToDollars(pm: number): number {
  return pm / PM_PER_DOLLAR;
}

const dollarFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** '$5.00' for 500 PM, '$2,427.45' for 242,745 PM. */
export function formatDollars(pm: number): string {
  return dollarFormat.format(pmToDollars(pm));
}

const pmFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** '1,250 PM'. */
export function formatPM(pm: number): string {
  return `${pmFormat.format(pm)} PM`;
}

/** Signed amount for ledgers: '+500', '-200'. */
export function formatSignedPM(pm: number): string {
  return `${pm >= 0 ? '+' : '−'}${pmFormat.format(Math.abs(pm))}`;
}
