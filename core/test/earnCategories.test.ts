import { describe, expect, it } from 'vitest';
import { EARN_MENU, OFFER_CATEGORIES, offerCta, offersPath, parseOfferCategory } from '../src';

describe('earning categories', () => {
  it('map each category to its offer tags', () => {
    expect(OFFER_CATEGORIES.Games.tags).toEqual(['category:game']);
    expect(OFFER_CATEGORIES.TryNewApp.tags).toEqual(['category:app']);
    expect(OFFER_CATEGORIES.Surveys.tags).toEqual(['category:survey']);
    expect(OFFER_CATEGORIES.Apps.tags).toEqual(['category:explore', 'category:signup']);
    expect(OFFER_CATEGORIES.Travel.tags).toEqual(['category:travel']);
  });

  it("give the Earn menu's labels in its order, each linking to its category (surveys: the wall)", () => {
    expect(EARN_MENU.map((l) => l.label)).toEqual([
      'Play Games',
      'Try New App',
      'Take Surveys',
      'Explore Services',
      'Read Articles',
      'Travel',
    ]);
    expect(EARN_MENU.map((l) => l.to)).toEqual([
      '/offers?category=Games',
      '/offers?category=TryNewApp',
      '/survey',
      '/offers?category=Apps',
      '/articles',
      '/offers?category=Travel',
    ]);
    expect(offersPath()).toBe('/offers');
  });

  it('read ?category= case-insensitively, with the spellings older links use', () => {
    for (const v of ['Games', 'games', 'GAMES', 'game', ' Game ']) expect(parseOfferCategory(v)).toBe('Games');
    for (const v of ['TryNewApp', 'tryNewApp', 'trynewapp']) expect(parseOfferCategory(v)).toBe('TryNewApp');
    for (const v of ['Surveys', 'surveys', 'survey']) expect(parseOfferCategory(v)).toBe('Surveys');
    expect(parseOfferCategory('apps')).toBe('Apps');
    expect(parseOfferCategory('Travel')).toBe('Travel');
    expect(parseOfferCategory('')).toBeNull();
    expect(parseOfferCategory(null)).toBeNull();
    expect(parseOfferCategory('nonsense')).toBeNull();
    expect(parseOfferCategory('constructor')).toBeNull();
  });

  it("word an offer card's button by its first category tag", () => {
    expect(offerCta(['category:game'])).toBe('Play Game');
    expect(offerCta(['hot', 'category:app'])).toBe('Try New App');
    expect(offerCta(['category:survey'])).toBe('Take Survey');
    expect(offerCta(['category:signup'])).toBe('Explore & Signup');
    expect(offerCta(['category:explore'])).toBe('Explore & Signup');
    expect(offerCta(['category:travel'])).toBe('Book & Earn');
    expect(offerCta([])).toBe('Start Offer');
  });
});
