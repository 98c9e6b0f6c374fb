import { z } from 'zod';
import { sized, whole } from './common';
import { WEB_SEARCH_MAX_OFFSET, WEB_SEARCH_QUERY_MAX } from '../webSearch/webSearch';

/** POST /web-search: the query (trimmed, 1 to 200 characters) and the page (0 = a new search). */
export const webSearchBody = z
  .object({
    q: sized(1, WEB_SEARCH_QUERY_MAX).refine((q) => !/\p{Cc}/u.test(q), 'must not contain control characters'),
    offset: whole(0, WEB_SEARCH_MAX_OFFSET).default(0),
  })
  .strict();
export type WebSearchBody = z.infer<typeof webSearchBody>;

/** config/webSearch (core/webSearch/webSearch.ts WebSearchConfig): each lower bound at most its upper bound. */
export const webSearchConfigBody = z
  .object({
    daily_cap_pm: whole(0, 100_000),
    reward_pm_min: whole(1, 10_000),
    reward_pm_max: whole(1, 10_000),
    reward_every_min: whole(1, 100),
    reward_every_max: whole(1, 100),
    min_seconds_between: whole(0, 3600),
  })
  .strict()
  .superRefine((c, ctx) => {
    if (c.reward_pm_max < c.reward_pm_min)
      ctx.addIssue({ code: 'custom', path: ['reward_pm_max'], message: 'must be at least reward_pm_min' });
    if (c.reward_every_max < c.reward_every_min)
      ctx.addIssue({ code: 'custom', path: ['reward_every_max'], message: 'must be at least reward_every_min' });
  });
