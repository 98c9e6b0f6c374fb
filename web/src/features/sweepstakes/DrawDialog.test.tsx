import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { drawWinner, sha256Hex, type DrawProof } from '@pilotmiles/core';
import { DrawDialog, type DrawnSweepstake } from './DrawDialog';
import { TEST_LINES, TEST_SEED, makeDrawProof, makeDrawnSweepstake } from '../../testing/builders';
import { fakeApi } from '../../testing/fakeApi';
import { renderWithProviders } from '../../testing/renderWithProviders';

const api = fakeApi();
const PROOF = 'GET /api/sweepstakes/lisbon/draw';

/** GET /api/sweepstakes/lisbon/draw answers these, in turn. */
function answer(...answers: Array<[number, unknown]>) {
  api.routes[PROOF] = () => answers.shift() ?? [500, { message: 'no answer set', code: 'internal' }];
}

/** The dialog as a visitor sees it: the proof is public, asked for without a token. */
function renderDialog(sweepstake: DrawnSweepstake) {
  renderWithProviders(<DrawDialog sweepstake={sweepstake} open onClose={vi.fn()} />);
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
    expect(api.asked).toEqual([]);
  });

  it("verifies a real draw (core's drawWinner) in the browser: three ticks", async () => {
    const s = makeDrawnSweepstake() as DrawnSweepstake;
    // The draw really is drawWinner's: the winner is whoever covers the ticket.
    expect(s.draw).toMatchObject(drawWinner(TEST_SEED, TEST_LINES));
    answer([200, { data: makeDrawProof(s) }]);
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
    answer([200, { data: makeDrawProof(s, tampered) }]);
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
    answer([200, { data: proof }]);
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
    answer([404, { message: 'This sweepstake has not been drawn yet', code: 'sweepstakes/not-drawn' }], [200, { data: makeDrawProof(s) }]);
    const dialog = renderDialog(s);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This sweepstake has not been drawn yet');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByText('This draw checks out')).toBeInTheDocument();
    expect(api.to(PROOF).map((a) => a.auth)).toEqual([null, null]);
  });
});
