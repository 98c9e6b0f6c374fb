import { describe, expect, it } from 'vitest';
import { NOT_CARRIED_FOOTER, withCarriedQuery } from './query';

describe('withCarriedQuery (links keep the query string)', () => {
  it('carries the query over to a path without one, except category and q', () => {
    expect(withCarriedQuery('/dashboard', '?utm_source=mail&category=game&q=shoes&ref=AB12CD34')).toBe(
      '/dashboard?utm_source=mail&ref=AB12CD34',
    );
  });
  it('leaves a target with its own query alone', () => {
    expect(withCarriedQuery('/offers?category=game', '?utm_source=mail')).toBe('/offers?category=game');
  });
  it('adds nothing when nothing is left to carry', () => {
    expect(withCarriedQuery('/articles', '?q=flights')).toBe('/articles');
    expect(withCarriedQuery('/articles', '')).toBe('/articles');
  });
  it('keeps a hash after the carried query', () => {
    expect(withCarriedQuery('/advertisers#contact', '?gclid=x')).toBe('/advertisers?gclid=x#contact');
  });
  it('never touches external links', () => {
    expect(withCarriedQuery('https://help.pilotmiles.com', '?gclid=x')).toBe('https://help.pilotmiles.com');
    expect(withCarriedQuery('mailto:support@pilotmiles.com', '?gclid=x')).toBe('mailto:support@pilotmiles.com');
  });
  it('footer links also drop url', () => {
    expect(withCarriedQuery('/survey', '?url=https%3A%2F%2Fx&utm_id=7', NOT_CARRIED_FOOTER)).toBe('/survey?utm_id=7');
  });
});
