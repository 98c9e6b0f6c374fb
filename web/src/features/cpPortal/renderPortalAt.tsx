/** Test helper: portal pages rendered at a URL the way the portal's route table mounts them. */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { LocationProbe } from '../../testing/LocationProbe';

/**
 * Renders `url` with a fresh query client (no retries): under /cp/rewards, `frame` (the portal's
 * layout, or an Outlet handing the page a fixed portal) around `pages` by path ('' is the index);
 * any other path shows 'left the portal'. LocationProbe shows where the router is.
 */
export function renderPortalAt(url: string, frame: ReactElement, pages: Record<string, ReactElement>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/cp/rewards" element={frame}>
            {Object.entries(pages).map(([path, page]) =>
              path === '' ? <Route key="" index element={page} /> : <Route key={path} path={path} element={page} />,
            )}
          </Route>
          <Route path="*" element={<p>left the portal</p>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
