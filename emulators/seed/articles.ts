/**
 * Seeds articles/{slug} from seed/data/articles/*.md (docs/articles.md). Each file starts with a
 * small front matter block (title, date, excerpt, optional img); the slug is the file name.
 * Idempotent: every run sets the same documents in one batch (saveArticles).
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ARTICLE_SLUG_PATTERN, countWords, defaultArticleImage, isAnotherArticlesImage } from '@pilotmiles/core';
import { saveArticles, type ArticleDoc } from '../../functions/src/tools';

const ARTICLES_DIR = fileURLToPath(new URL('./data/articles/', import.meta.url));
const PUBLIC_DIR = fileURLToPath(new URL('../../web/public/', import.meta.url));
const FRONT_MATTER_KEYS = ['title', 'date', 'excerpt', 'img'] as const;

/** `key: value` lines between two `---` lines; quotes around a value are dropped, `null` is null. */
function parseFrontMatter(file: string, text: string): { meta: Record<string, string | null>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(text);
  if (!match) throw new Error(`seed: ${file} has no front matter`);
  const meta: Record<string, string | null> = {};
  for (const line of match[1]!.split(/\r?\n/)) {
    if (!line.trim()) continue;
    const colon = line.indexOf(':');
    if (colon < 0) throw new Error(`seed: ${file}: bad front matter line "${line}"`);
    const key = line.slice(0, colon).trim();
    let value = line.slice(colon + 1).trim();
    if (/^(["']).*\1$/.test(value)) value = value.slice(1, -1);
    meta[key] = value === 'null' || value === '' ? null : value;
  }
  return { meta, body: text.slice(match[0].length) };
}

/** A public path like /images/articles/x.svg must name a file the web app serves. */
function assertServed(file: string, publicPath: string) {
  if (!publicPath.startsWith('/') || !existsSync(join(PUBLIC_DIR, publicPath)))
    throw new Error(`seed: ${file}: image ${publicPath} is not in web/public`);
}

export function loadArticles(): ArticleDoc[] {
  const files = readdirSync(ARTICLES_DIR)
    .filter((f) => f.endsWith('.md'))
    .sort();
  const slugs = files.map((f) => f.slice(0, -'.md'.length));
  return files.map((file) => {
    const slug = file.slice(0, -'.md'.length);
    if (!ARTICLE_SLUG_PATTERN.test(slug)) throw new Error(`seed: ${file}: not a valid slug`);
    const { meta, body } = parseFrontMatter(file, readFileSync(join(ARTICLES_DIR, file), 'utf8'));
    const unknown = Object.keys(meta).filter((k) => !(FRONT_MATTER_KEYS as readonly string[]).includes(k));
    if (unknown.length) throw new Error(`seed: ${file}: unknown front matter ${unknown.join(', ')}`);
    const { title, date, excerpt } = meta;
    if (!title || !excerpt || !date || !/^\d{4}-\d{2}-\d{2}$/.test(date))
      throw new Error(`seed: ${file}: title, excerpt and date (YYYY-MM-DD) are required`);
    const img = meta.img ?? null;
    assertServed(file, defaultArticleImage(slug));
    if (img) assertServed(file, img);
    // Every article has its own picture: an img naming another article's would show the wrong one.
    if (isAnotherArticlesImage(slug, img, slugs))
      throw new Error(`seed: ${file}: img ${img} is another article's picture; use img: null for its own`);
    const content = body.trim() + '\n';
    return { slug, title, date, excerpt, img, content, content_length: countWords(content), published: true };
  });
}

/** One batch with the articles' version bump, so running API instances reload them (docs/articles.md). */
export async function seedArticles(): Promise<number> {
  return saveArticles(loadArticles());
}
