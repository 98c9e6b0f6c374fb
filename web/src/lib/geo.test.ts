import { describe, expect, it } from 'vitest';
import { expireGeoCache, normalizeGeo } from './geo';

describe('normalizeGeo', () => {
  it('reads the ipapi shape', () => {
    expect(
      normalizeGeo({
        ip: '203.0.113.9',
        country_code: 'us',
        country_name: 'United States',
        region_code: 'TX',
        region: 'Texas',
        city: 'Austin',
        postal: '78701',
        timezone: 'America/Chicago',
        latitude: 30.27,
        longitude: -97.74,
      }),
    ).toEqual({
      country_code: 'US',
      country_name: 'United States',
      region_code: 'TX',
      region_name: 'Texas',
      city: 'Austin',
      zip_code: '78701',
      time_zone: 'America/Chicago',
      latitude: 30.27,
      longitude: -97.74,
      ip: '203.0.113.9',
    });
  });
  it('reads the ipwho.is shape (timezone object)', () => {
    const geo = normalizeGeo({
      ip: '198.51.100.1',
      country_code: 'FR',
      country: 'France',
      city: 'Lyon',
      timezone: { id: 'Europe/Paris' },
    });
    expect(geo?.country_code).toBe('FR');
    expect(geo?.time_zone).toBe('Europe/Paris');
  });
  it('is null without a two-letter country', () => {
    expect(normalizeGeo({ city: 'Nowhere' })).toBeNull();
    expect(normalizeGeo({ country_code: 'USA' })).toBeNull();
  });
});

describe('geo cache', () => {
  it('is cleared at start-up: its age limit is 0 days', () => {
    localStorage.setItem('pm_geo', JSON.stringify({ geo: { country_code: 'US' }, at: Date.now() }));
    expireGeoCache();
    expect(localStorage.getItem('pm_geo')).toBeNull();
  });
});
