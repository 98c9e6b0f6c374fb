/**
 * POST /sweepstakes/{id}/enter (docs/sweepstakes.md "Entering"): entries and their debit in one
 * transaction, once per request key, never past the member's max or balance, refused with the
 * server's message and nothing changed when the sweepstake is not open.
 */
import { describe, expect, it } from 'vitest';
import { scaled } from '../support/timeouts';
import { dayKey, txId } from '@pilotmiles/core';
import { post } from '../../src/platform/ledger';
import {
  api,
  authHeader,
  checkLedgersAfterEachTest,
  createAuthUser,
  createUser,
  emulatorToken,
  expectLedgerConsistent,
  expectSessionExpired,
  ledger,
  sendBadInput,
  storedState,
  type BadInput,
} from '../support/helpers';
import { makeMember } from '../rewards/support';
import { DAY, endNow, enterCall, entryDoc, key, makeSweepstake, setTimes, sweepRef } from './support';

checkLedgersAfterEachTest();

describe('POST /sweepstakes/{id}/enter', () => {
  it('debits entries x entry_cost and adds the entries, with the ledger entry sweep:{id}:{key}', async () => {
    const s = await makeSweepstake({ entryCost: 150, maxEntries: 5 });
    const member = await makeMember({ balance: 1_000 });
    const request = key();
    const res = await enterCall(member, s.id, { entries: 3, request_id: request });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ entries: 3, added: 3, balance: 550 });
    expect(res.body.data.sweepstake).toMatchObject({ id: s.id, total_entries: 3, entrants: 1, my_entries: 3, status: 'active' });
    const entries = await ledger(member.uid);
    expect(entries.find((e) => e.id === txId.sweepEntry(s.id, request))).toMatchObject({ type: 'sweepstake-entry', amount: -450 });
    expect(await entryDoc(s.id, member.uid)).toMatchObject({ entries: 3, pm_spent: 450, refunded: false, public_id: expect.stringMatching(/^[0-9a-f]{16}$/) });
    expect(await expectLedgerConsistent(member.uid)).toBe(550);

    // A second request adds to the same entry document.
    const again = await enterCall(member, s.id, { entries: 2, request_id: key() });
    expect(again.status).toBe(201);
    expect(again.body.data).toMatchObject({ entries: 5, added: 2, balance: 250 });
  });

  it('a retried request (same key) enters once and answers again with 200; the key with other terms is refused', async () => {
    const s = await makeSweepstake();
    const member = await makeMember({ balance: 1_000 });
    const request = key();
    const results = await Promise.all(Array.from({ length: 5 }, () => enterCall(member, s.id, { entries: 2, request_id: request })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(results.every((r) => r.body.data.entries === 2)).toBe(true);
    expect((await entryDoc(s.id, member.uid))?.entries).toBe(2);
    expect(await expectLedgerConsistent(member.uid)).toBe(800);

    const reused = await enterCall(member, s.id, { entries: 1, request_id: request });
    expect(reused.status).toBe(409);
    expect(reused.body.code).toBe('sweepstakes/request-reused');
  });

  it('30 concurrent single-entry requests of one member with max 5 give exactly 5 entries', async () => {
    const s = await makeSweepstake({ maxEntries: 5, entryCost: 10 });
    const member = await makeMember({ balance: 1_000 });
    const results = await Promise.all(Array.from({ length: 30 }, () => enterCall(member, s.id, { entries: 1, request_id: key() })));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((x) => x === 201)).toHaveLength(5);
    expect(statuses.filter((x) => x === 409)).toHaveLength(25);
    for (const r of results.filter((x) => x.status === 409)) expect(r.body).toMatchObject({ code: 'sweepstakes/max-entries', message: 'You already have the maximum of 5 entries in this sweepstake' });
    expect(await entryDoc(s.id, member.uid)).toMatchObject({ entries: 5, pm_spent: 50 });
    expect((await ledger(member.uid)).filter((e) => e.type === 'sweepstake-entry')).toHaveLength(5);
    expect(await expectLedgerConsistent(member.uid)).toBe(950);
  });

  it('200 members entering at once all succeed and the totals are exact', async () => {
    const s = await makeSweepstake({ maxEntries: 10, entryCost: 20 });
    const members = [];
    for (let i = 0; i < 200; i += 25) members.push(...(await Promise.all(Array.from({ length: 25 }, () => createUser()))));
    const results = await Promise.all(members.map((m, i) => enterCall(m, s.id, { entries: 1 + (i % 3), request_id: key() })));
    expect(results.filter((r) => r.status !== 201).map((r) => `${r.status} ${JSON.stringify(r.body)}`)).toEqual([]);
    const expected = members.reduce((n, _m, i) => n + 1 + (i % 3), 0);
    // The entries came through this instance: its figures are read again, exact.
    const view = await api().get(`/api/sweepstakes/${s.id}`);
    expect(view.body.data).toMatchObject({ total_entries: expected, entrants: 200 });
    // No member paid for more than they hold.
    for (const [i, m] of members.entries()) expect(await expectLedgerConsistent(m.uid)).toBe(500 - 20 * (1 + (i % 3)));
  }, scaled(300_000));

  it('over the max: a request that would pass it is refused whole, naming what is left', async () => {
    const s = await makeSweepstake({ maxEntries: 5 });
    const member = await makeMember({ balance: 2_000 });
    expect((await enterCall(member, s.id, { entries: 3 })).status).toBe(201);
    const before = await storedState(member.uid);
    const res = await enterCall(member, s.id, { entries: 3, request_id: key() });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'sweepstakes/max-entries', message: 'You can add 2 more entries to this sweepstake (the maximum is 5)' });
    expect(await storedState(member.uid)).toEqual(before);
    expect((await entryDoc(s.id, member.uid))?.entries).toBe(3);
  });

  it('a short balance is refused with the ledger message and nothing changes', async () => {
    const s = await makeSweepstake({ entryCost: 200 });
    const member = await makeMember({ balance: 500 });
    const before = await storedState(member.uid);
    const res = await enterCall(member, s.id, { entries: 3, request_id: key() });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'ledger/insufficient-funds', message: 'Not enough PilotMiles: you have 500, this needs 600' });
    expect(await storedState(member.uid)).toEqual(before);
    expect(await entryDoc(s.id, member.uid)).toBeUndefined();
  });

  it('a negative balance (a reversed offer) refuses any entry', async () => {
    const s = await makeSweepstake({ entryCost: 10 });
    const member = await makeMember({ balance: 500 });
    await post(member.uid, { id: key(), type: 'offer-reversal', amount: -700, description: 'Reversal', reverses: 'offer:t:none' }, { day: dayKey(new Date(), 'UTC') });
    const before = await storedState(member.uid);
    const res = await enterCall(member, s.id, { entries: 1 });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('ledger/negative-balance');
    expect(await storedState(member.uid)).toEqual(before);
  });

  it.each([
    ['not open yet', async (id: string) => setTimes(id, { startIn: DAY, endIn: 2 * DAY }), 'This sweepstake has not opened yet'],
    ['ended', endNow, 'This sweepstake has ended: entries are closed'],
    ['cancelled', async (id: string) => sweepRef(id).update({ status: 'cancelled' }), 'This sweepstake was cancelled'],
  ])('%s: refused with the server message, nothing changed', async (_name, move, message) => {
    const s = await makeSweepstake();
    await move(s.id);
    const member = await makeMember({ balance: 1_000 });
    const before = await storedState(member.uid);
    const res = await enterCall(member, s.id, { entries: 1, request_id: key() });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'sweepstakes/not-open', message });
    expect(await storedState(member.uid)).toEqual(before);
  });

  it('a draft or missing sweepstake is not found', async () => {
    const s = await makeSweepstake({ status: 'draft' });
    const member = await makeMember();
    expect((await enterCall(member, s.id, { entries: 1 })).body.code).toBe('sweepstakes/not-found');
    expect((await enterCall(member, 'no-such-sweepstake', { entries: 1 })).status).toBe(404);
  });

  it('needs a verified member with a session', async () => {
    const s = await makeSweepstake();
    const unverified = await createUser({ verified: false });
    const res = await enterCall(unverified, s.id, { entries: 1 });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('auth/email-not-verified');
    expectSessionExpired(await api().post(`/api/sweepstakes/${s.id}/enter`).send({ entries: 1 }));
    const ghost = await createAuthUser();
    expectSessionExpired(await enterCall({ idToken: emulatorToken(ghost, { exp: 1 }) }, s.id, { entries: 1 }));
  });

  const bad: BadInput[] = [
    { name: 'no body', field: 'entries', json: {} },
    { name: 'zero entries', field: 'entries', json: { entries: 0 } },
    { name: 'negative entries', field: 'entries', json: { entries: -2 } },
    { name: 'fractional entries', field: 'entries', json: { entries: 1.5 } },
    { name: 'entries as text', field: 'entries', json: { entries: '2' } },
    { name: 'too many in one request', field: 'entries', json: { entries: 1001 } },
    { name: 'a bad request key', field: 'request_id', json: { entries: 1, request_id: 'x' } },
    { name: 'an unknown field', field: 'cost', json: { entries: 1, cost: 0 } },
    { name: 'broken JSON', field: 'body', raw: '{"entries":' },
  ];
  it.each(bad)('bad input: $name -> 400 naming $field, nothing changed', async (input) => {
    const s = await makeSweepstake();
    const member = await makeMember({ balance: 1_000 });
    const before = await storedState(member.uid);
    const res = await sendBadInput(api().post(`/api/sweepstakes/${s.id}/enter`).set(authHeader(member)), input);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(new RegExp(`^${input.field}`));
    expect(await storedState(member.uid)).toEqual(before);
  });

  it('a bad id in the path is 400', async () => {
    const member = await makeMember();
    const res = await enterCall(member, '__bad__', { entries: 1 });
    expect(res.status).toBe(400);
  });
});
