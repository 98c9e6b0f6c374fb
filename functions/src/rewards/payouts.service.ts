/**
 * Payout documents (payouts/{id}) as members and staff see them, the member's list, and the notices
 * (in-app and mail) a payout's changes send. Changes themselves happen in redeem, fulfilment and
 * staff services, each in a transaction.
 */
import { Timestamp, type DocumentData, type DocumentSnapshot, type Query, type Transaction } from 'firebase-admin/firestore';
import {
  deliveredNotice,
  formatPM,
  maskEmail,
  type AdminPayout,
  type AdminPayoutsPage,
  type AdminPayoutsQuery,
  type Payout,
  type PayoutDelivery,
  type PayoutHistoryLine,
  type PayoutStatus,
  type PayoutsPage,
  type PayoutsQuery,
  type RewardCategory,
  type RewardDelivery,
} from '@pilotmiles/core';
import { isoTime } from '../platform/isoTime';
import { badRequest } from '../platform/errors';
import { notificationsCol } from '../platform/paths';
import { appUrl, escapeHtml, queueMailInTransaction } from '../platform/mail';
import { queuePushInTransaction } from '../platform/push';
import { payoutsCol } from './paths';
import { expiry } from '../platform/retention';

/** Who changed a payout: the member, the system (job, provider), or a staff uid. */
export type PayoutActor = 'member' | 'system' | { staff: string };

export const historyLine = (status: PayoutStatus, at: Date, by: PayoutActor, reason?: string | null) => ({
  status,
  at: Timestamp.fromDate(at),
  by: typeof by === 'string' ? by : by.staff,
  ...(reason ? { reason } : {}),
});

/** The history with more lines, as stored. */
export const withHistory = (snap: DocumentSnapshot, ...lines: Array<ReturnType<typeof historyLine>>) => [
  ...((snap.get('history') as unknown[] | undefined) ?? []),
  ...lines,
];

/** '•••• 4TQ9' for staff: they see that a code went out, not the code. */
const mask = (value: string | null) => (value ? `•••• ${value.slice(-4)}` : null);

function delivery(d: DocumentData, masked: boolean): PayoutDelivery | null {
  const stored = d.delivery as PayoutDelivery | null | undefined;
  if (!stored) return null;
  return masked ? { code: mask(stored.code), pin: stored.pin ? '••••' : null, link: stored.link ? '(link sent)' : null } : stored;
}

/**
 * A history line as its reader may see it. Staff see who and why; the member sees that staff
 * acted, not which staff member, and a reason only on a rejection (the one they are told anyway:
 * other notes are staff's and a failure's reason is the provider's error).
 */
function historyLineFor(h: DocumentData, forStaff: boolean): PayoutHistoryLine {
  const line = { status: h.status, at: isoTime(h.at) ?? '' };
  if (forStaff) return { ...line, by: h.by, ...(h.reason ? { reason: h.reason } : {}) };
  const by = h.by === 'member' || h.by === 'system' ? h.by : 'staff';
  return { ...line, by, ...(h.reason && h.status === 'rejected' ? { reason: h.reason } : {}) };
}

export function toPayout(doc: DocumentSnapshot, options: { masked?: boolean } = {}): Payout {
  return payoutView(doc.id, doc.data() ?? {}, options);
}

/** A payout's stored fields as the API shows them (a snapshot's, or what a transaction just wrote). */
export function payoutView(id: string, d: DocumentData, options: { masked?: boolean } = {}): Payout {
  // Masked is the view of staff reading someone else's payouts.
  const forStaff = options.masked ?? false;
  return {
    id,
    uid: d.uid,
    source: d.source ?? 'redemption',
    sweepstake_id: d.sweepstake_id ?? null,
    reward_id: d.reward_id,
    reward_name: d.reward_name,
    brand: d.brand,
    category: d.category,
    image_url: d.image_url,
    delivery_kind: d.delivery_kind,
    value_usd: d.value_usd,
    pilot_miles: d.pilot_miles,
    status: d.status,
    delivery: delivery(d, forStaff),
    sent_to: maskEmail(d.email),
    rejection_reason: d.rejection_reason ?? null,
    refund_tx: d.refund_tx ?? null,
    created_at: isoTime(d.created_at) ?? '',
    updated_at: isoTime(d.updated_at) ?? '',
    fulfilled_at: isoTime(d.fulfilled_at),
    history: ((d.history ?? []) as Array<DocumentData>).map((h) => historyLineFor(h, forStaff)),
  };
}

export function toAdminPayout(doc: DocumentSnapshot): AdminPayout {
  const d = doc.data() ?? {};
  return {
    ...toPayout(doc, { masked: true }),
    email: d.email ?? null,
    review_reasons: d.review_reasons ?? [],
    attempts: d.attempts ?? 0,
    last_error: d.last_error ?? null,
    provider_order_id: d.provider_order_id ?? null,
    approval_note: d.approval_note ?? null,
  };
}

/** A page newest first, after `cursor` (the id of the previous page's last payout). */
async function page(query: Query, limit: number, cursor?: string) {
  let q = query.orderBy('created_at', 'desc').orderBy('__name__', 'desc');
  if (cursor) {
    const last = await payoutsCol().doc(cursor).get();
    if (!last.exists) throw badRequest('cursor: unknown cursor', 'cursor');
    q = q.startAfter(last);
  }
  const snap = await q.limit(limit + 1).get();
  const docs = snap.docs.slice(0, limit);
  return { docs, nextCursor: snap.size > limit ? docs[docs.length - 1]!.id : null };
}

/** GET /users/{uid}/payouts: the member's payouts; staff see codes masked. */
export async function memberPayouts(uid: string, query: PayoutsQuery, options: { masked: boolean }): Promise<PayoutsPage> {
  const { docs, nextCursor } = await page(payoutsCol().where('uid', '==', uid), query.limit, query.cursor);
  return { items: docs.map((d) => toPayout(d, options)), nextCursor };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** GET /admin/rewards/payouts: equality filters plus a creation range (indexes in firestore.indexes.json). */
export async function adminPayouts(query: AdminPayoutsQuery): Promise<AdminPayoutsPage> {
  let q: Query = payoutsCol();
  if (query.status) q = q.where('status', '==', query.status);
  if (query.uid) q = q.where('uid', '==', query.uid);
  if (query.from) q = q.where('created_at', '>=', Timestamp.fromDate(new Date(`${query.from}T00:00:00Z`)));
  if (query.to) q = q.where('created_at', '<', Timestamp.fromMillis(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS));
  const { docs, nextCursor } = await page(q, query.limit, query.cursor);
  return { items: docs.map(toAdminPayout), nextCursor };
}

export type NoticeKind = 'approved' | 'fulfilled' | 'rejected';

/** What a payout stored (or about to be) needs for its notices. */
export interface NoticePayout {
  id: string;
  uid: string;
  email: string | null;
  reward_name: string;
  brand: string;
  category: RewardCategory;
  delivery_kind: RewardDelivery;
  value_usd: number;
  pilot_miles: number;
  rejection_reason?: string | null;
}

function noticeText(p: NoticePayout, kind: NoticeKind): { title: string; body: string } {
  const what = `your $${p.value_usd} ${p.reward_name}`;
  if (kind === 'approved') return { title: 'Redemption approved', body: `We approved ${what}. It is on its way.` };
  if (kind === 'rejected' && p.pilot_miles <= 0)
    return { title: 'Prize payout rejected', body: `We could not send ${what}: ${p.rejection_reason ?? 'it did not pass review'}. Reply to this mail if you think we are wrong.` };
  if (kind === 'rejected')
    return {
      title: 'Redemption rejected — PilotMiles refunded',
      body: `We could not send ${what}: ${p.rejection_reason ?? 'it did not pass review'}. We refunded ${formatPM(p.pilot_miles)} to your balance.`,
    };
  // Worded by what was delivered (PayPal cash says where it went), never the card itself (core).
  return deliveredNotice({ ...p, sent_to: maskEmail(p.email) });
}

/**
 * The member hears of a payout's change in the app and by mail, written in the transaction that
 * makes the change (one notice per payout and kind: a repeated change writes the same document).
 */
export function noticeInTransaction(tx: Transaction, p: NoticePayout, kind: NoticeKind, now: Date): void {
  const { title, body } = noticeText(p, kind);
  const id = `payout:${p.id}:${kind}`;
  // The same words go out as a push to the member's devices, queued with the change.
  queuePushInTransaction(tx, p.uid, id, { title, body, url: '/profile/rewards', icon: null, actions: [] });
  tx.set(notificationsCol(p.uid).doc(id), {
    type: `payout-${kind}`,
    title,
    body,
    url: '/profile/rewards',
    created_at: Timestamp.fromDate(now),
    ...expiry('notifications', now),
    read: false,
  });
  if (p.email) {
    const link = `${appUrl()}/profile/rewards`;
    queueMailInTransaction(tx, {
      to: p.email,
      subject: `PilotMiles: ${title}`,
      text: `${body}\n\nMy rewards: ${link}`,
      html: `<p>${escapeHtml(body)}</p><p><a href="${link}">My rewards</a></p>`,
    });
  }
}
