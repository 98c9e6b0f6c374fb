import { describe, expect, it } from 'vitest';
import { DEFAULT_EVENTS_CONFIG, DEFAULT_GEO_CONFIG } from '@pilotmiles/core';
import { eventsForm, geoForm, parseCodes, servedSummary } from './settingsForms';

describe('settings forms', () => {
  it('round-trip the defaults', () => {
    expect(geoForm.toInput(geoForm.toValues(DEFAULT_GEO_CONFIG))).toEqual(DEFAULT_GEO_CONFIG);
    expect(eventsForm.toInput(eventsForm.toValues(DEFAULT_EVENTS_CONFIG))).toEqual(DEFAULT_EVENTS_CONFIG);
  });

  it('check the lists with the server schema and own the fields it names', () => {
    expect(geoForm.schema.safeParse({ blocked: ['CU'], allowed: ['USA'] }).success).toBe(false);
    expect(geoForm.ownsField('allowed.3')).toBe(true);
    expect(geoForm.ownsField('blocked')).toBe(true);
    expect(geoForm.ownsField('extra')).toBe(false);
    expect(eventsForm.ownsField('retention_days')).toBe(true);
  });

  it('split typed codes, upper-cased, refusing what is not two letters', () => {
    expect(parseCodes(' us, ca;gb  usa x 1x ')).toEqual({ codes: ['US', 'CA', 'GB'], refused: ['USA', 'X', '1X'] });
    expect(parseCodes('')).toEqual({ codes: [], refused: [] });
  });

  it('say who is served', () => {
    expect(servedSummary({ blocked: [], allowed: [] })).toBe('Now: every country.');
    expect(servedSummary({ blocked: ['CU'], allowed: [] })).toBe('Now: every country except the 1 blocked.');
    expect(servedSummary({ blocked: ['CU'], allowed: ['CU', 'US'] })).toBe(
      'Now: only the 1 allowed country (blocked ones left out).',
    );
  });
});
