/**
 * The entry of every path that is not prerendered (app.html): /new, /cp/rewards, the member and
 * admin pages. The classic layout and the landing page load lazily like every other route, which
 * keeps this entry small for the pages that never show them.
 */
import '@fontsource-variable/inter';
import { buildRoutes, lazyFrontDoor } from './app/router';
import { startApp } from './app/start';

startApp(buildRoutes(lazyFrontDoor));
