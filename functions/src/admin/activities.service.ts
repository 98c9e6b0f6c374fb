/**
 * A member's activity log for staff (users/{uid}/activities; docs/admin.md): pages newest first,
 * and the clearing of the whole log for a privacy request (never the ledger).
 */
import type { MemberActivitiesPage, MemberActivity } from '@pilotmiles/core';
import { audit } from '../platform/audit';
import { badRequest, notFound } from '../platform/errors';
import { isoTime } from '../platform/isoTime';
import { activitiesCol, userRef } from '../platform/paths';

async function ensureMember(uid: string): Promise<void> {
  if (!(await userRef(uid).get()).exists) throw notFound('Member not found', 'users/not-found');
}

/** GET /users/{id}/activities: `cursor` is the id of the last activity of the previous page. */
export async function activitiesPage(uid: string, limit: number, cursor?: string): Promise<MemberActivitiesPage> {
  await ensureMember(uid);
  let query = activitiesCol(uid).orderBy('created_at', 'desc').limit(limit + 1);
  if (cursor) {
    const after = await activitiesCol(uid).doc(cursor).get();
    if (!after.exists) throw badRequest('cursor: unknown cursor', 'cursor');
    query = query.startAfter(after);
  }
  const snap = await query.get();
  const docs = snap.docs.slice(0, limit);
  const items: MemberActivity[] = docs.map((doc) => ({
    id: doc.id,
    type: doc.get('type'),
    description: doc.get('description') ?? '',
    created_at: isoTime(doc.get('created_at')) ?? '',
  }));
  return { items, nextCursor: snap.docs.length > limit ? docs[docs.length - 1]!.id : null };
}

/** Deletes per batch (Firestore's batch limit is 500 writes). */
const DELETE_BATCH = 400;

/** DELETE /users/{id}/activities: clears the log in batches and audits the count. */
export async function clearActivities(actor: string, uid: string): Promise<{ deleted: number }> {
  await ensureMember(uid);
  let deleted = 0;
  for (;;) {
    const snap = await activitiesCol(uid).limit(DELETE_BATCH).select().get();
    if (snap.empty) break;
    const batch = activitiesCol(uid).firestore.batch();
    for (const doc of snap.docs) batch.delete(doc.ref);
    await batch.commit();
    deleted += snap.size;
  }
  await audit({ actor, action: 'user.activities-clear', target: `users/${uid}`, before: { activities: deleted }, after: { activities: 0 }, reason: 'privacy request' });
  return { deleted };
}
