/** Articles: public reading, the first open of the day, and claims under the daily cap. */
export { articlesRouter } from './articles.router';
// The earn hub (functions/src/earn) lists and counts with the same reads.
export { articleHeaders, loadViewer, type Viewer } from './articles.service';
// Writers of `articles` (the seed, tests) and the trigger after a console edit bump the catalogue's version.
export { bumpArticlesVersion, saveArticles, type ArticleDoc } from './catalog.service';
