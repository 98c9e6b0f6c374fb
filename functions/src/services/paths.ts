/** Firestore locations, named once (the data model is documented in docs/data-model.md). */
import { db } from '../firebase';

export const COLLECTIONS = {
  users: 'users',
  transactions: 'transactions',
  referralCodes: 'referralCodes',
  mail: 'mail',
  emailThrottle: 'emailThrottle',
  config: 'config',
} as const;

export const usersCol = () => db.collection(COLLECTIONS.users);
export const userRef = (uid: string) => usersCol().doc(uid);
export const transactionsCol = (uid: string) => userRef(uid).collection(COLLECTIONS.transactions);
export const referralCodeRef = (code: string) => db.collection(COLLECTIONS.referralCodes).doc(code);
