/** A query-client wrapper and screen-size switches for the admin pages' component tests. */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

/** Renders `ui` with a fresh query client (no retries: a failure shows at once). */
export function renderWithQuery(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
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
