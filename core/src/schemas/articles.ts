import { z } from 'zod';
import { ARTICLE_SEARCH_MAX, ARTICLE_SLUG_MAX, ARTICLE_SLUG_PATTERN } from '../articles';

export const articleSlug = z
  .string()
  .min(1)
  .max(ARTICLE_SLUG_MAX)
  .regex(ARTICLE_SLUG_PATTERN, 'must be lowercase words joined by -');

/** GET /articles/{slug}. */
export const articleParams = z.object({ slug: articleSlug }).strict();

/** POST /articles/claim. */
export const articleClaimBody = z.object({ slug: articleSlug }).strict();
export type ArticleClaimBody = z.infer<typeof articleClaimBody>;

/** GET /articles/headers. */
export const articleHeadersQuery = z
  .object({ searchQuery: z.string().trim().max(ARTICLE_SEARCH_MAX).optional() })
  .strict();
