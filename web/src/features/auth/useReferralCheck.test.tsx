import { describe, expect, it } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import { renderHookWithProviders } from '../../testing/renderWithProviders';
import { useReferralCheck } from './useReferralCheck';

const FRIEND = 'ABCD2345';
const endpoints = {
  [`GET /api/users/referral-codes/${FRIEND}`]: () =>
    [200, { data: { valid: true, inviter: 'Jo D.' } }] as [number, unknown],
  'GET /api/users/referral-codes/BOGUS123': () => [200, { data: { valid: false } }] as [number, unknown],
  'GET /api/users/referral-codes/SLOWDOWN': () =>
    [429, { code: 'rate-limited', message: 'Too many requests', retry_after: 30 }] as [number, unknown],
};

const run = (code: string) =>
  renderHookWithProviders(({ typed }: { typed: string }) => useReferralCheck(typed), {
    initialProps: { typed: code },
    endpoints,
  });

describe('useReferralCheck', () => {
  it("confirms a friend's code by name once the typing settles, asked once, as a visitor, in any case", async () => {
    const { result, api } = run(' abcd2345 ');
    expect(result.current.state).toEqual({ status: 'checking' });
    await waitFor(() => expect(result.current.state).toEqual({ status: 'valid', inviter: 'Jo D.' }));
    expect(api.to(`GET /api/users/referral-codes/${FRIEND}`)).toHaveLength(1);
    expect(api.asked[0]?.auth).toBeNull();
  });

  it("says a code nobody has doesn't exist", async () => {
    const { result } = run('BOGUS123');
    await waitFor(() => expect(result.current.state).toEqual({ status: 'unknown' }));
  });

  it('calls a code of the wrong shape malformed without asking the server', async () => {
    const { result, api } = run('BOGUS');
    await waitFor(() => expect(result.current.state).toEqual({ status: 'malformed' }));
    expect(api.asked).toHaveLength(0);
  });

  it('asks nothing while the field is empty, and nothing for each keystroke', async () => {
    const { result, rerender, api } = run('');
    expect(result.current.state).toEqual({ status: 'empty' });
    for (const typed of ['A', 'AB', 'ABC', 'ABCD', 'ABCD2', 'ABCD23', 'ABCD234', FRIEND]) rerender({ typed });
    await waitFor(() => expect(result.current.state).toEqual({ status: 'valid', inviter: 'Jo D.' }));
    expect(api.asked.map((a) => a.path)).toEqual([`/api/users/referral-codes/${FRIEND}`]);
  });

  it('a check that cannot answer (429) is unavailable, which never refuses a sign-up', async () => {
    const { result } = run('SLOWDOWN');
    await waitFor(() => expect(result.current.state).toEqual({ status: 'unavailable' }));
  });

  it('checks on submit at once, without waiting for the typing to settle', async () => {
    const { result, rerender } = run('');
    rerender({ typed: 'bogus123' });
    let verdict;
    await act(async () => {
      verdict = await result.current.checkNow();
    });
    expect(verdict).toEqual({ status: 'unknown' });
    rerender({ typed: 'BOG' });
    await act(async () => {
      verdict = await result.current.checkNow();
    });
    expect(verdict).toEqual({ status: 'malformed' });
  });
});
