/**
 * The routes as the prerendered pages' entry (main.tsx) starts them: the classic user layout and
 * the landing page come with the entry chunk instead of a second round of requests after it.
 */
import UserLayout from './layouts/UserLayout';
import HomePage from '../features/home/HomePage';
import { buildRoutes } from './router';

export const routes = buildRoutes({ userLayout: { Component: UserLayout }, home: { Component: HomePage } });
