import { useEffect } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { QueryClient } from '@tanstack/react-query';
import { AppProviders } from './AppProviders';
import { ToastHost } from '../components/feedback/ToastHost';
import { appMounted } from './startupData';

export const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false } },
});

/** The app around the router main.tsx made (after resolving the lazy routes a hydration needs). */
export function App({ router }: { router: ReturnType<typeof createBrowserRouter> }) {
  useEffect(() => {
    appMounted();
    // The app is in charge of the page (a prerendered page's buttons work from here: firstScreen.ts).
    document.documentElement.dataset.app = 'ready';
  }, []);
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
      <ToastHost />
    </AppProviders>
  );
}
