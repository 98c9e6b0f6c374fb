import { describe, expect, it } from 'vitest';
import { formatArticleDate } from './format';

describe('article formatting', () => {
  it('formats the article date as a calendar date', () => {
    expect(formatArticleDate('2026-01-01')).toBe('Jan 1, 2026');
    expect(formatArticleDate('not-a-date')).toBe('not-a-date');
  });
});
