import { describe, expect, it } from 'vitest';
import { formatArticleDate } from './format';

describe('article formatting', () => {
  it('formats the article date as a calendar date', () => {
    expect(formatArticleDate('2026-01-01')).toBe('Jan 1, 2026');
    expect(formatArticleDate('not-a-date')).toBe('not-a-date');
  });

  it("says what Intl's en-US medium date says", () => {
    const intl = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
    for (const date of ['2026-03-04', '2026-12-31', '2025-02-28', '2024-02-29', '2026-11-20', '1999-07-09'])
      expect(formatArticleDate(date)).toBe(intl.format(new Date(`${date}T00:00:00Z`)));
  });
});
