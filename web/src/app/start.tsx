import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { App, queryClient } from './App';
import { prefetchPublicData } from './startupData';
import { maybeSignedIn } from '../lib/authState';
import { reloadOnStaleChunks } from '../lib/staleChunks';
import { listenForInstallOffer } from '../features/pwa/installOffer';

/** Starts the app in #root with the entry's routes (main.tsx, mainApp.tsx). */
export function startApp(routes: RouteObject[]) {
  const container = document.getElementById('root')!;
  reloadOnStaleChunks();
  listenForInstallOffer();

  // The public pages come prerendered (scripts/prerender.mjs) as a visitor without query parameters
  // first sees them: then React adopts that markup instead of building it again. A returning member,
  // a campaign link (its links carry the query) or a page served another page's file get a render
  // from scratch (the inline guard has hidden the markup: pm-no-prerender).
  const shown = !!container.dataset.prerendered && !document.documentElement.classList.contains('pm-no-prerender');
  const hydrate = shown && container.dataset.prerendered === 'hydrate' && !window.location.search;
  delete container.dataset.prerendered;

  async function start() {
    if (!maybeSignedIn()) prefetchPublicData(queryClient, window.location, { hydrating: hydrate });
    // Hydration renders the page at once, so the route's lazy modules must be here first; over a
    // shell, the router would otherwise put its full-screen fallback in its place meanwhile.
    if (shown) {
      const lazy = (matchRoutes(routes, window.location) ?? []).filter((m) => m.route.lazy);
      await Promise.all(
        lazy.map(async ({ route }) => {
          const loaded = await (route.lazy as () => Promise<object>)();
          Object.assign(route, { ...loaded, lazy: undefined });
        }),
      );
    }
    const router = createBrowserRouter(routes);
    const app = (
      <StrictMode>
        <App router={router} />
      </StrictMode>
    );
    // A transition: React renders (or hydrates) the first screen in slices of a few milliseconds
    // instead of one long task, so the page stays responsive while it starts (Total Blocking Time).
    startTransition(() => {
      if (hydrate) hydrateRoot(container, app);
      else createRoot(container).render(app);
    });
  }
  void start();
}
