/**
 * articlesOnWrite, on each write to an article (staff editing one in the Firestore console): bumps
 * the articles' version, so every instance reloads its in-memory copy within a minute
 * (docs/articles.md). saveArticles bumps it itself; this covers writes made around it.
 */
import { bumpArticlesVersion } from './catalog.service';

export const reloadArticlesEverywhere = () => bumpArticlesVersion();
