/**
 * The hold job at scale (docs/conversions.md "The hold job"): a run pages through the due
 * conversions and enqueues a task per page (deterministic ids: a re-run enqueues nothing twice),
 * stops at its page bound and leaves the rest to the next run, and each page's task credits its
 * conversions through the engine, so a task delivered twice (or twice at once) credits nothing
 * twice. The conversions are released in 2001 so that the job, run "as of" 2001, finds only
 * this file's (its query is global on the shared emulator).
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../../src/platform/firebase';
import { queuedTasks, runQueuedTasks } from '../../src/platform/tasks';
import { confirmDueConversions, confirmPageQueue, confirmPaging } from '../../src/conversions';
import type { ConfirmPage } from '../../src/conversions/confirmPage.queue';
import { checkLedgersAfterEachTest, createUser, ledger } from '../support/helpers';
import { conversion, makeOffer, postback, startOffer } from '../offers/support';
import { withHoldJobLock } from './support';

checkLedgersAfterEachTest();

const PAGING = { ...confirmPaging };
afterEach(() => Object.assign(confirmPaging, PAGING));

const RELEASED = Date.UTC(2001, 0, 1);
const AS_OF = new Date(Date.UTC(2001, 0, 2));

/** A held 6,300 PM conversion of `member`, its release moved into 2001 (the i-th second). */
async function heldConversion(member: Awaited<ReturnType<typeof createUser>>, offerId: string, i: number) {
  const clickId = await startOffer(member, offerId);
  expect((await postback({ click_id: clickId, event_id: 'level_30', status: 'pending' })).body.data.outcome).toBe(
    'held',
  );
  const id = `swaarm:${clickId}:level_30`;
  await db
    .collection('conversions')
    .doc(id)
    .update({ release_at: Timestamp.fromMillis(RELEASED + i * 1000) });
  return { id, clickId };
}

// Only this file holds conversions released in 2001: any a run cut short left behind go first.
beforeAll(async () => {
  const left = await db
    .collection('conversions')
    .where('status', '==', 'pending')
    .where('release_at', '<=', Timestamp.fromDate(AS_OF))
    .get();
  await Promise.all(left.docs.map((d) => d.ref.delete()));
});

const queuedPages = () => queuedTasks(confirmPageQueue.name) as ConfirmPage[];
const credits = async (uid: string) => (await ledger(uid)).filter((e) => e.type === 'offer').map((e) => e.amount);

describe('confirmConversions over more conversions than a page', () => {
  it('enqueues a task per page, once however often it runs, and credits each conversion once', () =>
    withHoldJobLock(async () => {
      const [a, b] = await Promise.all([createUser(), createUser()]);
      const offerId = await makeOffer();
      const held = [];
      for (let i = 0; i < 6; i++) held.push(await heldConversion(i % 2 ? b : a, offerId, i));
      const ids = held.map((h) => h.id);
      Object.assign(confirmPaging, { pageSize: 2, maxPages: 2 });

      // Bounded: two pages of two, and it says there is more.
      const first = await confirmDueConversions(AS_OF);
      expect(first).toEqual({ due: 4, pages: 2, more: true });
      const pages = queuedPages();
      expect(pages.map((p) => p.ids)).toEqual([ids.slice(0, 2), ids.slice(2, 4)]);
      // Nothing is credited by the run itself.
      expect(await credits(a.uid)).toEqual([]);

      // A run again (retried, overlapping) finds the same pages: their task ids are taken.
      expect(await confirmDueConversions(AS_OF)).toEqual(first);
      expect(queuedPages()).toHaveLength(2);

      expect(await runQueuedTasks({ queue: confirmPageQueue.name })).toEqual({ ran: 2, failed: 0 });
      for (const h of held.slice(0, 4)) expect((await conversion(h.clickId, 'level_30'))!.status).toBe('confirmed');
      expect((await conversion(held[4]!.clickId, 'level_30'))!.status).toBe('pending');

      // The next run goes on from what is still pending.
      expect(await confirmDueConversions(AS_OF)).toEqual({ due: 2, pages: 1, more: false });
      const last = queuedPages();
      expect(last.map((p) => p.ids)).toEqual([ids.slice(4)]);
      await runQueuedTasks({ queue: confirmPageQueue.name });

      // Cloud Tasks delivers at least once: every page again, and twice at once.
      for (const page of [...pages, ...last])
        await Promise.all([confirmPageQueue.handle(page), confirmPageQueue.handle(page)]);

      expect(await credits(a.uid)).toEqual([6_300, 6_300, 6_300]);
      expect(await credits(b.uid)).toEqual([6_300, 6_300, 6_300]);
      for (const h of held) {
        const stored = (await conversion(h.clickId, 'level_30'))!;
        expect(stored.status).toBe('confirmed');
        expect(stored.history.filter((line: { status: string }) => line.status === 'confirmed')).toHaveLength(1);
      }
      // Nothing left: a run finds nothing due.
      expect(await confirmDueConversions(AS_OF)).toEqual({ due: 0, pages: 0, more: false });
    }));

  it('a page task leaves alone what is not due when it runs (moved meanwhile, or not yet released)', () =>
    withHoldJobLock(async () => {
      const member = await createUser();
      const offerId = await makeOffer();
      const due = await heldConversion(member, offerId, 10);
      const moved = await heldConversion(member, offerId, 11);
      await confirmDueConversions(AS_OF);
      expect(queuedPages().flatMap((p) => p.ids)).toEqual([due.id, moved.id]);
      // The network rejects one before the task runs.
      await postback({ click_id: moved.clickId, event_id: 'level_30', status: 'rejected' });
      // A page naming one whose hold still runs (its 7 days from now) credits it not.
      const clickId = await startOffer(member, offerId);
      await postback({ click_id: clickId, event_id: 'level_30', status: 'pending' });
      const notYet = { id: `swaarm:${clickId}:level_30`, clickId };
      await confirmPageQueue.handle({ ids: [notYet.id], now: AS_OF.toISOString() });
      await runQueuedTasks({ queue: confirmPageQueue.name });

      expect(await credits(member.uid)).toEqual([6_300]);
      expect((await conversion(due.clickId, 'level_30'))!.status).toBe('confirmed');
      expect((await conversion(moved.clickId, 'level_30'))!.status).toBe('rejected');
      expect((await conversion(notYet.clickId, 'level_30'))!.status).toBe('pending');
      // Not left for every later run of the job on this shared emulator.
      await db.collection('conversions').doc(notYet.id).delete();
    }));
});
