/** GET /cp/brands/{id}: the portal brand's public dressing with its offers and rewards. */
import { useQuery } from '@tanstack/react-query';
import type { CpPortalBrand } from '@pilotmiles/core';
import { ApiError, api } from '../../lib/api';

export const cpKeys = { brand: (id: string) => ['cp', 'brand', id] as const };

export const fetchCpBrand = (id: string, signal?: AbortSignal) =>
  api<CpPortalBrand>(`/cp/brands/${encodeURIComponent(id)}`, { auth: false, signal });

export function useCpBrand(id: string) {
  return useQuery({
    queryKey: cpKeys.brand(id),
    queryFn: ({ signal }) => fetchCpBrand(id, signal),
    // The server refreshes its copy every minute.
    staleTime: 60_000,
    retry: (count, err) => !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 2,
  });
}
