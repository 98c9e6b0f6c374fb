/** Local date and time for ledger rows, in the browser's own zone: the date in the app's one form. */
import { formatDate } from '../../lib/format';

const timeOnly = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });

/** 'Mar 4, 2025, 3:12 PM'. */
export function formatDateTime(iso: string): string {
  return `${formatDate(iso)}, ${formatTime(iso)}`;
}

/** '3:12 PM' (rows already grouped under their day). */
export function formatTime(iso: string): string {
  return timeOnly.format(new Date(iso));
}
