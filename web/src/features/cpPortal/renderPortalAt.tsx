/** Test helper: portal pages rendered at a URL the way the portal's route table mounts them. */
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { LocationProbe } from '../../testing/LocationProbe';
import { renderWithProviders, type RenderOptions } from '../../testing/renderWithProviders';

/**
 * Renders `url` through testing/renderWithProviders (`options`: who is signed in, the fake /api):
 * under /cp/rewards, `frame` (the portal's layout, or an Outlet handing the page a fixed portal)
 * around `pages` by path ('' is the index); any other path shows 'left the portal'. LocationProbe
 * shows where the router is.
 */
export function renderPortalAt(
  url: string,
  frame: ReactElement,
  pages: Record<string, ReactElement>,
  options: Omit<RenderOptions, 'route' | 'path'> = {},
) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/cp/rewards" element={frame}>
          {Object.entries(pages).map(([path, page]) =>
            path === '' ? <Route key="" index element={page} /> : <Route key={path} path={path} element={page} />,
          )}
        </Route>
        <Route path="*" element={<p>left the portal</p>} />
      </Routes>
      <LocationProbe />
    </>,
    { ...options, route: url },
  );
}
