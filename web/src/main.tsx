/**
 * The entry of the prerendered pages (index.html and the shells: /, /articles, an article, /offers):
 * the classic layout and the landing page come with it (eagerRoutes.ts). Every other path is served
 * app.html, whose entry (mainApp.tsx) loads them only when needed.
 */
import '@fontsource-variable/inter';
import { routes } from './app/eagerRoutes';
import { startApp } from './app/start';

startApp(routes);
