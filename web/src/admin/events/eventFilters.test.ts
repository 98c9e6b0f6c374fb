import { describe, expect, it } from 'vitest';
import { NO_EVENT_FILTERS, anyFilter, eventsQuery, statsQuery } from './eventFilters';

describe('eventsQuery', () => {
  it('sends nothing for no filters', () => {
    expect(eventsQuery(NO_EVENT_FILTERS)).toEqual({ event_type: undefined, uid: undefined, session_id: undefined, from: undefined, to: undefined });
    expect(statsQuery(NO_EVENT_FILTERS)).toEqual({ from: undefined, to: undefined });
    expect(anyFilter(NO_EVENT_FILTERS)).toBe(false);
  });
  it('trims each filter and leaves blanks out; the stats take only the days', () => {
    const values = { event_type: ' page_view ', uid: 'u1', session_id: ' s-1 ', from: '2026-11-01', to: '  ' };
    expect(eventsQuery(values)).toEqual({ event_type: 'page_view', uid: 'u1', session_id: 's-1', from: '2026-11-01', to: undefined });
    expect(statsQuery(values)).toEqual({ from: '2026-11-01', to: undefined });
    expect(anyFilter({ ...NO_EVENT_FILTERS, uid: 'x' })).toBe(true);
  });
});
