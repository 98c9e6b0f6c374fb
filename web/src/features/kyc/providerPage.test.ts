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

  it('in a frame (the partner portal): only its own pages, else its fallback', () => {
    const portal = ['/cp/rewards/my-rewards?brand=acme', '/cp/rewards/'] as const;
    expect(safeNext('/cp/rewards/claim-reward?brand=acme&reward=x', ...portal)).toBe(
      '/cp/rewards/claim-reward?brand=acme&reward=x',
    );
    expect(safeNext('/rewards', ...portal)).toBe('/cp/rewards/my-rewards?brand=acme');
    expect(safeNext('/cp/rewardsevil', ...portal)).toBe('/cp/rewards/my-rewards?brand=acme');
    expect(safeNext('//evil.example/cp/rewards/', ...portal)).toBe('/cp/rewards/my-rewards?brand=acme');
    expect(safeNext(null, ...portal)).toBe('/cp/rewards/my-rewards?brand=acme');
  });
});

describe('openProviderPage', () => {
  it('follows only web addresses', () => {
    expect(openProviderPage('javascript:alert(1)')).toBe(false);
    expect(openProviderPage('data:text/html,hi')).toBe(false);
  });
});
