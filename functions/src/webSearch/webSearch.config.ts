/**
 * Where the web-search provider lives and the key it gives us. Production sets them per project
 * (`functions/.env.<project>`: https://api.search.brave.com; `firebase functions:secrets:set
 * WEB_SEARCH_API_KEY`); the local stack and the tests use the partner simulator's values
 * (functions/.env.demo-pilotmiles, functions/.secret.local).
 */
import { defineSecret, defineString } from 'firebase-functions/params';

/** The Brave Search API's base (the simulator's locally); the adapter adds /res/v1/web/search. */
export const WEB_SEARCH_API_URL = defineString('WEB_SEARCH_API_URL');
/** Sent as X-Subscription-Token. */
export const WEB_SEARCH_API_KEY = defineSecret('WEB_SEARCH_API_KEY');
