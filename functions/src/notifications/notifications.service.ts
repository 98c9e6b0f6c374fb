/** In-app notifications (users/{uid}/notifications/{id}): listing and marking read. */
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import {
  NOTIFICATION_ERROR_CODES,
  NOTIFICATIONS_LIST_LIMIT,
  type AppNotification,
  type NotificationsList,
  type NotificationsReadAllResult,
} from '@pilotmiles/core';
import { notFound } from '../platform/errors';
import { db } from '../platform/firebase';
import { isoTime } from '../platform/isoTime';
import { notificationsCol } from '../platform/paths';

/** A batch holds at most 500 writes. */
const BATCH_SIZE = 500;

function toNotification(doc: DocumentSnapshot): AppNotification {
  const d = doc.data() ?? {};
  return {
    id: doc.id,
    type: String(d.type ?? ''),
    title: String(d.title ?? ''),
    body: String(d.body ?? ''),
    url: String(d.url ?? ''),
    created_at: isoTime(d.created_at) ?? '',
    read: d.read === true,
  };
}

const unreadQuery = (uid: string) => notificationsCol(uid).where('read', '==', false);

/**
 * The newest notifications and the count of every unread one (not only among those listed). Both
 * queries use single-field indexes, so no composite index is needed.
 */
export async function listNotifications(uid: string): Promise<NotificationsList> {
  const [page, unread] = await Promise.all([
    notificationsCol(uid).orderBy('created_at', 'desc').limit(NOTIFICATIONS_LIST_LIMIT).get(),
    unreadQuery(uid).count().get(),
  ]);
  return { items: page.docs.map(toNotification), unread: unread.data().count };
}

/** Marks one of the caller's notifications read (idempotent); 404 when they have no such id. */
export async function markNotificationRead(uid: string, id: string): Promise<AppNotification> {
  const ref = notificationsCol(uid).doc(id);
  const snap = await ref.get();
  if (!snap.exists) throw notFound('Notification not found', NOTIFICATION_ERROR_CODES.notFound);
  if (snap.get('read') !== true) await ref.update({ read: true });
  return { ...toNotification(snap), read: true };
}

/** Marks every unread notification of the caller read, a batch at a time. */
export async function markAllNotificationsRead(uid: string): Promise<NotificationsReadAllResult> {
  let updated = 0;
  for (;;) {
    const page = await unreadQuery(uid).limit(BATCH_SIZE).get();
    if (page.empty) return { updated };
    const batch = db.batch();
    for (const doc of page.docs) batch.update(doc.ref, { read: true });
    await batch.commit();
    updated += page.size;
    if (page.size < BATCH_SIZE) return { updated };
  }
}
