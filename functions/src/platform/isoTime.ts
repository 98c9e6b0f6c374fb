import { Timestamp } from 'firebase-admin/firestore';

/** A stored Timestamp as the API's ISO string; null when the field is absent or not a time. */
export const isoTime = (t: unknown): string | null => (t instanceof Timestamp ? t.toDate().toISOString() : null);
