/** Where PilotMiles is served (SPEC §4 Geo): the public check; the guard is platform/http/geo.ts. */
export { geoRouter } from './geo.router';
