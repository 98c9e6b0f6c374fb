/**
 * Staff's members (docs/admin.md "Members"): the indexed search, one member's record, and the
 * actions that change their standing (status, role, admin bonus, brand owner). Each action is
 * audited with the reason staff gave, in the same transaction as its Firestore write.
 */
import { FieldValue, Timestamp, type DocumentData, type DocumentSnapshot, type Query } from 'firebase-admin/firestore';
import {
  txId,
  type AdminBonusBody,
  type AdminMemberDetail,
  type AdminMemberRow,
  type AdminMembersPage,
  type BrandOwner,
  type BrandOwnerBody,
  type MemberStatus,
  type MembersQuery,
  type RoleBody,
  type StatusBody,
  type Transaction,
} from '@pilotmiles/core';
import { auth, db } from '../platform/firebase';
import { auditInTransaction } from '../platform/audit';
import { forgetAuthRecord } from '../platform/auth';
import { brandOwnerCounts, countBrandOwner } from '../platform/brandOwners';
import { HttpError, badRequest, notFound } from '../platform/errors';
import { LEDGER_TRANSACTION, counterToday, postInTransaction } from '../platform/ledger';
import { memberToday } from '../platform/memberDay';
import { COLLECTIONS, referralCodeRef, transactionsCol, userRef, usersCol } from '../platform/paths';
import { isoTimeOrText } from '../platform/isoTime';
import { setAdmin } from './admins.service';

const str = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);

/** A stored status; a document without one (signed up before statuses existed) is active. */
const statusOfDoc = (d: DocumentData): MemberStatus =>
  d.status === 'suspended' || d.status === 'banned' ? d.status : 'active';

function toMemberRow(snap: DocumentSnapshot): AdminMemberRow {
  const d = snap.data() ?? {};
  return {
    uid: snap.id,
    email: str(d.email),
    display_name: d.display_name ?? '',
    full_name: d.full_name ?? '',
    role: d.role === 'admin' ? 'admin' : 'user',
    status: statusOfDoc(d),
    email_verified: d.email_verified === true,
    kyc_status: d.kyc?.status ?? 'none',
    total_coins: d.total_coins ?? 0,
    lifetime_earned: d.lifetime_earned ?? 0,
    referral_code: d.referral_code ?? '',
    brand_owner: str(d.brand_owner),
    created_at: isoTimeOrText(d.created_at) ?? new Date(0).toISOString(),
    last_login_at: isoTimeOrText(d.last_sign_in_at) ?? isoTimeOrText(d.login?.last_login_at),
  };
}

async function memberSnapshot(uid: string): Promise<DocumentSnapshot> {
  const snap = await userRef(uid).get();
  if (!snap.exists) throw notFound('Member not found', 'users/not-found');
  return snap;
}

// ---------------------------------------------------------------------------------------------
// Search

/** The prefix range of a lowercase string field: [prefix, prefix + the highest code point). */
const prefixQuery = (field: string, prefix: string, limit: number) =>
  usersCol().where(field, '>=', prefix).where(field, '<', `${prefix}\uf8ff`).orderBy(field).limit(limit);

/** Whether a row passes the query's filters (applied in memory to the few rows a `q` search finds). */
function matchesFilters(row: AdminMemberRow, q: MembersQuery): boolean {
  if (q.status && row.status !== q.status) return false;
  if (q.role && row.role !== q.role) return false;
  if (q.brand_owner && row.brand_owner !== q.brand_owner) return false;
  if (q.kyc && row.kyc_status !== q.kyc) return false;
  const day = row.created_at.slice(0, 10);
  if (q.created_from && day < q.created_from) return false;
  if (q.created_to && day > q.created_to) return false;
  return true;
}

const SORTERS: Record<MembersQuery['sort'], (a: AdminMemberRow, b: AdminMemberRow) => number> = {
  newest: (a, b) => b.created_at.localeCompare(a.created_at),
  oldest: (a, b) => a.created_at.localeCompare(b.created_at),
  balance: (a, b) => b.total_coins - a.total_coins,
  lifetime: (a, b) => b.lifetime_earned - a.lifetime_earned,
};

/**
 * A `q` search: an exact uid, an exact referral code, an email prefix and a display-name prefix,
 * each one indexed read of at most `limit` documents; filters and the sort apply to what they find.
 * One page only (nextCursor null): a search narrows, the filters page.
 */
async function searchByText(q: MembersQuery, text: string): Promise<AdminMembersPage> {
  const lower = text.toLowerCase();
  const validId = !text.includes('/') && text !== '.' && text !== '..' && !/^__.*__$/.test(text) && text.length <= 128;
  const code = text.toUpperCase();
  const [byUid, byCode, byEmail, byName] = await Promise.all([
    validId ? userRef(text).get() : null,
    validId ? referralCodeRef(code).get() : null,
    prefixQuery('email_lower', lower, q.limit).get(),
    prefixQuery('display_name_lower', lower, q.limit).get(),
  ]);
  const codeOwner = byCode?.exists ? str(byCode.get('uid')) : null;
  const byCodeUser = codeOwner ? await userRef(codeOwner).get() : null;
  const found = new Map<string, DocumentSnapshot>();
  for (const snap of [byUid, byCodeUser, ...byEmail.docs, ...byName.docs]) if (snap?.exists) found.set(snap.id, snap);
  const rows = [...found.values()].map(toMemberRow).filter((row) => matchesFilters(row, q));
  return { items: rows.sort(SORTERS[q.sort]).slice(0, q.limit), nextCursor: null };
}

const ORDER: Record<MembersQuery['sort'], [string, 'asc' | 'desc']> = {
  newest: ['created_at', 'desc'],
  oldest: ['created_at', 'asc'],
  balance: ['total_coins', 'desc'],
  lifetime: ['lifetime_earned', 'desc'],
};

const startOfDay = (day: string) => Timestamp.fromDate(new Date(`${day}T00:00:00.000Z`));
const endOfDay = (day: string) => Timestamp.fromDate(new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000));

/**
 * GET /users/admin. With `q`, searchByText; otherwise equality filters (each backed by an index
 * ending in the sort's field, which Firestore merges) and a sign-up range, in the sort's order,
 * `limit` per page; the cursor is the last row's uid.
 */
export async function searchMembers(q: MembersQuery): Promise<AdminMembersPage> {
  if (q.q) return searchByText(q, q.q);
  if ((q.created_from || q.created_to) && (q.sort === 'balance' || q.sort === 'lifetime'))
    throw badRequest('created_from: a sign-up range lists members by sign-up date: sort by newest or oldest', q.created_from ? 'created_from' : 'created_to');
  let query: Query = usersCol();
  if (q.status) query = query.where('status', '==', q.status);
  if (q.role) query = query.where('role', '==', q.role);
  if (q.brand_owner) query = query.where('brand_owner', '==', q.brand_owner);
  if (q.kyc) query = query.where('kyc.status', '==', q.kyc);
  if (q.created_from) query = query.where('created_at', '>=', startOfDay(q.created_from));
  if (q.created_to) query = query.where('created_at', '<', endOfDay(q.created_to));
  const [field, direction] = ORDER[q.sort];
  query = query.orderBy(field, direction).limit(q.limit + 1);
  if (q.cursor) {
    const after = await userRef(q.cursor).get();
    if (!after.exists) throw badRequest('cursor: unknown cursor', 'cursor');
    query = query.startAfter(after);
  }
  const snap = await query.get();
  const docs = snap.docs.slice(0, q.limit);
  return { items: docs.map(toMemberRow), nextCursor: snap.docs.length > q.limit ? docs[docs.length - 1]!.id : null };
}

// ---------------------------------------------------------------------------------------------
// One member

function flagsOf(d: DocumentData): string[] {
  const flags: string[] = [];
  if ((d.total_coins ?? 0) < 0) flags.push('negative-balance');
  if (d.email_verified !== true) flags.push('email-unverified');
  if (d.kyc?.status === 'declined') flags.push('kyc-declined');
  if (d.referral_status === 'ineligible') flags.push('referral-ineligible');
  return flags;
}

/** Why, when and by whom the member's status last changed: its audit entry (action, target, created_at is an index). */
async function lastStatusChange(uid: string) {
  const snap = await db
    .collection(COLLECTIONS.adminLogs)
    .where('action', '==', 'user.status')
    .where('target', '==', `users/${uid}`)
    .orderBy('created_at', 'desc')
    .limit(1)
    .get();
  const entry = snap.docs[0];
  return {
    status_reason: str(entry?.get('reason')),
    status_changed_at: isoTimeOrText(entry?.get('created_at')),
    status_changed_by: str(entry?.get('actor')),
  };
}

/** GET /admin/users/{id}. */
export async function memberDetail(uid: string, now = new Date()): Promise<AdminMemberDetail> {
  const [snap, change] = await Promise.all([memberSnapshot(uid), lastStatusChange(uid)]);
  const d = snap.data()!;
  const { day } = memberToday(d, now);
  return {
    ...toMemberRow(snap),
    lifetime_activity: d.lifetime_activity ?? 0,
    earned_today: counterToday(d.earned_today, day),
    streak: d.daily_bonus?.streak ?? 0,
    timezone: str(d.timezone),
    sign_in_provider: str(d.sign_in_provider),
    login: {
      last_ip: str(d.last_ip) ?? str(d.login?.lastIpAddress),
      signup_ip: str(d.signup_ip),
      // The server's countries first (latest login, then the member's); older records have only the client's report.
      country: str(d.login_country) ?? str(d.country) ?? str(d.login?.locationCountry) ?? str(d.location?.country),
      city: str(d.login?.locationCity) ?? str(d.location?.city),
    },
    referred_by: str(d.referred_by),
    referral_status: str(d.referral_status),
    ...change,
    flags: flagsOf(d),
  };
}

// ---------------------------------------------------------------------------------------------
// Actions

const conflict = (code: string, message: string) => new HttpError(409, code, message);

/**
 * PATCH /users/{id}/status. Suspending or banning disables the Auth account and revokes its
 * refresh tokens; reactivating enables it (the member signs in again for a new token). The cached
 * Auth record is dropped so the member's next call here answers 403 at once.
 */
export async function setMemberStatus(actor: string, uid: string, body: StatusBody): Promise<AdminMemberDetail> {
  if (uid === actor) throw conflict('admin/own-status', 'You cannot change your own status');
  const ref = userRef(uid);
  const now = Timestamp.now();
  await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw notFound('Member not found', 'users/not-found');
    const previous = statusOfDoc(snap.data()!);
    // Only the status goes on the member's record, which they can read: the reason and who changed
    // it live in the audit entry (statusChange reads them for staff). Older records lose theirs here.
    tx.update(ref, {
      status: body.status,
      status_reason: FieldValue.delete(),
      status_changed_at: FieldValue.delete(),
      status_changed_by: FieldValue.delete(),
      updated_at: now,
    });
    auditInTransaction(tx, {
      actor,
      action: 'user.status',
      target: `users/${uid}`,
      before: { status: previous },
      after: { status: body.status },
      reason: body.reason,
    });
  });
  const disabled = body.status !== 'active';
  try {
    await auth.updateUser(uid, { disabled });
    if (disabled) await auth.revokeRefreshTokens(uid);
  } finally {
    forgetAuthRecord(uid);
  }
  return memberDetail(uid);
}

/**
 * PATCH /users/{id}/role: the admin custom claim (the truth) and users.role (its mirror), through
 * admins.service setAdmin, which audits it with the reason.
 */
export async function setMemberRole(actor: string, uid: string, body: RoleBody): Promise<AdminMemberDetail> {
  if (uid === actor && body.role !== 'admin') throw conflict('admin/own-role', 'You cannot remove your own admin role');
  await memberSnapshot(uid);
  try {
    await setAdmin(uid, body.role === 'admin', actor, body.reason);
  } finally {
    forgetAuthRecord(uid);
  }
  return memberDetail(uid);
}

/** What PATCH /admin/users/{id}/admin-bonus answers. */
export interface AdminBonusResult {
  balance: number;
  entry: Transaction;
}

const toEntry = (d: DocumentData, id: string): Transaction => ({
  id,
  type: d.type,
  amount: d.amount,
  description: d.description,
  balance_after: d.balance_after,
  day_key: d.day_key,
  created_at: isoTimeOrText(d.created_at) ?? new Date(0).toISOString(),
});

/**
 * PATCH /admin/users/{id}/admin-bonus: one ledger entry `admin-bonus:{request_id}`, a credit or a
 * debit that never takes the balance below zero. The same key again answers the entry it made; the
 * same key with another amount is a 409 (the client reused a key for a different bonus).
 */
export async function adminBonus(actor: string, uid: string, body: AdminBonusBody, now = new Date()): Promise<AdminBonusResult> {
  const id = txId.adminBonus(body.request_id);
  const entryRef = transactionsCol(uid).doc(id);
  await db.runTransaction(async (tx) => {
    const [userSnap, entrySnap] = await Promise.all([tx.get(userRef(uid)), tx.get(entryRef)]);
    if (!userSnap.exists) throw notFound('Member not found', 'users/not-found');
    if (entrySnap.exists) {
      if (entrySnap.get('amount') !== body.amount)
        throw conflict('admin/request-reused', 'request_id: this key was used for another amount; send a new key for a new bonus');
      return;
    }
    const balanceBefore: number = userSnap.get('total_coins') ?? 0;
    try {
      await postInTransaction(
        tx,
        uid,
        {
          id,
          type: 'admin-bonus',
          amount: body.amount,
          description: body.amount > 0 ? 'Bonus from PilotMiles' : 'Adjustment by PilotMiles',
          // Who gave it and why are staff's: the member reads this entry, the audit entry keeps them.
        },
        { day: memberToday(userSnap.data(), now).day, now, userSnapshot: userSnap, entrySnapshot: entrySnap },
      );
    } catch (err) {
      if (err instanceof HttpError && err.status === 409)
        throw conflict(
          'ledger/insufficient-funds',
          `The member has ${balanceBefore} PilotMiles: a debit of ${-body.amount} would take the balance below zero`,
        );
      throw err;
    }
    auditInTransaction(tx, {
      actor,
      action: 'user.admin-bonus',
      target: `users/${uid}`,
      before: { balance: balanceBefore },
      after: { balance: balanceBefore + body.amount, entry: id, amount: body.amount },
      reason: body.reason,
    });
  }, LEDGER_TRANSACTION);
  const [userSnap, entrySnap] = await Promise.all([userRef(uid).get(), entryRef.get()]);
  return { balance: userSnap.get('total_coins') ?? 0, entry: toEntry(entrySnap.data()!, id) };
}

/** PATCH /admin/users/{id}/brand-owner: links or unlinks a partner brand, keeping brandOwners' counts. */
export async function setMemberBrandOwner(actor: string, uid: string, body: BrandOwnerBody): Promise<AdminMemberDetail> {
  const ref = userRef(uid);
  await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw notFound('Member not found', 'users/not-found');
    const previous = str(snap.get('brand_owner'));
    if (previous === body.brand_owner) return;
    tx.update(ref, { brand_owner: body.brand_owner, updated_at: Timestamp.now() });
    countBrandOwner(tx, previous, -1);
    countBrandOwner(tx, body.brand_owner, 1);
    auditInTransaction(tx, {
      actor,
      action: 'user.brand-owner',
      target: `users/${uid}`,
      before: { brand_owner: previous },
      after: { brand_owner: body.brand_owner },
      reason: body.reason,
    });
  });
  return memberDetail(uid);
}

/** The most brand owners listed: a small, staff-kept set. */
const BRAND_OWNERS_MAX = 500;

/** GET /admin/brand-owners: the brand owners with members (platform/brandOwners.ts), by id. */
export async function listBrandOwners(): Promise<BrandOwner[]> {
  return (await brandOwnerCounts(BRAND_OWNERS_MAX)).sort((a, b) => a.id.localeCompare(b.id));
}

