/** What members hear about a sweepstake (in-app and mail), each notice once per member. */
import { Timestamp } from 'firebase-admin/firestore';
import type { Writes } from '../platform/firebase';
import { formatPM } from '@pilotmiles/core';
import { notificationsCol } from '../platform/paths';
import { appUrl, escapeHtml, queueMailInTransaction, type Mail } from '../platform/mail';
import { queuePushInTransaction } from '../platform/push';
import { expiry } from '../platform/retention';

export type SweepNoticeKind = 'won' | 'result' | 'cancelled';

export interface SweepNotice {
  kind: SweepNoticeKind;
  sweepstakeId: string;
  title: string;
  body: string;
}

export const noticeId = (sweepstakeId: string, kind: SweepNoticeKind) => `sweep:${sweepstakeId}:${kind}`;

export const wonNotice = (id: string, title: string, value: number): SweepNotice => ({
  kind: 'won',
  sweepstakeId: id,
  title: `You won ${title}!`,
  body: `Congratulations: you won the $${value.toLocaleString('en-US')} prize. It is in My rewards, where you can follow it until it is delivered.`,
});

export const resultNotice = (id: string, title: string, winner: string | null, entries: number): SweepNotice => ({
  kind: 'result',
  sweepstakeId: id,
  title: `The draw for ${title} is done`,
  body: `${winner ?? 'A member'} won. You had ${entries} ${entries === 1 ? 'entry' : 'entries'}: thank you for taking part. The draw's details are on the sweepstake.`,
});

export const cancelledNotice = (id: string, title: string, refund: number, reason: string | null): SweepNotice => ({
  kind: 'cancelled',
  sweepstakeId: id,
  title: `${title} was cancelled`,
  body: `${reason ? `${reason}. ` : ''}We refunded the ${formatPM(refund)} you spent on entries to your balance.`,
});

const urlOf = (n: SweepNotice) => (n.kind === 'won' ? '/profile/rewards' : '/sweepstakes');

function mailOf(n: SweepNotice, to: string): Mail {
  const link = `${appUrl()}${urlOf(n)}`;
  return {
    to,
    subject: `PilotMiles: ${n.title}`,
    text: `${n.body}\n\n${link}`,
    html: `<p>${escapeHtml(n.body)}</p><p><a href="${link}">Open PilotMiles</a></p>`,
  };
}

const noticeDoc = (n: SweepNotice, now: Date) => ({
  type: `sweepstake-${n.kind}`,
  title: n.title,
  body: n.body,
  url: urlOf(n),
  created_at: Timestamp.fromDate(now),
  ...expiry('notifications', now),
  read: false,
});

/** In the caller's transaction or batch, which checked the notice is new (so the mail goes once). */
export function noticeIn(tx: Writes, uid: string, email: string | null, n: SweepNotice, now: Date): void {
  const id = noticeId(n.sweepstakeId, n.kind);
  tx.set(notificationsCol(uid).doc(id), noticeDoc(n, now));
  // Outbox keys are global and a result notice goes to every entrant: the key names the member too.
  queuePushInTransaction(tx, uid, `${id}:${uid}`, { title: n.title, body: n.body, url: urlOf(n), icon: null, actions: [] });
  if (email) queueMailInTransaction(tx, mailOf(n, email));
}
