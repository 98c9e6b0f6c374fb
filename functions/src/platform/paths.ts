/** Firestore locations, named once (the data model is documented in docs/data-model.md). */
import { db } from './firebase';

export const COLLECTIONS = {
  users: 'users',
  transactions: 'transactions',
  referralCodes: 'referralCodes',
  mail: 'mail',
  emailThrottle: 'emailThrottle',
  config: 'config',
  articles: 'articles',
  /** users/{uid}/articleOpens/{slug}: the first open of the day, for the 20 s claim rule. */
  articleOpens: 'articleOpens',
  /** users/{uid}/notifications/{id}: in-app messages such as streak reminders. */
  notifications: 'notifications',
  /** events/{id}: analytics, written by POST /events only. */
  events: 'events',
  /** adminLogs/{id}: the audit trail of staff actions (platform/audit.ts). */
  adminLogs: 'adminLogs',
} as const;

export const usersCol = () => db.collection(COLLECTIONS.users);
export const userRef = (uid: string) => usersCol().doc(uid);
export const transactionsCol = (uid: string) => userRef(uid).collection(COLLECTIONS.transactions);
export const referralCodeRef = (code: string) => db.collection(COLLECTIONS.referralCodes).doc(code);
export const articlesCol = () => db.collection(COLLECTIONS.articles);
export const articleRef = (slug: string) => articlesCol().doc(slug);
export const articleOpenRef = (uid: string, slug: string) => userRef(uid).collection(COLLECTIONS.articleOpens).doc(slug);
export const notificationsCol = (uid: string) => userRef(uid).collection(COLLECTIONS.notifications);
