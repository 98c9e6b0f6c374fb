/** Web search: results from the search provider, and search rewards at random intervals up to a daily cap. */
export { searchRouter } from './search.router';
export { WEB_SEARCH_API_KEY } from './search.config';
