import { describe, expect, it } from 'vitest';
import { api, authHeader, createAuthUser, expectLedgerConsistent, ledger } from './helpers';

describe('welcome bonus under concurrency', () => {
  it('20 concurrent first calls after verification credit 500 PM exactly once', async () => {
    const user = await createAuthUser({ verified: false });
    const created = await api().post('/api/users').set(authHeader(user)).send({});
    expect(created.status).toBe(201);
    expect(created.body.data.total_coins).toBe(0);

    const { auth } = await import('../src/firebase');
    await auth.updateUser(user.uid, { emailVerified: true });

    const responses = await Promise.all(
      Array.from({ length: 20 }, () => api().get('/api/users').set(authHeader(user))),
    );
    for (const res of responses) expect(res.status).toBe(200);
    const entries = await ledger(user.uid);
    expect(entries.filter((e) => e.type === 'welcome')).toHaveLength(1);
    expect(await expectLedgerConsistent(user.uid)).toBe(500);
  });
});
