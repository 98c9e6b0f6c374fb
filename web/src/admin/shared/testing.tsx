/** The staff app's renders: testing/renderWithProviders with a signed-in staff member. */
import type { ReactElement } from 'react';
import { LocationProbe } from '../../testing/LocationProbe';
import { makeStaff } from '../../testing/builders';
import { renderWithProviders, type RenderOptions } from '../../testing/renderWithProviders';

/** Renders `ui` as staff sees it (a fresh query client that never retries: a failure shows at once). */
export function renderAsStaff(ui: ReactElement, options: RenderOptions = {}) {
  return renderWithProviders(ui, { user: makeStaff(), ...options });
}

/** Renders a page at `entry`; LocationProbe shows where the router is. */
export function renderPageAt(entry: string, page: ReactElement) {
  return renderAsStaff(
    <>
      {page}
      <LocationProbe />
    </>,
    { route: entry },
  );
}

/** Makes MUI's useMediaQuery match (jsdom has no matchMedia, so lists show their phone layout). */
export function setWideScreen() {
  window.matchMedia = (query: string) =>
    ({
      matches: true,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

export const resetScreen = () => Reflect.deleteProperty(window, 'matchMedia');
