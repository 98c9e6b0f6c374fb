/** The first cards' pictures load at once (ArticleGrid), and the /articles shell shows them early. */
export const EAGER_ARTICLE_IMAGES = 3;

/**
 * The pictures ArticleImage shows for a headers response's articles, in order: the article's own,
 * or the default named after its slug (core's defaultArticleImage, repeated here because this runs
 * inline in the shell: app/firstScreen.ts's showShellImages; self-contained, no outer names).
 */
export function articlePictures(data: unknown): (string | null | undefined)[] {
  const articles = Array.isArray(data) ? (data as { slug: string; img?: string | null }[]) : [];
  return articles.map((a) => a.img || `/images/articles/${a.slug}.svg`);
}
