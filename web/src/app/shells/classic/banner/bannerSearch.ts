/** What submitting a banner search box does (docs/product.md "The site search", docs/web-search.md). */
import { searchUrl } from '../../../../components/layout/search';
import type { BannerSearch } from './banners';

export type BannerSearchOutcome = { kind: 'ignore' } | { kind: 'signUp' } | { kind: 'go'; to: string };

/**
 * Blank text does nothing. On /web-search a visitor who is not signed in gets the sign-up prompt
 * (the search would earn PilotMiles, which needs an account).
 */
export function bannerSearchOutcome(search: BannerSearch, text: string, signedIn: boolean): BannerSearchOutcome {
  const q = text.trim();
  if (!q) return { kind: 'ignore' };
  if (search.requiresSignIn && !signedIn) return { kind: 'signUp' };
  return { kind: 'go', to: searchUrl(search.path, q) };
}
