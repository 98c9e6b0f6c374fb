import { describe, expect, it } from 'vitest';
import { bannerSearchOutcome } from './bannerSearch';

const webSearch = { placeholder: 'Search the web', path: '/web-search', requiresSignIn: true };
const articles = { placeholder: 'Search articles', path: '/search/articles' };

describe('bannerSearchOutcome', () => {
  it('ignores blank text', () => {
    expect(bannerSearchOutcome(webSearch, '   ', true)).toEqual({ kind: 'ignore' });
  });

  it('asks a visitor to sign up before a web search', () => {
    expect(bannerSearchOutcome(webSearch, 'cheap flights', false)).toEqual({ kind: 'signUp' });
  });

  it('runs a signed-in web search with the trimmed text', () => {
    expect(bannerSearchOutcome(webSearch, ' cheap flights ', true)).toEqual({ kind: 'go', to: '/web-search?q=cheap+flights' });
  });

  it('lets visitors use searches that need no account', () => {
    expect(bannerSearchOutcome(articles, 'budget', false)).toEqual({ kind: 'go', to: '/search/articles?q=budget' });
  });
});
