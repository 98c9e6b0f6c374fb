import { PM_PER_DOLLAR } from './constants';

/** Dollars for an amount of PilotMiles, e.g. 500 → 5. */
export function pmToDollars(pm: number): number {
  return pm / PM_PER_DOLLAR;
}

// Plain arithmetic rather than Intl.NumberFormat: the first Intl formatter a page creates loads the
// ICU number data, 20-40 ms of main thread on a phone, and these run on the landing page. The
// output is en-US's: comma thousands, two-decimal dollars, half away from zero.

/** '1,234,567' for a whole number. */
function grouped(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** '$5.00' for 500 PM, '$2,427.45' for 242,745 PM, '-$2.50' for -250 PM. */
export function formatDollars(pm: number): string {
  const cents = Math.round(Math.abs(pmToDollars(pm)) * 100);
  const sign = pm < 0 && cents > 0 ? '-' : '';
  return `${sign}$${grouped(Math.floor(cents / 100))}.${String(cents % 100).padStart(2, '0')}`;
}

/** A whole number of PM with separators (fractions round half away from zero). */
function pmNumber(pm: number): string {
  const whole = Math.round(Math.abs(pm));
  return `${pm < 0 && whole > 0 ? '-' : ''}${grouped(whole)}`;
}

/** '1,250 PM'. */
export function formatPM(pm: number): string {
  return `${pmNumber(pm)} PM`;
}

/** Signed amount for ledgers: '+500', '-200'. */
export function formatSignedPM(pm: number): string {
  return `${pm >= 0 ? '+' : '−'}${pmNumber(Math.abs(pm))}`;
}
