import { describe, expect, it } from 'vitest';
import { openProviderPage, safeNext } from './providerPage';

describe('safeNext', () => {
  it('keeps a path of this site, else /rewards', () => {
    expect(safeNext('/search/redeem?q=paypal')).toBe('/search/redeem?q=paypal');
    expect(safeNext(null)).toBe('/rewards');
    expect(safeNext('https://evil.example')).toBe('/rewards');
    expect(safeNext('//evil.example')).toBe('/rewards');
    expect(safeNext('/\\evil.example')).toBe('/rewards');
    // Back to verification itself would loop.
    expect(safeNext('/auth/kyc')).toBe('/rewards');
  });
});

describe('openProviderPage', () => {
  it('follows only web addresses', () => {
    expect(openProviderPage('javascript:alert(1)')).toBe(false);
    expect(openProviderPage('data:text/html,hi')).toBe(false);
  });
});
