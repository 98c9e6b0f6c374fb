import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '@fontsource-variable/inter';
import { App } from './app/App';

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// The landing page comes prerendered (scripts/prerender.mjs) as a visitor without query parameters
// sees it: then React adopts that markup instead of building it again. Anywhere else (another path,
// a returning member, a campaign link whose links carry its query) React renders from scratch.
const prerendered =
  container.dataset.prerendered === window.location.pathname &&
  !window.location.search &&
  !document.documentElement.classList.contains('pm-no-prerender');
if (!prerendered) delete container.dataset.prerendered;

// A transition: React renders (or hydrates) the first screen in slices of a few milliseconds
// instead of one long task, so the page stays responsive while it starts (Total Blocking Time).
startTransition(() => {
  if (prerendered) hydrateRoot(container, app);
  else createRoot(container).render(app);
});
