import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Button } from '@mui/material';
import type { User } from '@pilotmiles/core';
import { fakePostEndpoint } from '../../testing/fakeEndpoint';
import { makeEnterResult, makeSweepstake } from '../../testing/builders';
import { renderWithProviders, testQueryClient } from '../../testing/renderWithProviders';

const mocks = vi.hoisted(() => ({
  refreshUser: vi.fn(async () => null),
  sessionExpired: vi.fn(),
  toast: { error: vi.fn(), info: vi.fn(), success: vi.fn(), loading: vi.fn(), dismiss: vi.fn() },
}));

vi.mock('../../lib/toast', () => ({ useToast: () => mocks.toast }));

const { EnterDialog, useEnterDialog } = await import('./EnterDialog');
const { sweepstakeKeys } = await import('./sweepstakesApi');

/** What POST /api/sweepstakes/lisbon/enter answers next (status, body), every body it received, and the gate that holds its answer. */
const server = fakePostEndpoint('/api/sweepstakes/lisbon/enter', mocks.sessionExpired);
const { answers, bodies } = server;

const sweepstake = makeSweepstake({ my_entries: 0 });

function renderDialog() {
  const queryClient = testQueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const onClose = vi.fn();
  renderWithProviders(<EnterDialog sweepstake={sweepstake} open onClose={onClose} />, { user: { uid: 'u1', total_coins: 2000 } as User, session: { refreshUser: mocks.refreshUser }, queryClient });
  return { invalidate, onClose };
}

const dialog = () => screen.getByRole('dialog', { name: /Weekend in Lisbon/ });
const choose = (n: number) =>
  fireEvent.change(within(dialog()).getByRole('textbox', { name: 'Number of entries' }), { target: { value: String(n) } });
const enter = () => fireEvent.click(within(dialog()).getByRole('button', { name: 'Enter' }));
const REQUEST_ID = /^[A-Za-z0-9_-]{8,64}$/;

describe('EnterDialog', () => {
  it('enters once however often the member presses, then says so, refreshes the balance and the lists, and closes', async () => {
    answers.push([201, { data: makeEnterResult({ entries: 3, added: 3 }) }]);
    let answer = () => {};
    server.gate = new Promise((resolve) => (answer = resolve));
    const { invalidate, onClose } = renderDialog();
    choose(3);
    // A double click: the second press, before any re-render, sends nothing.
    enter();
    enter();
    expect(await within(dialog()).findByRole('button', { name: 'Entering...' })).toBeDisabled();
    answer();
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(bodies).toEqual([{ entries: 3, request_id: expect.stringMatching(REQUEST_ID) }]);
    expect(mocks.toast.success).toHaveBeenCalledWith('You have 3 entries in Weekend in Lisbon');
    expect(mocks.refreshUser).toHaveBeenCalledOnce();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: sweepstakeKeys.lists });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['dashboard', 'u1'] });
  });

  it('says one entry in the singular', async () => {
    answers.push([201, { data: makeEnterResult({ entries: 1, added: 1 }) }]);
    renderDialog();
    enter();
    await waitFor(() => expect(mocks.toast.success).toHaveBeenCalledWith('You have 1 entry in Weekend in Lisbon'));
  });

  it("shows the server's refusal as it is, and retries with the same request id", async () => {
    const message = 'You can add 2 more entries to this sweepstake (the maximum is 5)';
    answers.push([409, { message, code: 'sweepstakes/max-entries' }]);
    answers.push([503, { message: 'The service is busy, try again', code: 'internal' }]);
    answers.push([201, { data: makeEnterResult({ entries: 2, added: 2 }) }]);
    const { onClose } = renderDialog();
    choose(4);
    enter();
    expect((await within(dialog()).findByRole('alert')).textContent).toBe(message);
    expect(mocks.toast.success).not.toHaveBeenCalled();
    choose(2);
    enter();
    expect(await within(dialog()).findByText('The service is busy, try again')).toBeInTheDocument();
    enter();
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(bodies.map((b) => b.entries)).toEqual([4, 2, 2]);
    expect(new Set(bodies.map((b) => b.request_id)).size).toBe(1);
    expect(bodies[0]!.request_id).toMatch(REQUEST_ID);
  });

  it("shows an unverified member the server's 403 message, without ending the session", async () => {
    answers.push([403, { message: 'Email not verified', code: 'auth/email-not-verified' }]);
    renderDialog();
    enter();
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(/^Email not verified/);
    expect(mocks.sessionExpired).not.toHaveBeenCalled();
    expect(mocks.refreshUser).not.toHaveBeenCalled();
  });

  it('makes a new request id for each opening of the dialog', async () => {
    answers.push([500, { message: 'Something broke', code: 'internal' }]);
    answers.push([500, { message: 'Something broke', code: 'internal' }]);
    function Harness() {
      const { openEnter, dialog } = useEnterDialog();
      return (
        <>
          <Button onClick={() => openEnter(sweepstake)}>Open it</Button>
          {dialog}
        </>
      );
    }
    renderWithProviders(<Harness />, { user: { uid: 'u1', total_coins: 2000 } as User, session: { refreshUser: mocks.refreshUser } });
    fireEvent.click(screen.getByRole('button', { name: 'Open it' }));
    enter();
    await within(dialog()).findByRole('alert');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: 'Open it' }));
    // A fresh opening: no earlier error.
    await waitFor(() => expect(within(dialog()).queryByRole('alert')).not.toBeInTheDocument());
    enter();
    await within(dialog()).findByRole('alert');
    expect(bodies).toHaveLength(2);
    expect(bodies[1]!.request_id).not.toBe(bodies[0]!.request_id);
  });
});
