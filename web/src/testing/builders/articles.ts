/** Articles test data: a list's header and a full article; `over` changes fields. */
import type { Article, ArticleHeader } from '@pilotmiles/core';

export const makeArticleHeader = (over: Partial<ArticleHeader> = {}): ArticleHeader => ({
  slug: 'fly-for-less',
  title: 'Fly for Less',
  date: '2026-03-04',
  excerpt: 'How to find cheap flights without the stress.',
  img: '/images/articles/fly-for-less.jpg',
  content_length: 900,
  ...over,
});

export const makeArticle = (over: Partial<Article> = {}): Article => ({
  slug: 'fly-for-less',
  title: 'Fly for Less',
  date: '2026-03-04',
  content: 'Intro paragraph about flights.\n\n## Book early\n\nRest of the story.\n\n## Be flexible\n\nEven more.',
  content_length: 900,
  img: '/images/articles/fly-for-less.jpg',
  ...over,
});
