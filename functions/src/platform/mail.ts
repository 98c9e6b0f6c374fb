/**
 * The outgoing mail queue (`mail/`, in the Trigger Email extension's format) and the app's public
 * address that links in mails point to. Locally nothing leaves the machine: the queue is only read.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { defineString } from 'firebase-functions/params';
import { db, type Writes } from './firebase';
import { COLLECTIONS } from './paths';
import { expiry } from './retention';

/**
 * Where links send people back to (https://app.example.com, no trailing slash): functions/.env.<project>
 * for a deployed project, where its absence stops `firebase deploy`; the emulator's in .env.demo-pilotmiles.
 */
export const APP_URL = defineString('APP_URL');
export const appUrl = () => APP_URL.value();

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

const mailDoc = (mail: Mail) => ({
  to: mail.to,
  message: { subject: mail.subject, text: mail.text, html: mail.html },
  created_at: Timestamp.now(),
  ...expiry('mail'),
});

/** Queues a mail on its own. */
export async function queueMail(mail: Mail): Promise<void> {
  await db.collection(COLLECTIONS.mail).add(mailDoc(mail));
}

/** Queues a mail in a transaction or batch, so it goes out only if the change it tells of is committed. */
export function queueMailInTransaction(tx: Writes, mail: Mail): void {
  tx.create(db.collection(COLLECTIONS.mail).doc(), mailDoc(mail));
}

/** Text safe to put in a mail's HTML. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
