import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@pilotmiles/core';
import { makeHub } from './testBuilders';
import { renderWithProviders } from '../../testing/renderWithProviders';

const mocks = vi.hoisted(() => ({ user: null as User | null, openModal: vi.fn() }));
vi.mock('../../components/modals/modalStore', () => ({ openModal: mocks.openModal }));

const { default: EarnHubPage } = await import('./EarnHubPage');

/** Answers of GET /api/earn/v2, in order: [status, body]. */
let answers: Array<[number, unknown]> = [];
const asked: string[] = [];

beforeEach(() => {
  mocks.user = null;
  answers = [];
  asked.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: URL | string) => {
      const url = new URL(String(input));
      asked.push(url.pathname);
      const [status, body] = answers.shift() ?? [500, { message: 'no answer set', code: 'internal' }];
      return Response.json(body, { status });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const member = { uid: 'u1', display_name: 'Maximilian Fernandez', email: 'max@example.com', total_coins: 1195 } as User;

function renderPage() {
  renderWithProviders(<EarnHubPage />, { user: mocks.user, route: '/new/earn' });
}

describe('EarnHubPage', () => {
  it('never calls the members-only hub for a visitor', async () => {
    renderPage();
    expect(screen.getByRole('link', { name: 'Join for free' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Play Games/ })).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 20));
    expect(asked).toEqual([]);
  });

  it("loads the member's hub from GET /earn/v2 and opens the daily bonus from the streak", async () => {
    mocks.user = member;
    answers.push([200, { data: makeHub() }]);
    renderPage();
    expect(screen.getByRole('status', { name: 'Loading your earn hub' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome back, Maximilian');
    expect(await screen.findByRole('region', { name: 'Today' })).toBeInTheDocument();
    expect(asked).toEqual(['/api/earn/v2']);
    await userEvent.click(screen.getByRole('button', { name: 'Claim bonus' }));
    expect(mocks.openModal).toHaveBeenCalledWith('DailyBonus');
  });

  it("shows the server's message on failure and tries again", async () => {
    mocks.user = member;
    answers.push([500, { message: 'The hub is resting', code: 'internal' }], [200, { data: makeHub() }]);
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('The hub is resting');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Today' })).toBeInTheDocument());
    expect(asked).toEqual(['/api/earn/v2', '/api/earn/v2']);
  });
});
