/** Where the conversions page's lists live, and the one endpoint its staff actions go to. */
import { api } from '../../lib/api';
import { useAdminAction } from '../shared/useAdminAction';

/** The query keys of the page's lists: every action refreshes both (a manual credit is a conversion too). */
export const CONVERSIONS_KEY = ['admin', 'swaarm-conversions'] as const;
export const CLAIMS_KEY = ['admin', 'swaarm-conversions', 'claims'] as const;

export const CONVERSIONS_PATH = '/admin/swaarm-conversions';
export const CLAIMS_PATH = '/admin/swaarm-conversions/claims';

/**
 * Missing-cashback claims (Shop & Save). The key sits under CONVERSIONS_KEY too: a credit records
 * the order's conversion, so refreshing CONVERSIONS_KEY after one refetches every list of the page.
 */
export const SHOP_CLAIMS_KEY = [...CONVERSIONS_KEY, 'shopping-claims'] as const;
export const SHOP_CLAIMS_PATH = '/admin/shopping-claims';

/** An action on a conversion (PATCH at CONVERSIONS_PATH); the claims tabs send theirs through ClaimsTab. */
export function useConversionAction<Body, Result>(
  method: 'PATCH' | 'POST',
  done: (result: Result, body: Body) => string,
) {
  return useAdminAction<Body, Result>({
    call: (body) => api<Result>(CONVERSIONS_PATH, { method, body }),
    // CONVERSIONS_KEY is a prefix of CLAIMS_KEY: one invalidation covers both lists.
    refresh: CONVERSIONS_KEY,
    done,
  });
}
