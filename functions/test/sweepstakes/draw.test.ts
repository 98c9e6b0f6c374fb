/**
 * The draw and cancel (docs/sweepstakes.md): one winner by entries, recomputable by anyone from
 * the published seed and list; drawn once however many runs overlap; the prize a payout in the
 * review flow; entrants told once. Cancel refunds each entrant once, pressed twice or not.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { drawWinner, sha256Hex, txId, verifyDraw, type DrawLine } from '@pilotmiles/core';
import { db } from '../../src/platform/firebase';
import { queuedTasks, runQueuedTasks } from '../../src/platform/tasks';
import {
  drawPaging,
  drawSweepstake,
  notifyPaging,
  refundPaging,
  runSweepstakesJob,
  sweepstakesDrawQueue,
  sweepstakesNotifyQueue,
  sweepstakesRefundsQueue,
} from '../../src/sweepstakes';
import { api, authHeader, checkLedgersAfterEachTest, docsWhere, expectLedgerConsistent, ledger } from '../support/helpers';
import { makeMember, payoutDoc } from '../rewards/support';
import { DAY, admin, drawNow, endNow, enterCall, entryDoc, key, makeSweepstake, setTimes, stored, sweepRef } from './support';

checkLedgersAfterEachTest();

const PAGING = { draw: drawPaging.pageSize, notify: { ...notifyPaging }, refund: refundPaging.pageSize };
afterEach(() => {
  drawPaging.pageSize = PAGING.draw;
  Object.assign(notifyPaging, PAGING.notify);
  refundPaging.pageSize = PAGING.refund;
});

type Task = { id: string; run: number; page: number };
/** This sweepstake's tasks waiting in a queue. */
const waiting = (queue: string, id: string) => (queuedTasks(queue) as Task[]).filter((t) => t.id === id);

const notices = async (uid: string) => (await db.collection('users').doc(uid).collection('notifications').get()).docs.map((d) => ({ id: d.id, ...d.data() }));

async function withEntrants(counts: number[], overrides: Record<string, unknown> = {}) {
  const s = await makeSweepstake({ maxEntries: 10, entryCost: 10, ...overrides });
  const members = await Promise.all(counts.map(() => makeMember({ balance: 1_000, fulfilledBefore: 0 })));
  for (const [i, m] of members.entries()) expect((await enterCall(m, s.id, { entries: counts[i]!, request_id: key() })).status).toBe(201);
  return { s, members };
}

describe('the draw', () => {
  it('draws one winner that anyone can recompute from the revealed seed and the published list', async () => {
    const { s, members } = await withEntrants([1, 4, 2]);
    await endNow(s.id);
    await drawNow(s.id);

    const view = (await api().get(`/api/sweepstakes/${s.id}`).set(authHeader(members[0]!))).body.data;
    expect(view.status).toBe('completed');
    expect(view.draw).toMatchObject({ seed_hash: s.seed_hash, total_entries: 7, entrants: 3 });
    expect(sha256Hex(view.draw.seed)).toBe(s.seed_hash);

    const proof = (await api().get(`/api/sweepstakes/${s.id}/draw`)).body.data;
    expect(proof.list.reduce((n: number, l: { entries: number }) => n + l.entries, 0)).toBe(7);
    expect(verifyDraw(proof.draw, proof.list)).toEqual({ seedMatches: true, listMatches: true, winnerMatches: true });

    const winnerIndex = await Promise.all(members.map(async (m) => (await entryDoc(s.id, m.uid))?.public_id)).then((ids) => ids.indexOf(view.draw.winner_public_id));
    expect(winnerIndex).toBeGreaterThanOrEqual(0);
    const winner = members[winnerIndex]!;
    expect((await stored(s.id)).winner_uid).toBe(winner.uid);
    const mine = (await api().get(`/api/sweepstakes/${s.id}`).set(authHeader(winner))).body.data;
    expect(mine.i_won).toBe(true);
    expect(JSON.stringify(view)).not.toContain(winner.uid);
  });

  it('the prize becomes a payout in review (no PM debited); the winner and the others are told once', async () => {
    const { s, members } = await withEntrants([2, 3], { value: 250 });
    await endNow(s.id);
    await drawNow(s.id);
    const { winner_uid: winnerUid, winner_payout_id: payoutId } = await stored(s.id);
    expect(payoutId).toBe(`prize-${s.id}`);
    const payout = await payoutDoc(payoutId);
    expect(payout).toMatchObject({
      uid: winnerUid,
      source: 'sweepstake',
      sweepstake_id: s.id,
      value_usd: 250,
      pilot_miles: 0,
      status: 'pending_review',
      provider_product_id: 'REWARD-LINK',
      debit_tx: null,
    });
    expect(payout!.review_reasons).toEqual(expect.arrayContaining(['first-payout', 'above-threshold', 'kyc-required']));
    // In the staff queue like any payout.
    const queue = await api().get(`/api/admin/rewards/payouts?uid=${winnerUid}`).set(authHeader(await admin()));
    expect(queue.body.data.items.map((p: { id: string }) => p.id)).toContain(payoutId);

    const winner = members.find((m) => m.uid === winnerUid)!;
    const loser = members.find((m) => m.uid !== winnerUid)!;
    expect((await notices(winner.uid)).filter((n) => n.id.startsWith(`sweep:${s.id}`)).map((n) => n.id)).toEqual([`sweep:${s.id}:won`]);
    expect((await notices(loser.uid)).filter((n) => n.id.startsWith(`sweep:${s.id}`)).map((n) => n.id)).toEqual([`sweep:${s.id}:result`]);
    expect(await docsWhere('mail', 'to', winner.email)).toEqual(expect.arrayContaining([expect.objectContaining({ message: expect.objectContaining({ subject: expect.stringContaining('You won') }) })]));
    expect((await docsWhere('mail', 'to', loser.email)).filter((m) => m.message.subject.includes('draw for'))).toHaveLength(1);

    // Rejecting a prize refunds nothing: nothing was spent on it.
    const before = await ledger(winner.uid);
    const reject = await api().patch(`/api/admin/rewards/payouts/${payoutId}`).set(authHeader(await admin())).send({ action: 'reject', reason: 'Winner not eligible' });
    expect(reject.status).toBe(200);
    expect(reject.body.data).toMatchObject({ status: 'rejected', refund_tx: null });
    expect(await ledger(winner.uid)).toEqual(before);
  });

  it('a trusted winner of a small prize is approved and delivered at once; what they are sent points to My rewards, not the card', async () => {
    const s = await makeSweepstake({ value: 20, entryCost: 10 });
    const member = await makeMember({ balance: 1_000, kyc: 'approved' });
    await enterCall(member, s.id, { entries: 1 });
    await endNow(s.id);
    await drawNow(s.id);
    const payout = await payoutDoc(`prize-${s.id}`);
    expect(payout).toMatchObject({ status: 'fulfilled', uid: member.uid, delivery: expect.objectContaining({ link: expect.stringContaining('http') }) });
    // The card itself is only in My rewards: the push (lock screens), the notice and the mail point there.
    const pushes = (await db.collection('pushOutbox').where('uid', '==', member.uid).get()).docs.map((d) => d.data().message);
    const mails = (await docsWhere('mail', 'to', member.email)).map((m) => m.message);
    expect(JSON.stringify([pushes, await notices(member.uid), mails])).not.toContain(payout!.delivery.link);
    expect(pushes.find((p) => p.title === 'Your reward is here')).toMatchObject({ url: '/profile/rewards', body: expect.stringContaining('My rewards') });
  });

  it('draws once when runs overlap: one winner, one payout, one notice each', async () => {
    const { s, members } = await withEntrants([1, 1, 1, 1]);
    await endNow(s.id);
    const results = await Promise.all([drawSweepstake(s.id), drawSweepstake(s.id), drawSweepstake(s.id), runSweepstakesJob()]);
    // One of the four started it (the job's summary also counts other files' sweepstakes, so only the direct calls are counted).
    expect(results.slice(0, 3).filter((r) => r === 'started').length).toBeLessThanOrEqual(1);
    expect(waiting('sweepstakesDraw', s.id)).toHaveLength(1);
    await runQueuedTasks();
    expect((await stored(s.id)).status).toBe('completed');
    const payouts = await docsWhere('payouts', 'sweepstake_id', s.id);
    expect(payouts).toHaveLength(1);
    const draw = (await stored(s.id)).draw;
    // A later run changes nothing.
    expect(await drawNow(s.id, new Date(Date.now() + DAY))).toBe('skipped');
    expect((await stored(s.id)).draw).toEqual(draw);
    for (const m of members) expect((await notices(m.uid)).filter((n) => n.id.startsWith(`sweep:${s.id}`))).toHaveLength(1);
  });

  it('pages through more entrants than one page; a draw cut short is taken over with the same winner and the whole list once', async () => {
    drawPaging.pageSize = 2;
    const { s } = await withEntrants([3, 1, 4, 1, 5]);
    await endNow(s.id);
    expect(await drawSweepstake(s.id)).toBe('started');
    // Still running (its lease holds): a second start does nothing.
    expect(await drawSweepstake(s.id)).toBe('skipped');
    const [first] = waiting('sweepstakesDraw', s.id);
    expect(first).toEqual({ id: s.id, run: 0, page: 0 });
    // Page 0, delivered twice (Cloud Tasks delivers at least once): done once, page 1 queued once.
    await sweepstakesDrawQueue.handle(first!);
    await sweepstakesDrawQueue.handle(first!);
    expect(waiting('sweepstakesDraw', s.id)).toEqual([first, { id: s.id, run: 0, page: 1 }]);
    expect((await sweepRef(s.id).collection('drawList').get()).docs.map((d) => d.id)).toEqual(['000000']);

    // The run dies here (its queued tasks lost or dropped after their retries): once its lease
    // lapses, the next start takes it over from page 1 with a new run; the old run's tasks stand aside.
    expect(await drawSweepstake(s.id, new Date(Date.now() + 6 * 60_000))).toBe('started');
    expect(waiting('sweepstakesDraw', s.id)).toContainEqual({ id: s.id, run: 1, page: 1 });
    await runQueuedTasks();

    const d = await stored(s.id);
    expect(d.status).toBe('completed');
    // The published list: every entrant once, in three chunks of at most two.
    const chunks = (await sweepRef(s.id).collection('drawList').orderBy('__name__').get()).docs;
    expect(chunks.map((c) => c.id)).toEqual(['000000', '000001', '000002']);
    const list = chunks.flatMap((c) => c.get('lines') as DrawLine[]);
    const entries = (await sweepRef(s.id).collection('entries').get()).docs.map((e) => ({ public_id: e.get('public_id'), entries: e.get('entries') }));
    expect(list).toEqual([...entries].sort((a, b) => (a.public_id < b.public_id ? -1 : 1)));
    // The same outcome as the whole list drawn at once (the rule of docs/sweepstakes.md).
    const seed = (await sweepRef(s.id).collection('private').doc('seed').get()).get('seed');
    expect(d.draw).toMatchObject({ ...drawWinner(seed, entries), seed });
    expect(verifyDraw(d.draw, (await api().get(`/api/sweepstakes/${s.id}/draw`)).body.data.list)).toEqual({ seedMatches: true, listMatches: true, winnerMatches: true });
    expect(await docsWhere('payouts', 'sweepstake_id', s.id)).toHaveLength(1);
    // A late retry of the last page changes nothing.
    await sweepstakesDrawQueue.handle({ id: s.id, run: 1, page: 2 });
    expect((await stored(s.id)).draw).toEqual(d.draw);
  });

  it('tells the other entrants a page of tasks at a time, each once even when every task runs twice at once', async () => {
    notifyPaging.pageSize = 2;
    notifyPaging.perCommit = 1;
    const { s, members } = await withEntrants([1, 1, 1, 1, 1]);
    await endNow(s.id);
    await drawSweepstake(s.id);
    await runQueuedTasks({ queue: 'sweepstakesDraw' });
    const { winner_uid: winnerUid } = await stored(s.id);
    // The draw only queued the first page of notices.
    expect(waiting('sweepstakesNotify', s.id)).toEqual([{ id: s.id, run: 0, page: 0 }]);
    // Each page's task delivered twice at once, until no new page is queued; then the queue as queued.
    const seen = new Set<string>();
    for (let fresh = waiting('sweepstakesNotify', s.id); fresh.length; ) {
      for (const task of fresh) {
        seen.add(JSON.stringify(task));
        await Promise.all([sweepstakesNotifyQueue.handle(task), sweepstakesNotifyQueue.handle(task)]);
      }
      fresh = waiting('sweepstakesNotify', s.id).filter((t) => !seen.has(JSON.stringify(t)));
    }
    await runQueuedTasks();
    // Five entrants, two a page: pages 0, 1 and 2.
    expect(seen.size).toBe(3);
    for (const m of members.filter((x) => x.uid !== winnerUid)) {
      expect((await notices(m.uid)).filter((n) => n.id.startsWith(`sweep:${s.id}`)).map((n) => n.id)).toEqual([`sweep:${s.id}:result`]);
      expect((await docsWhere('mail', 'to', m.email)).filter((x) => x.message.subject.includes('draw for'))).toHaveLength(1);
    }
    expect((await notices(winnerUid)).filter((n) => n.id === `sweep:${s.id}:result`)).toHaveLength(0);
    expect((await stored(s.id)).notified).toBe(true);
  });

  it('an ended sweepstake nobody entered completes with no winner', async () => {
    const s = await makeSweepstake();
    await endNow(s.id);
    expect(await drawNow(s.id)).toBe('started');
    expect(await stored(s.id)).toMatchObject({ status: 'completed', winner_uid: null, winner_payout_id: null, draw: expect.objectContaining({ total_entries: 0, winner_public_id: null }) });
  });

  it('is not drawn before its end', async () => {
    const { s } = await withEntrants([1]);
    expect(await drawSweepstake(s.id)).toBe('skipped');
    expect((await stored(s.id)).status).toBe('scheduled');
    expect((await api().get(`/api/sweepstakes/${s.id}/draw`)).status).toBe(404);
  });

  it('the job opens published ones at their start and draws ended ones', async () => {
    const opening = await makeSweepstake({ startDate: new Date(Date.now() + 30_000).toISOString(), endDate: new Date(Date.now() + 2 * DAY).toISOString() });
    const { s: ending } = await withEntrants([1, 2]);
    await setTimes(ending.id, { startIn: -DAY, endIn: 30_000 });
    await runSweepstakesJob(new Date(Date.now() + 60_000));
    await runQueuedTasks();
    expect((await stored(opening.id)).status).toBe('active');
    expect((await stored(ending.id)).status).toBe('completed');
  });
});

describe('cancel', () => {
  it('refunds every entrant once, a page of tasks at a time, even when cancel is pressed twice at once and a task runs twice', async () => {
    refundPaging.pageSize = 1;
    const { s, members } = await withEntrants([3, 1]);
    const staff = await admin();
    const cancel = () => api().patch(`/api/sweepstakes/${s.id}`).set(authHeader(staff)).send({ status: 'cancelled', reason: 'The prize partner withdrew' });
    const [a, b] = await Promise.all([cancel(), cancel()]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect((await cancel()).status).toBe(200);
    // The refunds are off the request: one task queued, run twice at once here.
    expect((await stored(s.id)).refunds).toEqual({ refunded: 0, pending: true });
    const [first] = waiting('sweepstakesRefunds', s.id);
    await Promise.all([sweepstakesRefundsQueue.handle(first!), sweepstakesRefundsQueue.handle(first!)]);
    await runQueuedTasks();
    for (const [i, m] of members.entries()) {
      const refunds = (await ledger(m.uid)).filter((e) => e.id === txId.sweepRefund(s.id, m.uid));
      expect(refunds).toEqual([expect.objectContaining({ type: 'refund', amount: [3, 1][i]! * 10 })]);
      expect(await expectLedgerConsistent(m.uid)).toBe(1_000);
      expect(await entryDoc(s.id, m.uid)).toMatchObject({ refunded: true, refund_tx: txId.sweepRefund(s.id, m.uid) });
      expect((await notices(m.uid)).filter((n) => n.id === `sweep:${s.id}:cancelled`)).toHaveLength(1);
    }
    expect(await stored(s.id)).toMatchObject({ status: 'cancelled', refunds: { refunded: 2, pending: false }, cancel_reason: 'The prize partner withdrew' });
    // Entering is closed, and the job has nothing left to refund.
    expect((await enterCall(members[0]!, s.id, { entries: 1 })).body.code).toBe('sweepstakes/not-open');
    await runSweepstakesJob();
    expect((await ledger(members[0]!.uid)).filter((e) => e.type === 'refund')).toHaveLength(1);
  });

  it('the job finishes refunds a cut-short cancel left', async () => {
    const { s, members } = await withEntrants([2, 2]);
    // As if the cancel's transaction committed and the process died before refunding.
    await sweepRef(s.id).update({ status: 'cancelled', refunds: { refunded: 0, pending: true }, cancel_reason: null });
    await runSweepstakesJob();
    await runQueuedTasks();
    for (const m of members) expect(await expectLedgerConsistent(m.uid)).toBe(1_000);
    expect((await stored(s.id)).refunds).toEqual({ refunded: 2, pending: false });
  });
});
