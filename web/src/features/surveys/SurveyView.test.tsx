import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { SurveyView, type SurveyViewProps } from './SurveyView';
import { makeSurveyActivity } from '../../testing/builders';

afterEach(cleanup);

const WALL = 'http://127.0.0.1:9400/surveys/wall?app_id=24601&ext_user_id=u1&secure_hash=abc';

function renderView(over: Partial<SurveyViewProps> = {}) {
  const props: SurveyViewProps = {
    wall: { status: 'ready', url: WALL, host: '127.0.0.1:9400' },
    onRetry: vi.fn(),
    onOpenOwnWall: vi.fn(),
    activity: { status: 'ready', error: null, items: [], onRetry: vi.fn() },
    ...over,
  };
  render(<SurveyView {...props} />);
  return props;
}

describe('SurveyView', () => {
  it('frames the wall sandboxed, without a referrer, under the header line', () => {
    renderView();
    expect(screen.getByRole('heading', { level: 1, name: 'Take surveys and earn PilotMiles' })).toBeInTheDocument();
    const frame = screen.getByTitle('Survey wall');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', WALL);
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-forms allow-same-origin allow-popups');
    expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer');
    expect(screen.getByText('Surveys by our partner 127.0.0.1:9400')).toBeInTheDocument();
  });

  it('shows a spinner while the wall loads, and no frame', () => {
    renderView({ wall: { status: 'loading' } });
    expect(screen.getByRole('progressbar', { name: 'Loading the survey wall' })).toBeInTheDocument();
    expect(screen.queryByTitle('Survey wall')).toBeNull();
  });

  it("refuses a wall off the allow-list with the server's words and a way to our own wall", () => {
    const props = renderView({ wall: { status: 'notAllowed', message: 'This survey wall is not one of our partners' } });
    expect(screen.queryByTitle('Survey wall')).toBeNull();
    expect(screen.getByText('This survey wall is not one of our partners')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Open our survey wall' }));
    expect(props.onOpenOwnWall).toHaveBeenCalledTimes(1);
  });

  it("tells an unverified member the server's message, and shows no frame", () => {
    renderView({ wall: { status: 'unverified', message: 'Email not verified' } });
    expect(screen.getByText('Email not verified')).toBeInTheDocument();
    expect(screen.getByText(/Verify your email address to take surveys/)).toBeInTheDocument();
    expect(screen.queryByTitle('Survey wall')).toBeNull();
  });

  it("shows a failure's message with a retry", () => {
    const props = renderView({ wall: { status: 'error', message: 'An error occurred' } });
    expect(screen.getByText('An error occurred')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(props.onRetry).toHaveBeenCalledTimes(1);
  });
});

describe('the recent surveys', () => {
  it('list credited, reversed and uncredited transactions with their PM', () => {
    renderView({
      activity: {
        status: 'ready',
        error: null,
        onRetry: vi.fn(),
        items: [
          makeSurveyActivity({ name: 'Streaming and TV', pilot_miles: 1234 }),
          makeSurveyActivity({ name: 'Travel habits', status: 'reversed', pilot_miles: 70 }),
          makeSurveyActivity({ name: 'Your smartphone', type: 'out', status: 'rejected', pilot_miles: 3 }),
        ],
      },
    });
    const rows = within(screen.getByRole('list', { name: 'Recent surveys' })).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Streaming and TV');
    expect(rows[0]).toHaveTextContent('+1,234 PM');
    expect(rows[0]).toHaveTextContent('Credited');
    expect(rows[1]).toHaveTextContent('−70 PM');
    expect(rows[1]).toHaveTextContent('Reversed');
    expect(rows[2]).toHaveTextContent('Not credited');
    expect(rows[2]).not.toHaveTextContent('PM');
  });

  it('say when there are none yet, show loading, and a failure with a retry', () => {
    renderView();
    expect(screen.getByRole('status')).toHaveTextContent('No surveys yet.');
    cleanup();
    renderView({ activity: { status: 'loading', error: null, items: undefined, onRetry: vi.fn() } });
    expect(screen.getByRole('progressbar', { name: 'Loading your surveys' })).toBeInTheDocument();
    cleanup();
    const onRetry = vi.fn();
    renderView({ activity: { status: 'error', error: 'An error occurred', items: undefined, onRetry } });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
