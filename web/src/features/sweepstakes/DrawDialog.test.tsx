import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { drawWinner, sha256Hex, type DrawProof } from '@pilotmiles/core';
import { DrawDialog, type DrawnSweepstake } from './DrawDialog';
import { TEST_LINES, TEST_SEED, makeDrawProof, makeDrawnSweepstake } from '../../testing/builders';

/** What GET /api/sweepstakes/lisbon/draw answers next, and how often it was asked. */
let answers: Array<[number, unknown]> = [];
let asked = 0;

beforeEach(() => {
  answers = [];
  asked = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: URL | string, init?: RequestInit) => {
      expect(new URL(String(input)).pathname).toBe('/api/sweepstakes/lisbon/draw');
      // Public: no token, whoever looks.
      expect(new Headers(init?.headers).get('authorization')).toBeNull();
      asked += 1;
      const [status, body] = answers.shift() ?? [500, { message: 'no answer set', code: 'internal' }];
      return Response.json(body, { status });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderDialog(sweepstake: DrawnSweepstake) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <DrawDialog sweepstake={sweepstake} open onClose={vi.fn()} />
    </QueryClientProvider>,
  );
  return screen.getByRole('dialog', { name: /How this draw was picked/ });
}

const checks = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('list', { name: 'Checks' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('DrawDialog', () => {
  it("shows the draw's published facts before anything is fetched", () => {
    const s = makeDrawnSweepstake() as DrawnSweepstake;
    const dialog = renderDialog(s);
    expect(dialog).toHaveTextContent(`Seed hash (published at the start)${sha256Hex(TEST_SEED)}`);
    expect(dialog).toHaveTextContent(`Seed (revealed at the draw)${TEST_SEED}`);
    expect(dialog).toHaveTextContent(`Entry list hash${s.draw.entries_hash}`);
    expect(dialog).toHaveTextContent('Total entries11 from 4 entrants');
    expect(dialog).toHaveTextContent(`Winning ticket${s.draw.ticket}`);
    expect(dialog).toHaveTextContent(`Winner id${s.draw.winner_public_id} (Maria G.)`);
    expect(within(dialog).getByRole('link', { name: 'Entry list (JSON)' })).toHaveAttribute('href', '/api/sweepstakes/lisbon/draw');
    expect(asked).toBe(0);
  });

  it("verifies a real draw (core's drawWinner) in the browser: three ticks", async () => {
    const s = makeDrawnSweepstake() as DrawnSweepstake;
    // The draw really is drawWinner's: the winner is whoever covers the ticket.
    expect(s.draw).toMatchObject(drawWinner(TEST_SEED, TEST_LINES));
    answers.push([200, { data: makeDrawProof(s) }]);
    const dialog = renderDialog(s);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByText('This draw checks out')).toBeInTheDocument();
    expect(checks(dialog)).toEqual([
      '✓The seed matches the hash published before the first entry: passed',
      '✓The entry list matches its published hash: passed',
      '✓The ticket and the winner follow from the seed and the list: passed',
    ]);
  });

  it('catches an entry list that is not the one hashed', async () => {
    const s = makeDrawnSweepstake() as DrawnSweepstake;
    // One entrant's entries changed after the draw.
    const tampered = TEST_LINES.map((l, i) => (i === 0 ? { ...l, entries: l.entries + 40 } : l));
    answers.push([200, { data: makeDrawProof(s, tampered) }]);
    const dialog = renderDialog(s);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByText('This draw does not check out')).toBeInTheDocument();
    const [seed, list] = checks(dialog);
    expect(seed).toMatch(/^✓.*passed$/);
    expect(list).toMatch(/^✗The entry list matches its published hash: failed$/);
  });

  it('checks the seed against the commitment shown before the draw, not one the proof brings along', async () => {
    const honest = makeDrawnSweepstake();
    // Another seed, one that lands on another ticket (one in eleven would land on the same).
    const other = ['f', 'e', 'd', 'c'].map((c) => c.repeat(64)).find((x) => drawWinner(x, TEST_LINES).ticket !== honest.draw!.ticket)!;
    // The seed revealed is not the one committed to; the proof repeats a matching hash of it.
    const s = { ...honest, draw: { ...honest.draw!, seed: other, seed_hash: sha256Hex(other) } } as DrawnSweepstake;
    const proof: DrawProof = makeDrawProof(s);
    answers.push([200, { data: proof }]);
    const dialog = renderDialog(s);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByText('This draw does not check out')).toBeInTheDocument();
    const [seed, list, winner] = checks(dialog);
    expect(seed).toMatch(/^✗.*failed$/);
    expect(list).toMatch(/^✓.*passed$/);
    // The ticket published came from the committed seed, so the revealed one does not give it.
    expect(winner).toMatch(/^✗.*failed$/);
  });

  it("shows a failed fetch with the server's message, and Verify asks again", async () => {
    const s = makeDrawnSweepstake() as DrawnSweepstake;
    answers.push([404, { message: 'This sweepstake has not been drawn yet', code: 'sweepstakes/not-drawn' }]);
    answers.push([200, { data: makeDrawProof(s) }]);
    const dialog = renderDialog(s);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This sweepstake has not been drawn yet');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByText('This draw checks out')).toBeInTheDocument();
    expect(asked).toBe(2);
  });
});
