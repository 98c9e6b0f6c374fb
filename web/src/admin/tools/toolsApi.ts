/** The embedded tools config and the cp brands, as TanStack Query hooks over /api/admin. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CpBrand, CpBrandBody, CpBrandResponse, CpBrandSummary, EmbeddedToolsConfig } from '@pilotmiles/core';
import { api } from '../../lib/api';

const TOOLS_KEY = ['admin', 'embedded-tools'];
const BRANDS_KEY = ['admin', 'cp-brands'];

export function useEmbeddedTools() {
  return useQuery({
    queryKey: TOOLS_KEY,
    queryFn: ({ signal }) => api<EmbeddedToolsConfig>('/admin/embedded-tools', { signal }),
    refetchOnWindowFocus: false,
  });
}

export function useSaveEmbeddedTools() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (config: EmbeddedToolsConfig) => api<EmbeddedToolsConfig>('/admin/embedded-tools', { method: 'PUT', body: config }),
    onSuccess: (saved) => client.setQueryData(TOOLS_KEY, saved),
  });
}

export function useCpBrands() {
  return useQuery({
    queryKey: BRANDS_KEY,
    queryFn: ({ signal }) => api<CpBrandSummary[]>('/admin/cp-brands', { signal }),
  });
}

export function useCpBrand(id: string | null) {
  return useQuery({
    queryKey: [...BRANDS_KEY, id],
    queryFn: ({ signal }) => api<CpBrandResponse>(`/admin/cp-brand/${encodeURIComponent(id!)}`, { signal }),
    enabled: !!id,
    refetchOnWindowFocus: false,
  });
}

export function useSaveCpBrand() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: CpBrandBody }) =>
      api<CpBrand>(`/admin/cp-brand/${encodeURIComponent(id)}`, { method: 'PUT', body }),
    onSuccess: (brand) => {
      client.setQueryData<CpBrandResponse>([...BRANDS_KEY, brand.id], { brand, exists: true });
      void client.invalidateQueries({ queryKey: BRANDS_KEY, exact: true });
    },
  });
}
