/** Articles: public reading, the first open of the day, and claims under the daily cap. */
export { articlesRouter } from './articles.router';
// The earn hub (functions/src/earn) lists and counts with the same reads.
export { articleHeaders, loadViewer } from './articles.service';
// Writers of `articles` (the seed, tests) bump the catalogue's version with what they write.
export { saveArticles, type ArticleDoc } from './catalog.service';
export { reloadArticlesEverywhere } from './articlesOnWrite.job';
