/** Collections the search domain alone owns (docs/web-search.md "Data"). */
import { userRef } from '../platform/paths';

const SEARCH_COLLECTIONS = {
  /**
   * users/{uid}/searchDays/{dayKey}: the member's searching of one day: qualifying searches, PM
   * earned, the search that pays next, and the day's recent queries (normalised) for the spam rules.
   */
  searchDays: 'searchDays',
} as const;

export const searchDayRef = (uid: string, day: string) =>
  userRef(uid).collection(SEARCH_COLLECTIONS.searchDays).doc(day);
