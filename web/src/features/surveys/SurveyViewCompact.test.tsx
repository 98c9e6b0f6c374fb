import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { SurveyViewCompact, type SurveyViewCompactProps } from './SurveyViewCompact';
import { renderWithProviders } from '../../testing/renderWithProviders';

afterEach(cleanup);

const props = (over: Partial<SurveyViewCompactProps> = {}): SurveyViewCompactProps => ({
  signedIn: true,
  wall: { status: 'ready', url: 'https://surveys.example/wall', host: 'surveys.example' },
  onRetry: vi.fn(),
  onOpenOwnWall: vi.fn(),
  activity: { status: 'ready', error: null, items: [], onRetry: vi.fn() },
  ...over,
});

const renderView = (p: SurveyViewCompactProps) => renderWithProviders(<SurveyViewCompact {...p} />);

describe('SurveyViewCompact', () => {
  it('frames the wall and shows the empty activity', () => {
    renderView(props());
    expect(screen.getByTitle('Survey wall')).toHaveAttribute('src', 'https://surveys.example/wall');
    expect(screen.getByRole('status')).toHaveTextContent('No surveys yet');
  });

  it('shows the loading states', () => {
    renderView(props({ wall: { status: 'loading' }, activity: { status: 'loading', error: null, items: undefined, onRetry: vi.fn() } }));
    expect(screen.getByRole('progressbar', { name: 'Loading the survey wall' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Loading your surveys' })).toBeInTheDocument();
  });

  it('shows the error with a retry, and offers our own wall for a refused link', () => {
    const p = props({ wall: { status: 'error', message: 'Down' } });
    const { unmount } = renderView(p);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(p.onRetry).toHaveBeenCalled();
    unmount();
    const q = props({ wall: { status: 'notAllowed', message: 'Not a partner' } });
    renderView(q);
    fireEvent.click(screen.getByRole('button', { name: 'Open our survey wall' }));
    expect(q.onOpenOwnWall).toHaveBeenCalled();
  });

  it('asks a visitor to sign in', () => {
    renderView(props({ signedIn: false }));
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/signin');
    expect(screen.queryByTitle('Survey wall')).not.toBeInTheDocument();
  });
});
