/** Test helper: render UI inside a router at a URL, with the current URL shown for assertions. */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

function CurrentUrl() {
  const { pathname, search } = useLocation();
  return <output data-testid="url">{pathname + search}</output>;
}

export function renderAt(url: string, ui: ReactElement) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              {ui}
              <CurrentUrl />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}
