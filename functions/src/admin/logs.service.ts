/**
 * GET /admin/logs: the audit trail (adminLogs, written by platform/audit in each staff action's
 * transaction), newest first, in cursor pages. Filters: the actor (uid, or an e-mail resolved to
 * the member's uid) and the action by equality, the target exactly or by prefix (a range on
 * target), and a range of UTC days on created_at; each combination is backed by an index in
 * firestore.indexes.json. The actors' e-mails come from one batched read of their user documents.
 * Nothing here writes: entries are never edited or deleted.
 */
import type { DocumentSnapshot, Query } from 'firebase-admin/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import { targetPrefix, type AdminLogEntry, type AdminLogsPage, type AdminLogsQuery, type JsonValue } from '@pilotmiles/core';
import { db } from '../platform/firebase';
import { isoTime } from '../platform/isoTime';
import { badRequest } from '../platform/errors';
import { COLLECTIONS, userRef, usersCol } from '../platform/paths';

const DAY_MS = 24 * 60 * 60 * 1000;
const logsCol = () => db.collection(COLLECTIONS.adminLogs);

/** The last character Firestore orders strings by: `prefix + HIGH` bounds every string starting with prefix. */
const HIGH = '\uf8ff';

/** An e-mail typed as the actor: the uid of the member with it, or null when nobody has it. */
async function actorUid(actor: string): Promise<string | null> {
  if (!actor.includes('@')) return actor;
  const snap = await usersCol().where('email', '==', actor.toLowerCase()).limit(1).get();
  return snap.docs[0]?.id ?? null;
}

function toEntry(doc: DocumentSnapshot, emails: ReadonlyMap<string, string | null>): AdminLogEntry {
  const actor = String(doc.get('actor') ?? '');
  return {
    id: doc.id,
    actor,
    actor_email: emails.get(actor) ?? null,
    action: String(doc.get('action') ?? ''),
    target: String(doc.get('target') ?? ''),
    before: toJson(doc.get('before')),
    after: toJson(doc.get('after')),
    reason: (doc.get('reason') as string | null | undefined) ?? null,
    created_at: isoTime(doc.get('created_at')) ?? '',
  };
}

/** A stored value as JSON: Timestamps become ISO text, other Firestore types their plain form. */
function toJson(value: unknown): JsonValue {
  if (value === undefined || value === null) return null;
  if (value instanceof Timestamp) return isoTime(value);
  if (Array.isArray(value)) return value.map(toJson);
  if (typeof value === 'object') {
    const plain = value as Record<string, unknown>;
    if (typeof (plain as { path?: unknown }).path === 'string' && 'firestore' in plain) return (plain as { path: string }).path;
    return Object.fromEntries(Object.entries(plain).map(([k, v]) => [k, toJson(v)]));
  }
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return String(value);
}

/** The e-mails of the actors that are members, in one getAll ('cli:...' actors are not). */
async function actorEmails(docs: DocumentSnapshot[]): Promise<Map<string, string | null>> {
  const uids = [...new Set(docs.map((d) => String(d.get('actor') ?? '')))].filter((a) => a && !a.includes(':') && !a.includes('/'));
  const emails = new Map<string, string | null>();
  if (uids.length === 0) return emails;
  const users = await db.getAll(...uids.map(userRef), { fieldMask: ['email'] });
  for (const user of users) emails.set(user.id, user.exists ? ((user.get('email') as string | undefined) ?? null) : null);
  return emails;
}

export async function listAdminLogs(query: AdminLogsQuery): Promise<AdminLogsPage> {
  let q: Query = logsCol();
  if (query.actor) {
    const uid = await actorUid(query.actor);
    if (uid === null) return { items: [], nextCursor: null };
    q = q.where('actor', '==', uid);
  }
  if (query.action) q = q.where('action', '==', query.action);
  const prefix = query.target ? targetPrefix(query.target) : null;
  if (query.target) {
    q = prefix === null ? q.where('target', '==', query.target) : q.where('target', '>=', prefix).where('target', '<', prefix + HIGH);
  }
  if (query.from) q = q.where('created_at', '>=', Timestamp.fromMillis(Date.parse(`${query.from}T00:00:00Z`)));
  if (query.to) q = q.where('created_at', '<', Timestamp.fromMillis(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS));
  q = q.orderBy('created_at', 'desc');
  // A range on target (a second inequality field) must be ordered on too, after created_at, before the id.
  if (prefix !== null) q = q.orderBy('target', 'asc');
  q = q.orderBy('__name__', 'desc');
  if (query.cursor) {
    const last = await logsCol().doc(query.cursor).get();
    if (!last.exists) throw badRequest('cursor: unknown cursor', 'cursor');
    q = q.startAfter(last);
  }
  const snap = await q.limit(query.limit + 1).get();
  const docs = snap.docs.slice(0, query.limit);
  const emails = await actorEmails(docs);
  return { items: docs.map((d) => toEntry(d, emails)), nextCursor: snap.size > query.limit ? docs[docs.length - 1]!.id : null };
}
