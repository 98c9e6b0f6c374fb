/** A query-client wrapper, a page at an address, and screen-size switches for the admin pages' component tests. */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { LocationProbe } from '../../testing/LocationProbe';

/** Renders `ui` with a fresh query client (no retries: a failure shows at once). */
export function renderWithQuery(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

/** Renders a page at `entry` (with a fresh query client); LocationProbe shows where the router is. */
export function renderPageAt(entry: string, page: ReactElement) {
  return renderWithQuery(
    <MemoryRouter initialEntries={[entry]}>
      {page}
      <LocationProbe />
    </MemoryRouter>,
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
