import { useOutletContext } from 'react-router-dom';
import type { CpPortalBrand } from '@pilotmiles/core';

/** What the portal's layout (app/shells/portal) hands its pages: the loaded brand and a path builder carrying it. */
export interface CpPortal {
  brand: CpPortalBrand;
  path: (page: string, query?: Record<string, string>) => string;
}

export const useCpPortal = () => useOutletContext<CpPortal>();
