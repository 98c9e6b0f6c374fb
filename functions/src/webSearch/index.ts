/** Web search: results from the search provider, and search rewards at random intervals up to a daily cap. */
export { webSearchRouter } from './webSearch.router';
// The earn hub (functions/src/earn) shows the day's search progress from the same day document.
export { searchEarnedOn, webSearchConfig } from './webSearch.service';
export { WEB_SEARCH_API_KEY } from './webSearch.config';
