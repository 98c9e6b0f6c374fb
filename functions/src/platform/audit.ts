/**
 * The audit trail of staff actions (adminLogs/{id}): who did what to which target, the state
 * before and after, and why. Entries are written in the same transaction as the change they
 * describe, and nothing updates or deletes them (the rules deny clients everything here).
 */
import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import { db } from './firebase';
import { COLLECTIONS } from './paths';

export interface AuditEntry {
  /** The admin's uid, 'cli:<script>' for the repo's own tools, or 'partner:<network>' for a refused postback. */
  actor: string;
  /** What happened, e.g. 'config.update', 'user.role'. */
  action: string;
  /** What it happened to, e.g. 'config/dailyBonus', 'users/{uid}'. */
  target: string;
  before: unknown;
  after: unknown;
  reason?: string | null;
}

export function auditInTransaction(tx: Transaction, entry: AuditEntry): void {
  tx.create(db.collection(COLLECTIONS.adminLogs).doc(), {
    ...entry,
    before: entry.before ?? null,
    after: entry.after ?? null,
    reason: entry.reason ?? null,
    created_at: Timestamp.now(),
  });
}

/** One audit entry on its own (for changes outside Firestore, such as a custom claim). */
export const audit = (entry: AuditEntry) => db.runTransaction(async (tx) => auditInTransaction(tx, entry));
