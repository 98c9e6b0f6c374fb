import { Router } from 'express';
import { isCountryServed, type GeoCheck } from '@pilotmiles/core';
import { getConfig } from '../platform/configCache';
import { countryOf } from '../platform/geo';
import { publicReadsLimit } from '../platform/http/rateLimit';

/**
 * GET /service/geo (public): the caller's country as the server sees it and whether it is served
 * under config/geo. The web's GeoGuard redirects to /unavailable-geo on `served: false`; the
 * refusal itself is the server's (platform/http/geo.ts geoGuard).
 */
export const geoRouter = Router();

geoRouter.get('/geo', publicReadsLimit, async (req, res) => {
  const country = countryOf(req);
  const data: GeoCheck = { country, served: isCountryServed(await getConfig('geo'), country) };
  res.json({ data });
});
