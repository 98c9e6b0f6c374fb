import { describe, expect, it } from 'vitest';
import { NO_LOG_FILTERS, anyFilter, logsQuery } from './logFilters';

describe('logsQuery', () => {
  it('sends nothing for no filters', () => {
    expect(logsQuery(NO_LOG_FILTERS)).toEqual({ action: undefined, actor: undefined, target: undefined, from: undefined, to: undefined });
    expect(anyFilter(NO_LOG_FILTERS)).toBe(false);
  });
  it('trims each filter and leaves blanks out', () => {
    expect(logsQuery({ action: ' user.status ', actor: 'staff@pilotmiles.test', target: 'users/', from: '2026-11-01', to: '  ' })).toEqual({
      action: 'user.status',
      actor: 'staff@pilotmiles.test',
      target: 'users/',
      from: '2026-11-01',
      to: undefined,
    });
    expect(anyFilter({ ...NO_LOG_FILTERS, target: 'x' })).toBe(true);
  });
});
