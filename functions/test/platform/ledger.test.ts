import { dayKey } from '@pilotmiles/core';
/**
 * The ledger module itself (docs/architecture.md "Money rules"): the only writer of balances.
 * Once-only ids apply once under concurrency, debits never overdraw, and total_coins == sum(ledger)
 * after every test.
 */
import { describe, expect, it } from 'vitest';
import { post, type LedgerEntry } from '../../src/platform/ledger';
import { checkLedgersAfterEachTest, createUser, expectLedgerConsistent, ledger, uniqueId, userDoc } from '../support/helpers';

checkLedgersAfterEachTest();

const UTC = { day: dayKey(new Date(), 'UTC') };
const codeOf = (outcome: PromiseSettledResult<unknown>) =>
  outcome.status === 'fulfilled' ? 'ok' : ((outcome.reason as { code?: string }).code ?? String(outcome.reason));

describe('ledger.post', () => {
  it('applies the same entry id posted 30 times concurrently exactly once', async () => {
    const user = await createUser(); // 500 PM welcome
    const entry: LedgerEntry = { id: uniqueId('bonus'), type: 'admin-bonus', amount: 70, description: 'Bonus' };
    const results = await Promise.all(Array.from({ length: 30 }, () => post(user.uid, entry, UTC)));
    expect(results.filter((r) => r.applied)).toHaveLength(1);
    for (const r of results) expect(r.entryId).toBe(entry.id);
    expect((await ledger(user.uid)).filter((e) => e.id === entry.id)).toHaveLength(1);
    expect(await expectLedgerConsistent(user.uid)).toBe(570);
    expect((await userDoc(user.uid))?.lifetime_earned).toBe(570);
  });

  it('never overdraws under 20 concurrent debits: floor(balance / amount) succeed', async () => {
    const user = await createUser(); // 500 PM
    const amount = 30;
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        post(user.uid, { id: `redeem:${i}`, type: 'redemption', amount: -amount, description: 'Gift card' }, UTC),
      ),
    );
    const codes = outcomes.map(codeOf);
    expect(codes.filter((c) => c === 'ok')).toHaveLength(Math.floor(500 / amount));
    expect(codes.filter((c) => c !== 'ok').every((c) => c === 'ledger/insufficient-funds')).toBe(true);
    expect(await expectLedgerConsistent(user.uid)).toBe(500 % amount);
    // Spending is not earning.
    expect((await userDoc(user.uid))?.lifetime_earned).toBe(500);
  });

  it('refuses a debit larger than the balance with 409 and writes nothing', async () => {
    const user = await createUser();
    const before = await ledger(user.uid);
    const attempt = post(user.uid, { id: 'too-much', type: 'redemption', amount: -501, description: 'Too much' }, UTC);
    await expect(attempt).rejects.toMatchObject({ status: 409, code: 'ledger/insufficient-funds' });
    expect(await ledger(user.uid)).toEqual(before);
    expect(await expectLedgerConsistent(user.uid)).toBe(500);
  });

  it('lets a debit take the balance to exactly zero', async () => {
    const user = await createUser();
    const result = await post(user.uid, { id: 'all-of-it', type: 'redemption', amount: -500, description: 'All' }, UTC);
    expect(result).toEqual({ applied: true, balance: 0, entryId: 'all-of-it' });
    expect(await expectLedgerConsistent(user.uid)).toBe(0);
  });

  it('rejects a zero or fractional amount before touching anything', async () => {
    const user = await createUser();
    for (const amount of [0, 1.5, Number.NaN])
      await expect(post(user.uid, { id: `bad:${amount}`, type: 'adjustment', amount, description: 'x' }, UTC)).rejects.toThrow(/non-zero integer/);
    expect(await ledger(user.uid)).toHaveLength(1);
  });

  it('refuses to post for a user without a record', async () => {
    const uid = uniqueId('nobody');
    await expect(post(uid, { id: 'x', type: 'admin-bonus', amount: 5, description: 'x' }, UTC)).rejects.toMatchObject({ status: 404, code: 'users/not-found' });
    expect(await userDoc(uid)).toBeUndefined();
  });

  it('records each entry immutably with the balance after it and the local day', async () => {
    const user = await createUser({ verified: false });
    const now = new Date('2026-03-01T02:00:00Z'); // still 28 February in Los Angeles
    await post(user.uid, { id: 'e1', type: 'offer', amount: 25, description: 'Offer', meta: { offer_id: 'o1' } }, { day: dayKey(now, 'America/Los_Angeles'), now });
    const [entry] = await ledger(user.uid);
    expect(entry).toMatchObject({ id: 'e1', type: 'offer', amount: 25, balance_after: 25, day_key: '2026-02-28', meta: { offer_id: 'o1' } });
    expect((await userDoc(user.uid))?.activity_today).toEqual({ day_key: '2026-02-28', amount: 25 });
  });

  it('counts an older entry posted after a newer one towards the counter\'s day, never dropping it', async () => {
    const user = await createUser({ verified: false });
    const today = new Date('2026-11-21T12:00:00Z');
    const yesterday = new Date('2026-11-20T12:00:00Z');
    await post(user.uid, { id: 'today', type: 'article', amount: 5, description: 'Article' }, { day: dayKey(today, 'UTC'), now: today });
    await post(user.uid, { id: 'late', type: 'offer', amount: 40, description: 'Offer' }, { day: dayKey(yesterday, 'UTC'), now: yesterday });
    const doc = await userDoc(user.uid);
    expect(doc?.earned_today).toEqual({ day_key: '2026-11-21', amount: 45 });
    expect(doc?.activity_today).toEqual({ day_key: '2026-11-21', amount: 45 });
    expect(doc?.lifetime_earned).toBe(45);
  });
});
