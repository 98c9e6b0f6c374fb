/**
 * The eventsRetention job: deletes events older than config/events retention_days (90 by default)
 * and keeps the rest. Other suites' events are recent, so only this suite's old ones can go; the
 * assertions look at this suite's own sessions.
 */
import { describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../../src/platform/firebase';
import { runEventsRetention } from '../../src/events';
import { api, authHeader, createUser, uniqueId } from '../support/helpers';

const DAY_MS = 86_400_000;

describe('eventsRetention', () => {
  it('deletes only events older than the retention', async () => {
    const session = uniqueId('retention');
    const now = Date.now();
    const ages = [400, 120, 91, 89, 10, 0];
    const batch = db.batch();
    for (const age of ages) {
      batch.create(db.collection('events').doc(`${session}-${age}`), {
        event_type: 'page_view',
        event_data: {},
        session_id: session,
        page_url: null,
        uid: null,
        created_at: Timestamp.fromMillis(now - age * DAY_MS),
      });
    }
    await batch.commit();

    const result = await runEventsRetention(new Date(now));
    expect(result.deleted).toBeGreaterThanOrEqual(3);
    expect(result.cutoff).toBe(new Date(now - 90 * DAY_MS).toISOString());
    const left = await db.collection('events').where('session_id', '==', session).get();
    expect(left.docs.map((d) => d.id).sort()).toEqual([`${session}-0`, `${session}-10`, `${session}-89`].sort());
    // A second run has nothing of ours left to delete.
    await runEventsRetention(new Date(now));
    expect((await db.collection('events').where('session_id', '==', session).get()).size).toBe(3);
  });

  it('staff read and change the retention through /admin/events-config; members cannot', async () => {
    const [admin, member] = await Promise.all([createUser({ admin: true }), createUser()]);
    const read = await api().get('/api/admin/events-config').set(authHeader(admin));
    expect(read.status).toBe(200);
    expect(read.body.data.retention_days).toEqual(expect.any(Number));
    expect((await api().get('/api/admin/events-config').set(authHeader(member))).status).toBe(403);
    // Bad input changes nothing (the saved value is not touched, so parallel suites keep theirs).
    for (const retention_days of [0, 3651, 1.5, '90']) {
      const res = await api().post('/api/admin/events-config').set(authHeader(admin)).send({ retention_days });
      expect(res.status).toBe(400);
      expect(res.body.field).toBe('retention_days');
    }
    const after = await api().get('/api/admin/events-config').set(authHeader(admin));
    expect(after.body.data).toEqual(read.body.data);
  });
});
