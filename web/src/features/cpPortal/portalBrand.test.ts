import { describe, expect, it } from 'vitest';
import { DEFAULT_CP_BRAND_ID } from '@pilotmiles/core';
import { cpPath, resolveBrandId } from './portalBrand';

describe('resolveBrandId', () => {
  it('takes a valid ?brand=, else the remembered one, else the default', () => {
    expect(resolveBrandId('acme', 'other')).toBe('acme');
    expect(resolveBrandId(null, 'other')).toBe('other');
    expect(resolveBrandId('Not A Slug', 'other')).toBe('other');
    expect(resolveBrandId('../admin', '__x__')).toBe(DEFAULT_CP_BRAND_ID);
    expect(resolveBrandId(null, null)).toBe('skyway');
  });
});

describe('cpPath', () => {
  it('carries the brand and extra query', () => {
    expect(cpPath('', 'acme')).toBe('/cp/rewards?brand=acme');
    expect(cpPath('claim-reward', 'acme', { reward: 'a b' })).toBe('/cp/rewards/claim-reward?brand=acme&reward=a+b');
  });
});
