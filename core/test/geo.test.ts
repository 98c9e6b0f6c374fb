import { describe, expect, it } from 'vitest';
import { DEFAULT_GEO_CONFIG, asCountryCode, firstSeenCountry, isCountryServed } from '../src/geo';
import { geoConfigBody } from '../src/schemas/geo';

describe('isCountryServed', () => {
  it('serves every country but the blocked ones when nothing is allowed explicitly', () => {
    expect(isCountryServed(DEFAULT_GEO_CONFIG, 'US')).toBe(true);
    expect(isCountryServed(DEFAULT_GEO_CONFIG, 'KP')).toBe(false);
    expect(isCountryServed(DEFAULT_GEO_CONFIG, 'kp')).toBe(false);
  });

  it('with an allowed list, serves only those, and blocked wins over allowed', () => {
    const config = { blocked: ['GB'], allowed: ['US', 'GB'] };
    expect(isCountryServed(config, 'US')).toBe(true);
    expect(isCountryServed(config, 'GB')).toBe(false);
    expect(isCountryServed(config, 'FR')).toBe(false);
  });

  it('serves an unknown country (a private or unlisted address): lookups never block by themselves', () => {
    expect(isCountryServed({ blocked: ['US'], allowed: ['GB'] }, null)).toBe(true);
  });
});

describe('geoConfigBody', () => {
  it('upper-cases codes and refuses anything but two letters', () => {
    expect(geoConfigBody.parse({ blocked: ['kp'] })).toEqual({ blocked: ['KP'], allowed: [] });
    expect(geoConfigBody.safeParse({ blocked: ['USA'] }).success).toBe(false);
    expect(geoConfigBody.safeParse({ blocked: [], extra: 1 }).success).toBe(false);
  });
});

describe("the member's country", () => {
  it('is a two-letter code or null', () => {
    expect(asCountryCode('gb')).toBe('GB');
    for (const junk of ['GBR', '', null, undefined, 12, 'G1']) expect(asCountryCode(junk)).toBeNull();
  });

  it('is the first one the server sees: a stored country stands, a missing or junk one takes the seen one', () => {
    expect(firstSeenCountry('US', 'NG')).toBeNull();
    expect(firstSeenCountry(undefined, 'ng')).toBe('NG');
    expect(firstSeenCountry(null, 'NG')).toBe('NG');
    expect(firstSeenCountry('United States', 'NG')).toBe('NG');
    expect(firstSeenCountry(null, null)).toBeNull();
  });
});
