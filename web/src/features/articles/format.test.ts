import { describe, expect, it } from 'vitest';
import { formatArticleDate, secondsInMessage } from './format';

describe('article formatting', () => {
  it('formats the article date as a calendar date', () => {
    expect(formatArticleDate('2026-01-01')).toBe('Jan 1, 2026');
    expect(formatArticleDate('not-a-date')).toBe('not-a-date');
  });

  it('finds the seconds a too-early message names', () => {
    expect(secondsInMessage('Keep reading: you can claim in 12 seconds')).toBe(12);
    expect(secondsInMessage('Please wait 3 more seconds')).toBe(3);
    expect(secondsInMessage('Try again in 5s')).toBe(5);
    expect(secondsInMessage('Too early')).toBeNull();
  });
});
