import { describe, expect, it, vi } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import { fakeApi } from '../../testing/fakeApi';
import { renderHookWithProviders } from '../../testing/renderWithProviders';

vi.mock('../../lib/firebase', () => ({ auth: { currentUser: null } }));

const { useResendVerification } = await import('./useResendVerification');

const RESEND = 'POST /api/users/resend-email-verification';
const api = fakeApi();

describe('useResendVerification', () => {
  it('is busy while sending, then sent (the server answers alike for every address)', async () => {
    let answer: () => void = () => {};
    api.routes[RESEND] = () => new Promise((resolve) => (answer = () => resolve([200, { data: { sent: true } }])));
    const { result } = renderHookWithProviders(() => useResendVerification());
    expect(result.current).toMatchObject({ busy: false, sent: false, error: null });
    act(() => result.current.resend(' sam@example.com '));
    await waitFor(() => expect(result.current.busy).toBe(true));
    // A second press while sending sends nothing more.
    act(() => result.current.resend('sam@example.com'));
    await waitFor(() => expect(api.to(RESEND)).toHaveLength(1));
    await act(async () => answer());
    await waitFor(() => expect(result.current).toMatchObject({ busy: false, sent: true, error: null }));
    expect(api.to(RESEND)).toHaveLength(1);
    // Sent as typed but trimmed, without anyone's token: the address is all it needs.
    expect(api.to(RESEND)[0]).toMatchObject({ body: { email: 'sam@example.com' }, auth: null });
  });

  it("gives the server's 429 message, with its wait", async () => {
    const message = 'Too many requests. Please try again in 540 seconds.';
    api.routes[RESEND] = () => [429, { message, code: 'rate-limited', retry_after: 540 }];
    const { result } = renderHookWithProviders(() => useResendVerification());
    act(() => result.current.resend('sam@example.com'));
    await waitFor(() => expect(result.current.error).toBe(message));
    expect(result.current).toMatchObject({ busy: false, sent: false });
  });
});
