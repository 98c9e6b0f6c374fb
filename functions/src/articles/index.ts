/** Articles: public reading, the first open of the day, and claims under the daily cap. */
export { articlesRouter } from './articles.router';
