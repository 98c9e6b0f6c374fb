/**
 * The routes as the prerendered pages' entry (main.tsx) starts them: the classic layout and the
 * landing page come with the entry chunk instead of a second round of requests after it.
 */
import ClassicLayout from './shells/classic/ClassicLayout';
import HomePage from '../features/home/HomePage';
import { buildRoutes } from './router';

export const routes = buildRoutes({ layout: { Component: ClassicLayout }, home: { Component: HomePage } });
