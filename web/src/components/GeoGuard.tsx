/**
 * The geo check (SPEC §4): on each route except /unavailable-geo, unless ?bypass_geo=true, a
 * visitor from a blocked country is sent to /unavailable-geo. Lookup failures never block anyone.
 */
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { GEO_BLOCKED_COUNTRIES } from '@pilotmiles/core';
import { expireGeoCache, getGeo } from '../lib/geo';

expireGeoCache();

export function GeoGuard() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (pathname === '/unavailable-geo') return;
    if (new URLSearchParams(search).get('bypass_geo') === 'true') return;
    let cancelled = false;
    getGeo().then((geo) => {
      if (!cancelled && geo && GEO_BLOCKED_COUNTRIES.includes(geo.country_code))
        navigate('/unavailable-geo', { replace: true });
    });
    return () => {
      cancelled = true;
    };
  }, [pathname, search, navigate]);
  return null;
}
