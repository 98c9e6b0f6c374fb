import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import SearchShell from './SearchShell';
import { renderWithProviders } from '../../../testing/renderWithProviders';

afterEach(cleanup);

function Tab({ name }: { name: string }) {
  const { search } = useLocation();
  return <div data-testid="tab">{`${name}${search}`}</div>;
}

const renderAt = (url: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/new/earn/search" element={<SearchShell />}>
        <Route index element={<Tab name="articles" />} />
        <Route path="games" element={<Tab name="games" />} />
      </Route>
    </Routes>,
    { route: url },
  );

describe('SearchShell', () => {
  it('shows the tab of the path, with tabs carrying ?q=', () => {
    renderAt('/new/earn/search/games?q=rome');
    expect(screen.getByTestId('tab')).toHaveTextContent('games?q=rome');
    const tabs = screen.getByRole('group', { name: 'Search in' });
    expect(within(tabs).getByRole('link', { name: 'Games & apps' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Articles' })).toHaveAttribute('href', '/new/earn/search?q=rome');
    expect(screen.getByRole('searchbox')).toHaveValue('rome');
  });

  it('puts the typed search in ?q= once typing settles', async () => {
    renderAt('/new/earn/search');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'paris' } });
    await act(() => new Promise((r) => setTimeout(r, 400)));
    expect(screen.getByTestId('tab')).toHaveTextContent('articles?q=paris');
  });
});
