import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
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
    // The router (its routes ranked, the route's modules asked for) in a task of its own: after the
    // entry's modules were evaluated, one task held both for ~30 ms (Total Blocking Time).
    await new Promise((resolve) => setTimeout(resolve, 0));
    const router = createBrowserRouter(routes);
    // Hydration renders the page at once, so the route's lazy modules (which the router starts
    // loading as it is created) must be here first; over a shell, the router would otherwise put
    // its full-screen fallback in its place meanwhile.
    if (shown && !router.state.initialized)
      await new Promise<void>((resolve) => {
        const stop = router.subscribe((state) => {
          if (!state.initialized) return;
          stop();
          resolve();
        });
      });
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
