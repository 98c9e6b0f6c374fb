import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from '../../lib/api';

const resendVerificationEmail = vi.hoisted(() => vi.fn());
vi.mock('../../lib/firebase', () => ({ auth: { currentUser: null } }));
vi.mock('./flows', () => ({ resendVerificationEmail }));

const { useResendVerification } = await import('./useResendVerification');

function renderResend() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useResendVerification(), { wrapper });
}

afterEach(() => vi.clearAllMocks());

describe('useResendVerification', () => {
  it('is busy while sending, then sent (the server answers alike for every address)', async () => {
    let answer: () => void = () => {};
    resendVerificationEmail.mockReturnValue(new Promise<void>((resolve) => (answer = resolve)));
    const { result } = renderResend();
    expect(result.current).toMatchObject({ busy: false, sent: false, error: null });
    act(() => result.current.resend('sam@example.com'));
    await waitFor(() => expect(result.current.busy).toBe(true));
    // A second press while sending sends nothing more.
    act(() => result.current.resend('sam@example.com'));
    await act(async () => answer());
    await waitFor(() => expect(result.current).toMatchObject({ busy: false, sent: true, error: null }));
    expect(resendVerificationEmail).toHaveBeenCalledOnce();
    expect(resendVerificationEmail).toHaveBeenCalledWith('sam@example.com');
  });

  it("gives the server's 429 message, with its wait", async () => {
    const message = 'Too many requests. Please try again in 540 seconds.';
    resendVerificationEmail.mockRejectedValue(new ApiError(429, 'rate-limited', message, undefined, 540));
    const { result } = renderResend();
    act(() => result.current.resend('sam@example.com'));
    await waitFor(() => expect(result.current.error).toBe(message));
    expect(result.current).toMatchObject({ busy: false, sent: false });
  });
});
