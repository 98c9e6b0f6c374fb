import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { QueryClient } from '@tanstack/react-query';
import { routes } from './router';
import { AppProviders } from './AppProviders';
import { ToastHost } from '../components/feedback/ToastHost';

const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false } },
});

const router = createBrowserRouter(routes);

export function App() {
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
      <ToastHost />
    </AppProviders>
  );
}
