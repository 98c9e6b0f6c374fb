/**
 * Staff and conversions (/admin/swaarm-conversions): the list and its filters, approve / reject /
 * reverse with a reason, manual credits for missing-credit claims, and an audit entry for each.
 */
import { describe, expect, it } from 'vitest';
import { txId } from '@pilotmiles/core';
import {
  api,
  authHeader,
  checkLedgersAfterEachTest,
  createUser,
  docsWhere,
  ledger,
  userDoc,
  type TestUser,
} from '../support/helpers';
import { backdateClick, conversion, makeOffer, postback, startOffer } from './support';

checkLedgersAfterEachTest();

const list = (admin: TestUser, query: Record<string, string | number> = {}) =>
  api().get('/api/admin/swaarm-conversions').query(query).set(authHeader(admin));
const patch = (admin: TestUser, body: object) => api().patch('/api/admin/swaarm-conversions').set(authHeader(admin)).send(body);
const resolve = (admin: TestUser, body: object) => api().post('/api/admin/swaarm-conversions').set(authHeader(admin)).send(body);
const offerEntries = async (uid: string) => (await ledger(uid)).filter((e) => e.type.startsWith('offer'));

describe('/admin/swaarm-conversions', () => {
  it('is for staff only', async () => {
    const member = await createUser();
    for (const res of [await list(member), await patch(member, {}), await resolve(member, {})]) expect(res.status).toBe(403);
  });

  it("lists a member's conversions newest first with their email, filtered by status, in cursor pages", async () => {
    const admin = await createUser({ admin: true });
    const member = await createUser();
    const clickId = await startOffer(member, await makeOffer());
    await postback({ click_id: clickId, event_id: 'install' });
    await postback({ click_id: clickId, event_id: 'level_10' });
    await postback({ click_id: clickId, event_id: 'level_30', status: 'pending', payout: '90.00' });

    const all = await list(admin, { uid: member.uid });
    expect(all.status).toBe(200);
    expect(all.body.data.items.map((c: { event_id: string }) => c.event_id)).toEqual(['level_30', 'level_10', 'install']);
    expect(all.body.data.items[0]).toMatchObject({ email: member.email, status: 'pending', payout_usd: 90, pilot_miles: 6_300 });

    const pending = await list(admin, { uid: member.uid, status: 'pending' });
    expect(pending.body.data.items).toHaveLength(1);

    const first = await list(admin, { uid: member.uid, limit: 2 });
    expect(first.body.data.items).toHaveLength(2);
    const second = await list(admin, { uid: member.uid, limit: 2, cursor: first.body.data.nextCursor });
    expect(second.body.data.items.map((c: { event_id: string }) => c.event_id)).toEqual(['install']);
    expect(second.body.data.nextCursor).toBeNull();

    const bad: Array<Record<string, string | number>> = [{ status: 'paid' }, { limit: 0 }, { cursor: 'nope' }, { offer_id: 'a b' }];
    for (const query of bad) {
      const res = await list(admin, query);
      expect(res.status).toBe(400);
    }
  });

  it('approves a pending conversion now (credit once), rejects another, reverses a confirmed one (debit), each audited', async () => {
    const admin = await createUser({ admin: true });
    const member = await createUser();
    const clickId = await startOffer(member, await makeOffer());
    await postback({ click_id: clickId, event_id: 'level_30', status: 'pending' });
    const id = `swaarm:${clickId}:level_30`;

    const noReason = await patch(admin, { id, action: 'approve' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.field).toBe('reason');

    const approvals = await Promise.all([1, 2, 3].map(() => patch(admin, { id, action: 'approve', reason: 'Advertiser confirmed by email' })));
    expect(approvals.filter((r) => r.status === 200)).toHaveLength(1);
    expect(approvals.filter((r) => r.status === 409)).toHaveLength(2);
    expect((await offerEntries(member.uid)).map((e) => e.amount)).toEqual([6_300]);

    const reversed = await patch(admin, { id, action: 'reverse', reason: 'Fraud: emulator farm' });
    expect(reversed.status).toBe(200);
    expect(reversed.body.data.status).toBe('reversed');
    expect(reversed.body.data.history.map((h: { status: string; by: string }) => [h.status, h.by])).toEqual([
      ['pending', 'postback'],
      ['confirmed', admin.uid],
      ['reversed', admin.uid],
    ]);
    expect((await userDoc(member.uid))!.total_coins).toBe(500);

    await postback({ click_id: clickId, event_id: 'level_10', status: 'pending', payout: '1' });
    const reject = await patch(admin, { id: `swaarm:${clickId}:install`, action: 'reject', reason: 'not reported' });
    expect(reject.status).toBe(404);
    await postback({ click_id: clickId, event_id: 'install', status: 'approved' });
    const rejectConfirmed = await patch(admin, { id: `swaarm:${clickId}:install`, action: 'reject', reason: 'too late' });
    expect(rejectConfirmed.status).toBe(409);

    const logs = await docsWhere('adminLogs', 'target', `conversions/${id}`);
    expect(logs.map((l) => [l.action, l.actor, l.before.status, l.after.status, l.reason]).sort()).toEqual(
      [
        ['conversion.approve', admin.uid, 'pending', 'confirmed', 'Advertiser confirmed by email'],
        ['conversion.reverse', admin.uid, 'confirmed', 'reversed', 'Fraud: emulator farm'],
      ].sort(),
    );
  });

  it('credits a missing-credit claim by hand once (offer:manual:{claimId}); a postback arriving later pays nothing more', async () => {
    const admin = await createUser({ admin: true });
    const member = await createUser();
    const clickId = await startOffer(member, await makeOffer());
    await backdateClick(clickId, 30);
    const opened = await api()
      .post('/api/swaarm/offers/missing-credit')
      .set(authHeader(member))
      .send({ click_id: clickId, event_id: 'level_10', note: 'Reached level 10, no PilotMiles' });
    const claimId = opened.body.data.id;

    const claims = await api().get('/api/admin/swaarm-conversions/claims').query({ status: 'open', limit: 100 }).set(authHeader(admin));
    expect(claims.body.data.items.map((c: { id: string }) => c.id)).toContain(claimId);

    const credits = await Promise.all([1, 2].map(() => resolve(admin, { claim_id: claimId, reason: 'Screenshot checks out' })));
    expect(credits.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await offerEntries(member.uid)).map((e) => [e.id, e.amount])).toEqual([[txId.offerManual(claimId), 350]]);
    expect(await conversion(clickId, 'level_10')).toMatchObject({ status: 'confirmed', credit_tx: txId.offerManual(claimId) });

    const late = await postback({ click_id: clickId, event_id: 'level_10' });
    expect(late.body.data.outcome).toBe('duplicate');
    expect(await offerEntries(member.uid)).toHaveLength(1);
    // A reversal later (Swaarm reports a take-back as REJECTED) takes back exactly the manual credit.
    await postback({ click_id: clickId, event_id: 'level_10', status: 'rejected' });
    expect((await offerEntries(member.uid)).map((e) => e.id).sort()).toEqual(
      [txId.offerManual(claimId), txId.reversal(txId.offerManual(claimId))].sort(),
    );
    const [log] = await docsWhere('adminLogs', 'target', `offerClaims/${claimId}`);
    expect(log).toMatchObject({ action: 'offer-claim.credit', actor: admin.uid, reason: 'Screenshot checks out' });
  });

  it('credits a chosen amount, dismisses with a reason, and refuses a resolved claim', async () => {
    const admin = await createUser({ admin: true });
    const member = await createUser();
    const clickId = await startOffer(member, await makeOffer());
    await backdateClick(clickId, 30);
    const open = async (event_id: string) =>
      (
        await api()
          .post('/api/swaarm/offers/missing-credit')
          .set(authHeader(member))
          .send({ click_id: clickId, event_id, note: 'Done it, no PilotMiles yet' })
      ).body.data.id as string;
    const a = await open('install');
    const b = await open('level_10');
    expect((await resolve(admin, { claim_id: a, amount: 100, reason: 'Goodwill' })).body.data).toMatchObject({ status: 'credited' });
    expect((await offerEntries(member.uid)).map((e) => e.amount)).toEqual([100]);
    expect((await resolve(admin, { claim_id: b, action: 'dismiss', reason: 'No install recorded' })).body.data.status).toBe('dismissed');
    const again = await resolve(admin, { claim_id: b, reason: 'changed my mind' });
    expect(again.status).toBe(409);
    expect((await resolve(admin, { claim_id: 'nope', reason: 'x'.repeat(5) })).status).toBe(404);
    expect((await resolve(admin, { claim_id: a, amount: -5, reason: 'bad' })).status).toBe(400);
  });
});
