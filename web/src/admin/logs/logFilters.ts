/** The audit log's filters as typed, and the GET /admin/logs query they build. */
export interface LogFilterValues {
  action: string;
  /** A staff uid or e-mail. */
  actor: string;
  /** Exact ('users/abc') or a prefix ending in '/' or '*' ('users/'). */
  target: string;
  /** YYYY-MM-DD, UTC, both included. */
  from: string;
  to: string;
}

export const NO_LOG_FILTERS: LogFilterValues = { action: '', actor: '', target: '', from: '', to: '' };

/** Trimmed filters, empty ones left out (undefined is not sent). */
export function logsQuery(values: LogFilterValues): Record<string, string | undefined> {
  const q: Record<string, string | undefined> = {};
  for (const key of ['action', 'actor', 'target', 'from', 'to'] as const) {
    const v = values[key].trim();
    q[key] = v ? v : undefined;
  }
  return q;
}

export const anyFilter = (values: LogFilterValues) => Object.values(values).some((v) => v.trim() !== '');
