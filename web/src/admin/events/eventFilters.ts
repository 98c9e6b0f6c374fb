/** The events view's filters as typed, and the GET /events and GET /events/stats queries they build. */
export interface EventFilterValues {
  event_type: string;
  /** A member's uid. */
  uid: string;
  session_id: string;
  /** YYYY-MM-DD, UTC, both included. */
  from: string;
  to: string;
}

export const NO_EVENT_FILTERS: EventFilterValues = { event_type: '', uid: '', session_id: '', from: '', to: '' };

const KEYS = ['event_type', 'uid', 'session_id', 'from', 'to'] as const;

/** GET /events: trimmed filters, empty ones left out (undefined is not sent). */
export function eventsQuery(values: EventFilterValues): Record<string, string | undefined> {
  const q: Record<string, string | undefined> = {};
  for (const key of KEYS) {
    const v = values[key].trim();
    q[key] = v ? v : undefined;
  }
  return q;
}

/** GET /events/stats: only the range of days (the server's default is the last 14 days). */
export function statsQuery(values: EventFilterValues): Record<string, string | undefined> {
  const { from, to } = eventsQuery(values);
  return { from, to };
}

export const anyFilter = (values: EventFilterValues) => Object.values(values).some((v) => v.trim() !== '');
