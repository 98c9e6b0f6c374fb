/** Where PilotMiles is served (docs/api.md "Geo"): the public check; the guard is platform/http/geo.ts. */
export { geoRouter } from './geo.router';
