import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { User } from '@pilotmiles/core';
import { fakePostEndpoint } from '../../../testing/fakeEndpoint';
import { makeMember } from '../../../testing/builders';
import { renderWithProviders } from '../../../testing/renderWithProviders';

const mocks = vi.hoisted(() => ({ sessionExpired: vi.fn() }));

const { default: WaitlistModal } = await import('./WaitlistModal');

/** What POST /api/users/feature-waitlist answers next, the bodies it got, and the gate that holds its answer. */
const server = fakePostEndpoint('/api/users/feature-waitlist', mocks.sessionExpired);
const { answers, bodies } = server;

function renderModal(user: User | null = null) {
  const onClose = vi.fn();
  const { toasts } = renderWithProviders(<WaitlistModal open onClose={onClose} feature="crew" />, { user });
  return { onClose, toasts };
}

const dialog = () => screen.getByRole('dialog', { name: 'Join the waitlist' });
const emailField = () => within(dialog()).getByRole('textbox', { name: 'Email address' });
const keepMePosted = () => within(dialog()).getByRole('button', { name: 'Keep Me Posted' });

describe('WaitlistModal (CommingSoon)', () => {
  it("says the product's words and prefills the member's email; sends it once, busy meanwhile, then closes with 'You are on the waitlist'", async () => {
    answers.push([200, { data: { joined: true } }]);
    let answer = () => {};
    server.gate = new Promise((resolve) => (answer = resolve));
    const { onClose, toasts } = renderModal(makeMember({ email: 'amelia@pilotmiles.test' }));
    expect(within(dialog()).getByText("Join the waitlist and we'll let you know as soon as the Crew feature is ready for takeoff")).toBeInTheDocument();
    expect(emailField()).toHaveValue('amelia@pilotmiles.test');

    // A double click: the second press sends nothing.
    const button = keepMePosted();
    fireEvent.click(button);
    fireEvent.click(button);
    const busy = await within(dialog()).findByRole('button', { name: 'Joining...' });
    expect(busy).toBeDisabled();
    // Closing while it is sending does nothing: it closes by itself once answered.
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Close' }));
    expect(onClose).not.toHaveBeenCalled();

    answer();
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(bodies).toEqual([{ email: 'amelia@pilotmiles.test', feature: 'crew' }]);
    expect(toasts.success).toHaveBeenCalledWith('You are on the waitlist');
    expect(toasts.error).not.toHaveBeenCalled();
  });

  it("shows 'Invalid email address' under the field and sends nothing until the address is valid", async () => {
    answers.push([200, { data: { joined: true } }]);
    const { onClose } = renderModal();
    expect(emailField()).toHaveValue('');
    fireEvent.click(keepMePosted());
    expect(await within(dialog()).findByText('Invalid email address')).toBeInTheDocument();
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');

    fireEvent.change(emailField(), { target: { value: 'amelia@' } });
    fireEvent.blur(emailField());
    fireEvent.click(keepMePosted());
    expect(within(dialog()).getByText('Invalid email address')).toBeInTheDocument();
    expect(bodies).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();

    fireEvent.change(emailField(), { target: { value: '  Amelia@PilotMiles.test ' } });
    fireEvent.click(keepMePosted());
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(bodies).toEqual([{ email: 'amelia@pilotmiles.test', feature: 'crew' }]);
  });

  it("on a failure says 'Failed to join waitlist', then 'You are on the waitlist' anyway, and closes", async () => {
    answers.push([503, { message: 'The service is busy', code: 'internal' }]);
    const { onClose, toasts } = renderModal(makeMember({ email: 'amelia@pilotmiles.test' }));
    fireEvent.click(keepMePosted());
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(toasts.error).toHaveBeenCalledWith('Failed to join waitlist');
    expect(toasts.success).toHaveBeenCalledWith('You are on the waitlist');
    expect(toasts.error.mock.invocationCallOrder[0]).toBeLessThan(toasts.success.mock.invocationCallOrder[0]!);
  });

  it('a rate-limited request is a failure like any other', async () => {
    answers.push([429, { message: 'Too many requests. Please try again in 60 seconds.', code: 'rate-limited' }]);
    const { onClose, toasts } = renderModal();
    fireEvent.change(emailField(), { target: { value: 'visitor@pilotmiles.test' } });
    fireEvent.click(keepMePosted());
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(toasts.error).toHaveBeenCalledWith('Failed to join waitlist');
    expect(toasts.success).toHaveBeenCalledWith('You are on the waitlist');
    expect(mocks.sessionExpired).not.toHaveBeenCalled();
  });
});
