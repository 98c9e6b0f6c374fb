/**
 * The geo check: on each route except /unavailable-geo, unless ?bypass_geo=true, a
 * visitor the server does not serve (GET /service/geo) is sent to /unavailable-geo. The server
 * refuses sign-up and earning calls itself; this only spares the visitor a page that cannot work.
 * Failures never block anyone.
 */
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { GEO_BYPASS_PARAM } from '@pilotmiles/core';
import { expireGeoCache, getGeoCheck } from '../lib/geo';

expireGeoCache();

export function GeoGuard() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (pathname === '/unavailable-geo') return;
    if (new URLSearchParams(search).get(GEO_BYPASS_PARAM) === 'true') return;
    let cancelled = false;
    void getGeoCheck().then((check) => {
      if (!cancelled && check && !check.served) navigate('/unavailable-geo', { replace: true });
    });
    return () => {
      cancelled = true;
    };
  }, [pathname, search, navigate]);
  return null;
}
