/**
 * The API's route table as Express holds it: every method and path mounted on the app, found by
 * walking the router stack (nested routers included), so the sweep can tell when a route appears
 * that it does not know.
 */
import type { Express } from 'express';
import { GEO_GUARDED_ROUTES, geoGuardRouter } from '../../src/platform/http/geo';

interface Layer {
  rawPath?: unknown;
  slash?: boolean;
  route?: { path: string; methods: Record<string, boolean> };
  handle: { stack?: Layer[] };
}

/** 'GET /users/:id/payouts': the method and the path as mounted, without the /api prefix. */
export type RouteKey = `${string} /${string}`;

const normalise = (path: string) => {
  const bare = path.replace(/^\/api(?=\/|$)/, '').replace(/\/+$/, '');
  return bare === '' ? '/' : bare;
};

function walk(stack: Layer[], prefix: string, out: Set<RouteKey>) {
  for (const layer of stack) {
    // The geo check's router repeats paths of real routes to run its guard before them: not routes.
    if (layer.handle === (geoGuardRouter as unknown)) continue;
    if (layer.route) {
      for (const [method, on] of Object.entries(layer.route.methods))
        if (on && method !== '_all')
          out.add(`${method.toUpperCase()} ${normalise(prefix + layer.route.path)}` as RouteKey);
    } else if (layer.handle.stack) {
      const mount = layer.slash || layer.rawPath === '/' || layer.rawPath === undefined ? '' : String(layer.rawPath);
      walk(layer.handle.stack, prefix + mount, out);
    }
  }
}

/** Every route of the app, each once (the app serves the same router with and without /api). */
export function mountedRoutes(app: Express): RouteKey[] {
  const out = new Set<RouteKey>();
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, '', out);
  return [...out].sort();
}

/** The routes the geo check runs on (GEO_GUARDED_ROUTES), as route keys. */
export const geoGuardedRoutes = (): RouteKey[] =>
  GEO_GUARDED_ROUTES.map(([method, path]) => `${method.toUpperCase()} ${path}` as RouteKey);
