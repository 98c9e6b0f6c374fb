import { z } from 'zod';

const countryCode = z.string().trim().toUpperCase().regex(/^[A-Z]{2}$/, 'two-letter country codes');
/** PUT /admin/geo-config. */
export const geoConfigBody = z
  .object({ blocked: z.array(countryCode).max(250).default([]), allowed: z.array(countryCode).max(250).default([]) })
  .strict();
