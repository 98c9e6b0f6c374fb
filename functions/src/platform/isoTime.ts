import { Timestamp } from 'firebase-admin/firestore';

/** A stored Timestamp as the API's ISO string; null when the field is absent or not a time. */
export function isoTime(t: Timestamp): string;
export function isoTime(t: unknown): string | null;
export function isoTime(t: unknown): string | null {
  return t instanceof Timestamp ? t.toDate().toISOString() : null;
}

/** isoTime, or the text itself where older member documents hold the time as an ISO string. */
export const isoTimeOrText = (t: unknown): string | null => isoTime(t) ?? (typeof t === 'string' ? t : null);
