/** "just now", "5 min ago", "3 h ago", "2 days ago", then the date: short enough for a phone menu. */
import { formatDate } from '../../lib/format';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function relativeTime(iso: string, now: number): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '';
  // A device clock a little behind the server's reads as "just now", not "in 2 min".
  const ago = Math.max(0, now - at);
  if (ago < MINUTE) return 'just now';
  if (ago < HOUR) return `${Math.floor(ago / MINUTE)} min ago`;
  if (ago < DAY) return `${Math.floor(ago / HOUR)} h ago`;
  const days = Math.floor(ago / DAY);
  if (days < 7) return days === 1 ? 'yesterday' : `${days} days ago`;
  return formatDate(iso);
}
