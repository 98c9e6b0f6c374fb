import { useLocation } from 'react-router-dom';

/** Shows where the router is (path and query) for a test to read: `getByTestId('location')`. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}
