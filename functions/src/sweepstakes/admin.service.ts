/**
 * Staff's side (docs/sweepstakes.md): create, edit, move through the statuses, delete, and the
 * lists with totals. Each change is one transaction with its audit entry; a cancel then refunds.
 */
import { randomBytes } from 'node:crypto';
import { FieldPath, Timestamp, type DocumentData } from 'firebase-admin/firestore';
import {
  ODDS_FIELDS,
  SWEEPSTAKE_ERROR_CODES,
  SWEEPSTAKE_STATUS_LABELS,
  canStaffMove,
  sha256Hex,
  type AdminSweepstake,
  type AdminSweepstakes,
  type EntrantsQuery,
  type SweepstakeCreateBody,
  type SweepstakeEntrantsPage,
  type SweepstakePatchBody,
} from '@pilotmiles/core';
import { db } from '../platform/firebase';
import { auditInTransaction } from '../platform/audit';
import { HttpError, badRequest, notFound } from '../platform/errors';
import { isoTime } from '../platform/isoTime';
import { entriesCol, seedRef, sweepstakeRef, sweepstakesCol } from './paths';
import { refundChain } from './refunds.service';
import { cachedTotalsOf, forgetLiveSweepstakes, freshTotalsOf, statusOf, toAdminSweepstake } from './view.service';

const ts = (iso: string) => Timestamp.fromMillis(Date.parse(iso));
const ms = (value: unknown) => (value as Timestamp).toMillis();

const missing = () => notFound('Sweepstake not found', SWEEPSTAKE_ERROR_CODES.notFound);

async function adminView(id: string, now: Date): Promise<AdminSweepstake> {
  // Staff just changed it: this instance's members' lists show it at once.
  forgetLiveSweepstakes();
  const [doc, totals] = await Promise.all([sweepstakeRef(id).get(), freshTotalsOf(id)]);
  if (!doc.exists) throw missing();
  return toAdminSweepstake(doc, totals, now);
}

/** POST /sweepstakes: the seed is drawn now and only its hash is ever shown before the draw. */
export async function createSweepstake(actor: string, body: SweepstakeCreateBody, now = new Date()): Promise<AdminSweepstake> {
  if (Date.parse(body.endDate) <= now.getTime()) throw badRequest('endDate: must be in the future', 'endDate');
  const ref = sweepstakesCol().doc();
  const seed = randomBytes(32).toString('hex');
  const at = Timestamp.fromDate(now);
  const doc = {
    title: body.title,
    description: body.description,
    rules: body.rules,
    value: body.value,
    entry_cost: body.entryCost,
    max_entries: body.maxEntries,
    start_date: ts(body.startDate),
    end_date: ts(body.endDate),
    image_url: body.imageUrl,
    status: body.status,
    seed_hash: sha256Hex(seed),
    draw: null,
    winner_uid: null,
    winner_payout_id: null,
    refunds: null,
    cancel_reason: null,
    notified: false,
    created_by: actor,
    created_at: at,
    updated_at: at,
  };
  await db.runTransaction(async (tx) => {
    tx.create(ref, doc);
    tx.create(seedRef(ref.id), { seed, created_at: at });
    auditInTransaction(tx, { actor, action: 'sweepstake.create', target: `sweepstakes/${ref.id}`, before: null, after: { ...doc, seed_hash: doc.seed_hash } });
  });
  return adminView(ref.id, now);
}

/** The stored form of a patch's fields. */
function storedChanges(body: SweepstakePatchBody): DocumentData {
  const out: DocumentData = {};
  for (const key of ['title', 'description', 'rules', 'value', 'entry_cost', 'max_entries', 'image_url'] as const)
    if (body[key] !== undefined) out[key] = body[key];
  if (body.start_date) out.start_date = ts(body.start_date);
  if (body.end_date) out.end_date = ts(body.end_date);
  return out;
}

const sameValue = (a: unknown, b: unknown) =>
  a instanceof Timestamp && b instanceof Timestamp ? a.isEqual(b) : a === b;

/**
 * PATCH /sweepstakes/{id}: field edits and staff's status moves (core STAFF_STATUS_CHANGES).
 * A cancel queues the refunds (refunds.service.ts, a page of entrants per task); repeating it
 * changes nothing but takes over refunds that stalled.
 */
export async function patchSweepstake(actor: string, id: string, body: SweepstakePatchBody, now = new Date()): Promise<AdminSweepstake> {
  const ref = sweepstakeRef(id);
  const refunding = await db.runTransaction(async (tx) => {
    const [snap, anyEntry] = await Promise.all([tx.get(ref), tx.get(entriesCol(id).limit(1))]);
    if (!snap.exists) throw missing();
    const d = snap.data()!;
    const hasEntries = !anyEntry.empty;
    const current = statusOf(d, now);
    const changes = Object.fromEntries(Object.entries(storedChanges(body)).filter(([k, v]) => !sameValue(d[k], v)));
    const to = body.status && body.status !== current ? body.status : null;

    if (body.status === 'cancelled' && current === 'cancelled' && !Object.keys(changes).length) return d.refunds?.pending ? 'again' : null;
    if (Object.keys(changes).length && ['drawing', 'completed', 'cancelled'].includes(current))
      throw new HttpError(409, SWEEPSTAKE_ERROR_CODES.notEditable, `This sweepstake is ${SWEEPSTAKE_STATUS_LABELS[current].toLowerCase()}: it cannot be edited`);
    const locked = ODDS_FIELDS.filter((f) => f in changes);
    if (hasEntries && locked.length)
      throw new HttpError(
        409,
        SWEEPSTAKE_ERROR_CODES.hasEntries,
        `${locked[0]}: members have entered, so ${locked.join(', ')} can no longer change`,
        locked[0],
      );
    if (to && !canStaffMove(current, to))
      throw new HttpError(
        409,
        SWEEPSTAKE_ERROR_CODES.status,
        `A sweepstake that is ${SWEEPSTAKE_STATUS_LABELS[current].toLowerCase()} cannot be moved to ${SWEEPSTAKE_STATUS_LABELS[to].toLowerCase()}`,
        'status',
      );

    const updates: DocumentData = { ...changes, updated_at: Timestamp.fromDate(now) };
    if (to) updates.status = to;
    // Opening at once: it starts now (a future start would keep it closed).
    if (to === 'active' && ms(changes.start_date ?? d.start_date) > now.getTime()) updates.start_date = Timestamp.fromDate(now);
    if (to === 'cancelled') Object.assign(updates, { cancel_reason: body.reason ?? null, refunds: { refunded: 0, pending: hasEntries } });
    if (to === 'cancelled' && hasEntries) refundChain.startIn(tx, id, now);

    const start = ms(updates.start_date ?? d.start_date);
    const end = ms(updates.end_date ?? d.end_date);
    if (end <= start) throw badRequest('end_date: must be after start_date', 'end_date');
    const running = (to ?? current) !== 'cancelled' && (to ?? current) !== 'draft';
    if (running && (changes.end_date || to === 'active') && end <= now.getTime())
      throw badRequest('end_date: must be in the future', 'end_date');

    tx.update(ref, updates);
    const before = Object.fromEntries(Object.keys(updates).filter((k) => k !== 'updated_at').map((k) => [k, d[k] ?? null]));
    auditInTransaction(tx, {
      actor,
      action: to ? 'sweepstake.status' : 'sweepstake.update',
      target: `sweepstakes/${id}`,
      before: to ? { ...before, status: current } : before,
      after: Object.fromEntries(Object.entries(updates).filter(([k]) => k !== 'updated_at')),
      reason: body.reason ?? null,
    });
    return to === 'cancelled' && hasEntries ? 'started' : null;
  });
  if (refunding === 'started') await refundChain.kick(id);
  if (refunding === 'again') await refundChain.resume(id, now);
  return adminView(id, now);
}

/** DELETE /sweepstakes/{id}: only one nobody entered; otherwise staff cancel it (which refunds). */
export async function deleteSweepstake(actor: string, id: string): Promise<{ id: string; deleted: true }> {
  const ref = sweepstakeRef(id);
  await db.runTransaction(async (tx) => {
    const [snap, anyEntry] = await Promise.all([tx.get(ref), tx.get(entriesCol(id).limit(1))]);
    if (!snap.exists) throw missing();
    if (!anyEntry.empty)
      throw new HttpError(409, SWEEPSTAKE_ERROR_CODES.hasEntries, 'Members have entered this sweepstake: cancel it instead (that refunds them)');
    tx.delete(ref);
    tx.delete(seedRef(id));
    const { title, status, value } = snap.data()!;
    auditInTransaction(tx, { actor, action: 'sweepstake.delete', target: `sweepstakes/${id}`, before: { title, status, value }, after: null });
  });
  forgetLiveSweepstakes();
  return { id, deleted: true };
}

/** GET /sweepstakes/admin: every sweepstake, newest first, with totals. */
export async function adminSweepstakes(now = new Date()): Promise<AdminSweepstakes> {
  const snap = await sweepstakesCol().orderBy('created_at', 'desc').get();
  // Per-instance cached figures (view.service.ts): a warm list runs no aggregation.
  const totals = await Promise.all(snap.docs.map((doc) => cachedTotalsOf(doc.id)));
  const items = snap.docs.map((doc, i) => toAdminSweepstake(doc, totals[i]!, now));
  const live = items.filter((s) => s.status !== 'cancelled');
  return {
    items,
    totals: {
      sweepstakes: items.length,
      active: items.filter((s) => s.status === 'active').length,
      entries: live.reduce((n, s) => n + s.total_entries, 0),
      entrants: live.reduce((n, s) => n + s.entrants, 0),
      pm_collected: live.reduce((n, s) => n + s.pm_collected, 0),
      prizes_usd: items.filter((s) => s.status === 'completed' && s.winner_uid).reduce((n, s) => n + s.value, 0),
    },
  };
}

/** GET /sweepstakes/{id}/entries: entrants, most entries first. */
export async function entrantsOf(id: string, query: EntrantsQuery): Promise<SweepstakeEntrantsPage> {
  const doc = await sweepstakeRef(id).get();
  if (!doc.exists) throw missing();
  let q = entriesCol(id).orderBy('entries', 'desc').orderBy(FieldPath.documentId());
  if (query.cursor) {
    const last = await entriesCol(id).doc(query.cursor).get();
    if (!last.exists) throw badRequest('cursor: unknown cursor', 'cursor');
    q = q.startAfter(last);
  }
  const [snap, totals] = await Promise.all([q.limit(query.limit + 1).get(), freshTotalsOf(id)]);
  const docs = snap.docs.slice(0, query.limit);
  return {
    items: docs.map((e) => ({
      uid: e.id,
      email: e.get('email') ?? null,
      display_name: e.get('display_name') ?? null,
      entries: e.get('entries') ?? 0,
      pm_spent: e.get('pm_spent') ?? 0,
      public_id: e.get('public_id'),
      refunded: !!e.get('refunded'),
      updated_at: isoTime(e.get('updated_at')) ?? '',
    })),
    nextCursor: snap.size > query.limit ? docs[docs.length - 1]!.id : null,
    total_entries: totals.total_entries,
    entrants: totals.entrants,
  };
}
