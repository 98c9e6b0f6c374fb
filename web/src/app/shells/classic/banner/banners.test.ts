import { describe, expect, it } from 'vitest';
import { bannerFor, offerCategory } from './banners';

describe('bannerFor', () => {
  it('greets the signed-in user by name on the dashboard: aboard on their first day, back after', () => {
    expect(bannerFor('/dashboard', '', { name: 'Demo Pilot', isNew: false })?.title).toBe('Welcome back, Demo!');
    expect(bannerFor('/dashboard', '', { name: 'Demo Pilot', isNew: true })?.title).toBe('Welcome aboard, Demo!');
    expect(bannerFor('/dashboard', '', null)?.title).toBe('Welcome back!');
  });

  it('picks the offers banner by category, case-insensitively', () => {
    expect(bannerFor('/offers', '?category=Games', null)?.title).toBe('Play Games & Earn');
    expect(bannerFor('/offers', '?category=GAMES', null)?.title).toBe('Play Games & Earn');
    expect(bannerFor('/offers', '?category=game', null)?.title).toBe('Play Games & Earn');
    expect(bannerFor('/offers', '?category=tryNewApp', null)?.title).toBe('Try New App & Earn');
    expect(bannerFor('/offers', '?category=Apps', null)?.title).toBe('Explore Services');
    expect(bannerFor('/offers', '?category=travel', null)?.title).toBe('Book Travel & Earn');
    expect(bannerFor('/offers', '?category=surveys', null)?.title).toBe('Take Surveys');
    expect(bannerFor('/offers', '?category=Survey', null)?.title).toBe('Take Surveys');
  });

  it('falls back to all offers without a known category', () => {
    expect(bannerFor('/offers', '', null)?.title).toBe('Discover Offers');
    expect(bannerFor('/offers', '?category=nonsense', null)?.title).toBe('Discover Offers');
  });

  it("titles the member's offers in progress apart from an offer's page", () => {
    expect(bannerFor('/offers/in-progress', '', null)?.title).toBe('Your Offers');
    expect(bannerFor('/offers/abc123', '', null)?.title).toBe('Offer Details');
  });

  it('gives /web-search a search box that needs a signed-in user', () => {
    const banner = bannerFor('/web-search', '?q=flights', null);
    expect(banner?.search).toEqual({ placeholder: 'Search the web', path: '/web-search', requiresSignIn: true });
    expect(banner?.howItWorks?.length).toBeGreaterThan(0);
  });

  it('keeps each search page searching itself', () => {
    expect(bannerFor('/search/shop', '?q=shoes', null)?.search?.path).toBe('/search/shop');
    expect(bannerFor('/search/games', '', null)?.search?.path).toBe('/search/games');
    expect(bannerFor('/search/unknown', '', null)).toBeNull();
  });

  it('gives /shopping no banner search (it has its own box); its brand pages search the stores', () => {
    expect(bannerFor('/shopping', '', null)?.title).toBe('Shop & Save');
    expect(bannerFor('/shopping', '', null)?.search).toBeUndefined();
    expect(bannerFor('/shopping/', '', null)?.search).toBeUndefined();
    expect(bannerFor('/shopping/brand/acme', '', null)?.search?.path).toBe('/search/shop');
  });

  it('matches sub-pages and trailing slashes', () => {
    expect(bannerFor('/articles/how-to-fly-cheap', '', null)?.title).toBe('Read Articles & Earn');
    expect(bannerFor('/shopping/brand/acme', '', null)?.title).toBe('Shop & Save');
    expect(bannerFor('/sweepstakes/', '', null)?.title).toBe('Win Big');
    expect(bannerFor('/offers/abc', '', null)?.title).toBe('Offer Details');
    expect(bannerFor('/profile/transactions-2', '', null)?.title).toBe('My Account');
  });

  it('does not match a path that only starts with the same letters', () => {
    expect(bannerFor('/articlesxyz', '', null)).toBeNull();
  });

  it('leaves pages with their own hero without a banner', () => {
    expect(bannerFor('/', '', { name: 'Demo', isNew: false })).toBeNull();
    expect(bannerFor('/advertisers', '', null)).toBeNull();
  });
});

describe('offerCategory', () => {
  it('reads the category parameter, trimmed and lower-cased', () => {
    expect(offerCategory('?category=%20Surveys%20')).toBe('Surveys');
    expect(offerCategory('?category=trynewapp')).toBe('TryNewApp');
    expect(offerCategory('?q=x')).toBeNull();
  });
});
