// @vitest-environment jsdom
// jsdom, as DOMPurify needs a browser-like DOM: under happy-dom it passes markup through unsanitised.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import type { Sweepstake, SweepstakesPage as Page, User } from '@pilotmiles/core';
import { makeDrawnSweepstake, makeSweepstake } from '../../testing/builders';
import { renderWithProviders } from '../../testing/renderWithProviders';

const mocks = vi.hoisted(() => ({ user: null as User | null, openModal: vi.fn() }));
vi.mock('../../components/modals/modalStore', () => ({ openModal: mocks.openModal }));

const { default: SweepstakesPage } = await import('./SweepstakesPage');

const open = (n: number) =>
  Array.from({ length: n }, (_, i) => makeSweepstake({ id: `open-${i + 1}`, title: `Open prize ${i + 1}` }));

/** GET /api/sweepstakes by status (and cursor); a status missing here fails the call. */
let pages: Record<string, Page> = {};
/** Answers that come before the pages (status, body). */
let failures: Array<[number, unknown]> = [];
const asked: Array<{ path: string; query: Record<string, string>; auth: string | null }> = [];

beforeEach(() => {
  mocks.user = null;
  pages = {};
  failures = [];
  asked.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: URL | string, init?: RequestInit) => {
      const url = new URL(String(input));
      const query = Object.fromEntries(url.searchParams);
      asked.push({ path: url.pathname, query, auth: new Headers(init?.headers).get('authorization') });
      const failure = failures.shift();
      if (failure) return Response.json(failure[1], { status: failure[0] });
      expect(url.pathname).toBe('/api/sweepstakes');
      const page = pages[query.cursor ? `${query.status}@${query.cursor}` : query.status!];
      if (!page) return Response.json({ message: `no page for ${url.search}`, code: 'internal' }, { status: 500 });
      return Response.json({ data: page });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function Location() {
  const { pathname, hash } = useLocation();
  return <output data-testid="location">{pathname + hash}</output>;
}

function renderPage(path = '/sweepstakes') {
  renderWithProviders(
    <>
      <SweepstakesPage />
      <Location />
    </>,
    { user: mocks.user, route: path },
  );
}

const list = (name: string) => screen.findByRole('list', { name });
const titles = (ul: HTMLElement) => within(ul).getAllByRole('heading').map((h) => h.textContent);
const page = (items: Sweepstake[], nextCursor: string | null = null): Page => ({ items, nextCursor });

describe('SweepstakesPage', () => {
  it("asks a visitor's open sweepstakes without a token, pages on with the cursor, and asks a visitor to sign up to enter", async () => {
    pages.active = page(open(12), 'open-12');
    pages['active@open-12'] = page([makeSweepstake({ id: 'open-13', title: 'Open prize 13' })]);
    renderPage();
    const ul = await list('Open sweepstakes');
    expect(titles(ul)).toHaveLength(12);
    expect(asked[0]).toEqual({ path: '/api/sweepstakes', query: { status: 'active', limit: '12' }, auth: null });

    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(titles(ul)).toHaveLength(13));
    expect(asked[1]!.query).toEqual({ status: 'active', limit: '12', cursor: 'open-12' });
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();

    fireEvent.click(within(ul).getByRole('button', { name: 'Enter Open prize 1' }));
    expect(mocks.openModal).toHaveBeenCalledWith('PleaseSignUp');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("sends a member's token so their entries come back, and Enter opens the dialog with their balance", async () => {
    mocks.user = { uid: 'u1', total_coins: 1250 } as User;
    pages.active = page([makeSweepstake({ my_entries: 1 })]);
    renderPage();
    const ul = await list('Open sweepstakes');
    expect(asked[0]!.auth).toBe('Bearer member-token');
    expect(ul).toHaveTextContent('Your entries: 1 of 5');
    fireEvent.click(within(ul).getByRole('button', { name: 'Enter Weekend in Lisbon' }));
    const dialog = await screen.findByRole('dialog', { name: /Weekend in Lisbon/ });
    expect(within(dialog).getByLabelText('Summary')).toHaveTextContent('Your balance1,250 PM');
    expect(mocks.openModal).not.toHaveBeenCalled();
  });

  it("keeps the tab in the URL's hash; Ended reads the ones drawing, then the drawn ones", async () => {
    pages.active = page([]);
    pages.scheduled = page([]);
    pages.drawing = page([makeSweepstake({ id: 'paris', title: 'Paris getaway', status: 'drawing' })]);
    pages.completed = page([makeDrawnSweepstake({ id: 'rome', title: 'Rome in spring' })]);
    renderPage();
    expect(await screen.findByText('No open sweepstakes right now — check Upcoming')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('tab', { name: 'Upcoming' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/sweepstakes#upcoming$/);
    expect(await screen.findByText('No upcoming sweepstakes yet — check back soon')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('tab', { name: 'Ended' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/sweepstakes#ended$/);
    expect(titles(await list('Ended sweepstakes'))).toEqual(['Paris getaway', 'Rome in spring']);
    // One page, filled from the second status after the first ran out.
    expect(asked.slice(-2).map((a) => a.query)).toEqual([
      { status: 'drawing', limit: '12' },
      { status: 'completed', limit: '11' },
    ]);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('tab', { name: 'Open' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/sweepstakes$/);
  });

  it('opens on the tab a link names', async () => {
    pages.completed = page([makeDrawnSweepstake({ id: 'rome', title: 'Rome in spring' })]);
    pages.drawing = page([]);
    renderPage('/sweepstakes#ended');
    expect(titles(await list('Ended sweepstakes'))).toEqual(['Rome in spring']);
    expect(screen.getByRole('tab', { name: 'Ended' })).toHaveAttribute('aria-selected', 'true');
    expect(asked.some((a) => a.query.status === 'active')).toBe(false);
  });

  it("shows a failed load with the server's message, and tries again", async () => {
    // A refusal (4xx) shows at once; a 5xx would be retried twice first.
    const message = 'Too many requests. Please try again in 3 seconds.';
    failures.push([429, { message, code: 'rate-limited' }]);
    pages.active = page(open(1));
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`Error loading sweepstakes: ${message}`);
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(titles(await list('Open sweepstakes'))).toEqual(['Open prize 1']);
  });

  it('shows the official rules rendered from markdown, with anything unsafe removed', async () => {
    pages.active = page([
      makeSweepstake({
        rules: '## Who may enter\n\nMembers **18 or older**.\n\n<img src="x" onerror="alert(1)"><script>alert(2)</script>\n\n[Terms](javascript:alert(3))',
      }),
    ]);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Official rules of Weekend in Lisbon' }));
    const dialog = await screen.findByRole('dialog', { name: /Official rules/ });
    const rules = within(dialog).getByTestId('rules');
    expect(within(rules).getByRole('heading', { name: 'Who may enter' })).toBeInTheDocument();
    expect(rules.querySelector('strong')).toHaveTextContent('18 or older');
    expect(rules.querySelector('script')).toBeNull();
    expect(rules.querySelector('[onerror]')).toBeNull();
    expect(rules.innerHTML).not.toContain('javascript:');
  });

  it("opens an ended one's draw, ready to verify", async () => {
    pages.completed = page([makeDrawnSweepstake()]);
    pages.drawing = page([]);
    renderPage('/sweepstakes#ended');
    fireEvent.click(await screen.findByRole('button', { name: 'How this draw was picked' }));
    const dialog = await screen.findByRole('dialog', { name: /How this draw was picked/ });
    expect(within(dialog).getByRole('button', { name: 'Verify' })).toBeEnabled();
  });
});
