/** The first cards' pictures load at once (ArticleGrid), and the /articles shell shows them early. */
export const EAGER_ARTICLE_IMAGES = 3;

/**
 * The pictures ArticleImage shows for a headers response's articles, in order: the article's own,
 * or the default named after its slug (core's defaultArticleImage, repeated here because this runs
 * inline in the shell: app/firstScreen.ts's showShellContent; self-contained, no outer names).
 */
export function articlePictures(data: unknown): { pictures: (string | null | undefined)[] } {
  const articles = Array.isArray(data) ? (data as { slug: string; img?: string | null }[]) : [];
  return { pictures: articles.map((a) => a.img || `/images/articles/${a.slug}.svg`) };
}

/**
 * An article page's title and first paragraph, as plain text for the shell's slots (ArticleSkeleton)
 * until the app renders the article: the paragraph is the first screen's largest element. Only a
 * plain first paragraph of the intro (ArticleView strips a leading title as stripLeadingTitle
 * does, repeated here: this runs inline, self-contained): a heading, list, quote, code, picture,
 * HTML or an entity waits for the app, which renders the markdown.
 */
export function articleShellText(data: unknown): { texts: Record<string, string | null> } {
  const article = data as { title?: unknown; content?: unknown } | null;
  if (typeof article?.title !== 'string' || typeof article.content !== 'string') return { texts: {} };
  let markdown = article.content;
  const heading = /^\s*#\s+(.+)\n/.exec(markdown);
  if (heading && heading[1]!.trim().toLowerCase() === article.title.trim().toLowerCase())
    markdown = markdown.slice(heading[0].length);
  const first = markdown.trim().split(/\n\s*\n/)[0] ?? '';
  const plain = first && !/^(\s*[#>*+|<`!-]|\s*\d+[.)]\s|\s{4})/.test(first) && !/[&<\\]|!\[/.test(first);
  const intro = plain
    ? first
        .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
        .replace(/\*\*|__|\*|`/g, '')
        .replace(/\s*\n\s*/g, ' ')
    : null;
  return { texts: { title: article.title, intro } };
}
