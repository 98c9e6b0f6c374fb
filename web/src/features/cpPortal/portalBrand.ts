/**
 * Which partner brand the /cp/rewards portal wears: `?brand=<id>` when the address names a valid
 * id, else the one remembered for this tab (sessionStorage), else the seeded default.
 */
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CP_BRAND_ID, DEFAULT_CP_BRAND_ID } from '@pilotmiles/core';

export const CP_BRAND_KEY = 'pm_cp_brand';
export const CP_BASE = '/cp/rewards';

export function resolveBrandId(fromQuery: string | null, stored: string | null): string {
  if (fromQuery && CP_BRAND_ID.test(fromQuery)) return fromQuery;
  if (stored && CP_BRAND_ID.test(stored)) return stored;
  return DEFAULT_CP_BRAND_ID;
}

function storedBrand(): string | null {
  try {
    return sessionStorage.getItem(CP_BRAND_KEY);
  } catch {
    return null;
  }
}

/** The brand id for this page, remembered for the rest of the visit. */
export function useBrandId(): string {
  const [params] = useSearchParams();
  const id = resolveBrandId(params.get('brand'), storedBrand());
  useEffect(() => {
    try {
      sessionStorage.setItem(CP_BRAND_KEY, id);
    } catch {
      // storage unavailable (private mode): the address still carries the brand
    }
  }, [id]);
  return id;
}

/** A portal page's address, carrying the brand (and any extra query). */
export function cpPath(page: string, brand: string, query: Record<string, string> = {}): string {
  const search = new URLSearchParams({ brand, ...query }).toString();
  return `${CP_BASE}${page ? `/${page}` : ''}?${search}`;
}
