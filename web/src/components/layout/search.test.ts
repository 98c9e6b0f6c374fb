import { describe, expect, it } from 'vitest';
import { currentSearchKind, siteSearchTarget } from './search';

describe('siteSearchTarget', () => {
  it('searches the current search page', () => {
    expect(siteSearchTarget('/search/articles', 'cash back')).toBe('/search/articles?q=cash+back');
    expect(siteSearchTarget('/search/articles/', 'fly')).toBe('/search/articles?q=fly');
    expect(siteSearchTarget('/search/games', 'solitaire')).toBe('/search/games?q=solitaire');
    expect(siteSearchTarget('/search/redeem', 'amazon')).toBe('/search/redeem?q=amazon');
    expect(siteSearchTarget('/search/shop', 'running shoes')).toBe('/search/shop?q=running+shoes');
  });

  it('searches articles from any other page', () => {
    expect(siteSearchTarget('/', 'flights')).toBe('/search/articles?q=flights');
    expect(siteSearchTarget('/offers', 'flights')).toBe('/search/articles?q=flights');
  });

  it('trims the text and ignores blank searches', () => {
    expect(siteSearchTarget('/', '  travel  ')).toBe('/search/articles?q=travel');
    expect(siteSearchTarget('/', '   ')).toBeNull();
  });

  it('encodes characters that would break the query', () => {
    expect(siteSearchTarget('/', 'a&b=c')).toBe('/search/articles?q=a%26b%3Dc');
  });
});

describe('currentSearchKind', () => {
  it('knows only the four search pages', () => {
    expect(currentSearchKind('/search/games')).toBe('games');
    expect(currentSearchKind('/search/games/')).toBe('games');
    expect(currentSearchKind('/search/other')).toBeNull();
    expect(currentSearchKind('/games')).toBeNull();
  });
});
