import { describe, expect, it } from 'vitest';
import { NEW_NAV, newSection } from './newNav';

describe('the /new navigation', () => {
  it('has Earn, Win Big, Redeem and Profile, in that order', () => {
    expect(NEW_NAV.map((i) => [i.label, i.to])).toEqual([
      ['Earn', '/new/earn'],
      ['Win Big', '/new/win-big'],
      ['Redeem', '/new/redeem'],
      ['Profile', '/new/profile/menu'],
    ]);
  });

  it('highlights the section of the current path', () => {
    expect(newSection('/new/earn')).toBe('earn');
    expect(newSection('/new/earn/offer/123')).toBe('earn');
    expect(newSection('/new/earn/shopping/acme')).toBe('earn');
    expect(newSection('/new/win-big')).toBe('winBig');
    expect(newSection('/new/redeem')).toBe('redeem');
    expect(newSection('/new/profile/transactions')).toBe('profile');
    expect(newSection('/new/dashboard')).toBe('profile');
    expect(newSection('/new')).toBeNull();
    expect(newSection('/new/elsewhere')).toBeNull();
    expect(newSection('/earn')).toBeNull();
  });
});
