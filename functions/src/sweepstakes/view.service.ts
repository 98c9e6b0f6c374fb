/**
 * Sweepstakes as the API shows them: the status at the moment of the request, totals by
 * aggregation over the entries (never a hot counter: entering writes only the member's own
 * documents), cached per instance for lists, and the member's own stake.
 */
import { AggregateField, FieldPath, type DocumentData, type DocumentSnapshot } from 'firebase-admin/firestore';
import {
  SWEEPSTAKE_ERROR_CODES,
  sweepstakeStatusAt,
  winChance,
  type AdminSweepstake,
  type DrawProof,
  type Sweepstake,
  type SweepstakeDashboard,
  type SweepstakeDraw,
  type SweepstakeEntry,
  type SweepstakeStatus,
  type SweepstakesPage,
  type SweepstakesQuery,
} from '@pilotmiles/core';
import { isoTime } from '../platform/isoTime';
import { badRequest, notFound } from '../platform/errors';
import { allEntries, drawListCol, entriesCol, entryRef, sweepstakeRef, sweepstakesCol } from './paths';

export interface Totals {
  entrants: number;
  total_entries: number;
  pm_collected: number;
}

/** Three aggregations in one query: one read per 1,000 entrants, whatever their number. */
async function totalsOf(id: string): Promise<Totals> {
  const snap = await entriesCol(id)
    .aggregate({ entrants: AggregateField.count(), entries: AggregateField.sum('entries'), pm: AggregateField.sum('pm_spent') })
    .get();
  const d = snap.data();
  return { entrants: d.entrants, total_entries: d.entries ?? 0, pm_collected: d.pm ?? 0 };
}

/**
 * Lists show figures at most `ttlMs` old: each instance runs a sweepstake's aggregation at most
 * once per TTL (concurrent misses share one), so a warm list runs none, and entering stays free
 * of any shared counter (no write rate limit on a sweepstake). Tests may change it.
 */
export const totalsCache = { ttlMs: 30_000 };
/** A cached figure: read at `at`; `staleAt` when an entry through this instance came after the read. */
const cached = new Map<string, { at: number; totals: Totals; staleAt?: number }>();
/** Aggregations under way, shared by concurrent readers, with when each began. */
const loading = new Map<string, { startedAt: number; totals: Promise<Totals> }>();

function remember(id: string, totals: Totals, at: number) {
  const old = cached.get(id);
  // Entries only grow: a smaller figure is an older read that finished late.
  if (old && at - old.at < totalsCache.ttlMs && old.totals.total_entries > totals.total_entries) return;
  if (cached.size > 1_000) for (const [key, hit] of cached) if (at - hit.at >= totalsCache.ttlMs) cached.delete(key);
  // An entry after this read began may be missing from it: it stays stale.
  const staleAt = old?.staleAt && old.staleAt >= at ? old.staleAt : undefined;
  cached.set(id, { at, totals, ...(staleAt ? { staleAt } : {}) });
}

/** Live figures (one aggregation), for a single sweepstake's staff view; they refresh the cache. */
export async function freshTotalsOf(id: string): Promise<Totals> {
  const at = Date.now();
  const totals = await totalsOf(id);
  remember(id, totals, at);
  return totals;
}

/**
 * An entry made through this instance: its lists read the figures again on their next call (one
 * aggregation, shared), so a member sees their entry counted; other instances within the TTL.
 */
export function markTotalsStale(id: string): void {
  const hit = cached.get(id);
  const at = Date.now();
  if (hit) hit.staleAt = at;
  else cached.set(id, { at: 0, totals: NO_TOTALS, staleAt: at });
}

/**
 * Figures at most `maxAgeMs` old (the TTL by default), for lists and pages read by many; with
 * `acceptStale`, also figures an entry through this instance has since outdated (an entry's own
 * answer: at most one aggregation per `maxAgeMs` however many enter).
 */
export function cachedTotalsOf(id: string, { maxAgeMs = totalsCache.ttlMs, acceptStale = false } = {}): Promise<Totals> {
  const hit = cached.get(id);
  if (hit && Date.now() - hit.at < Math.min(maxAgeMs, totalsCache.ttlMs) && (acceptStale || !hit.staleAt)) return Promise.resolve(hit.totals);
  // An aggregation already under way serves too, unless an entry came after it began.
  const running = loading.get(id);
  if (running && (acceptStale || !hit?.staleAt || running.startedAt > hit.staleAt)) return running.totals;
  const load = { startedAt: Date.now(), totals: freshTotalsOf(id) };
  loading.set(id, load);
  void load.totals.finally(() => loading.get(id) === load && loading.delete(id)).catch(() => undefined);
  return load.totals;
}

const NO_TOTALS: Totals = { entrants: 0, total_entries: 0, pm_collected: 0 };

const ms = (value: unknown) => (value as { toMillis(): number } | null | undefined)?.toMillis() ?? 0;

/** The status of a stored sweepstake at `now`. */
export const statusOf = (d: DocumentData, now: Date): SweepstakeStatus =>
  sweepstakeStatusAt(d.status, ms(d.start_date), ms(d.end_date), now.getTime());

function drawOf(d: DocumentData): SweepstakeDraw | null {
  const draw = d.draw as DocumentData | null | undefined;
  if (!draw) return null;
  return {
    seed: draw.seed,
    seed_hash: draw.seed_hash,
    entries_hash: draw.entries_hash,
    total_entries: draw.total_entries,
    entrants: draw.entrants,
    ticket: draw.ticket,
    winner_public_id: draw.winner_public_id ?? null,
    winner_name: draw.winner_name ?? null,
    drawn_at: isoTime(draw.drawn_at) ?? '',
  };
}

export interface Mine {
  entries: number;
}

export function toSweepstake(doc: DocumentSnapshot, totals: Totals, now: Date, viewer: { uid: string; mine: Mine | null } | null): Sweepstake {
  const d = doc.data() ?? {};
  const draw = drawOf(d);
  return {
    id: doc.id,
    title: d.title,
    description: d.description ?? '',
    rules: d.rules ?? '',
    value: d.value,
    entry_cost: d.entry_cost,
    max_entries: d.max_entries,
    start_date: isoTime(d.start_date) ?? '',
    end_date: isoTime(d.end_date) ?? '',
    image_url: d.image_url,
    status: statusOf(d, now),
    // Once drawn, the list's figures are final; before, they are live.
    total_entries: draw ? draw.total_entries : totals.total_entries,
    entrants: draw ? draw.entrants : totals.entrants,
    seed_hash: d.seed_hash,
    draw,
    my_entries: viewer ? (viewer.mine?.entries ?? 0) : null,
    i_won: !!viewer && d.winner_uid === viewer.uid,
  };
}

export function toAdminSweepstake(doc: DocumentSnapshot, totals: Totals, now: Date): AdminSweepstake {
  const d = doc.data() ?? {};
  return {
    ...toSweepstake(doc, totals, now, null),
    pm_collected: totals.pm_collected,
    has_entries: totals.entrants > 0,
    winner_uid: d.winner_uid ?? null,
    winner_payout_id: d.winner_payout_id ?? null,
    refunds: d.refunds ? { refunded: d.refunds.refunded ?? 0, pending: !!d.refunds.pending } : null,
    cancel_reason: d.cancel_reason ?? null,
    created_at: isoTime(d.created_at) ?? '',
    updated_at: isoTime(d.updated_at) ?? '',
  };
}

/** The member's entries in these sweepstakes, by id. */
async function mineIn(uid: string, ids: string[]): Promise<Map<string, Mine>> {
  if (!ids.length) return new Map();
  const snaps = await sweepstakesCol().firestore.getAll(...ids.map((id) => entryRef(id, uid)));
  return new Map(snaps.filter((s) => s.exists).map((s) => [s.ref.parent.parent!.id, { entries: s.get('entries') ?? 0 }]));
}

/** Sweepstakes shown together, with their totals (a drawn one's are in its draw) and the viewer's stake. */
async function present(docs: DocumentSnapshot[], now: Date, uid: string | null): Promise<Sweepstake[]> {
  const ids = docs.map((d) => d.id);
  const [totals, mine] = await Promise.all([
    Promise.all(docs.map((doc) => (doc.get('draw') ? NO_TOTALS : cachedTotalsOf(doc.id)))),
    uid ? mineIn(uid, ids) : Promise.resolve(null),
  ]);
  return docs.map((doc, i) => toSweepstake(doc, totals[i]!, now, uid ? { uid, mine: mine!.get(doc.id) ?? null } : null));
}

/** Open first (ending soonest), then upcoming (opening soonest), then the rest (latest end first). */
const GROUP: Readonly<Record<SweepstakeStatus, number>> = { active: 0, scheduled: 1, drawing: 2, completed: 3, cancelled: 4, draft: 5 };
function order(a: { status: SweepstakeStatus; d: DocumentData }, b: { status: SweepstakeStatus; d: DocumentData }) {
  if (a.status !== b.status) return GROUP[a.status] - GROUP[b.status];
  if (a.status === 'active') return ms(a.d.end_date) - ms(b.d.end_date);
  if (a.status === 'scheduled') return ms(a.d.start_date) - ms(b.d.start_date);
  return ms(b.d.end_date) - ms(a.d.end_date);
}

/** Stored statuses of sweepstakes not finished yet: few at any time, so read whole and sorted here. */
const LIVE = ['scheduled', 'active', 'drawing'] as const;

/**
 * The running sweepstakes, read at most once per `liveCache.ttlMs` per instance (concurrent misses
 * share one read), so a warm list reads none; statuses that follow from the dates are worked out
 * per call. Staff's changes forget it on their instance; others see them within the TTL.
 */
export const liveCache = { ttlMs: 10_000 };
let liveRead: { at: number; docs: Promise<DocumentSnapshot[]> } | null = null;

export function forgetLiveSweepstakes(): void {
  liveRead = null;
}

async function live(now: Date) {
  if (!liveRead || Date.now() - liveRead.at >= liveCache.ttlMs) {
    const docs = sweepstakesCol()
      .where('status', 'in', [...LIVE])
      .get()
      .then((snap) => snap.docs);
    liveRead = { at: Date.now(), docs };
    docs.catch(() => (liveRead = null));
  }
  return (await liveRead.docs).map((doc) => ({ doc, d: doc.data()!, status: statusOf(doc.data()!, now) })).sort(order);
}

/** Finished ones (completed or cancelled) grow without end: paged by Firestore, latest end first. */
async function finished(status: 'completed' | 'cancelled', limit: number, after?: DocumentSnapshot) {
  let q = sweepstakesCol().where('status', '==', status).orderBy('end_date', 'desc').orderBy(FieldPath.documentId(), 'desc');
  if (after) q = q.startAfter(after);
  const snap = await q.limit(limit + 1).get();
  return { docs: snap.docs.slice(0, limit), more: snap.size > limit };
}

/**
 * GET /sweepstakes. Without a status: open, upcoming and drawing ones, then completed ones (never
 * cancelled ones). The cursor is the last item's id, in whichever of the two parts it fell.
 */
export async function listSweepstakes(query: SweepstakesQuery, uid: string | null, now = new Date()): Promise<SweepstakesPage> {
  const { status, limit, cursor } = query;
  const afterDoc = cursor ? await sweepstakeRef(cursor).get() : null;
  if (afterDoc && (!afterDoc.exists || afterDoc.get('status') === 'draft')) throw badRequest('cursor: unknown cursor', 'cursor');

  const finishedOnly = status === 'completed' || status === 'cancelled';
  let first: DocumentSnapshot[] = [];
  let liveLeft = false;
  if (!finishedOnly) {
    const running = (await live(now)).filter((s) => (status ? s.status === status : true)).map((s) => s.doc);
    const at = afterDoc ? running.findIndex((doc) => doc.id === afterDoc.id) : -1;
    // A cursor from the finished part skips the running one altogether.
    const start = afterDoc && at < 0 ? running.length : at + 1;
    first = running.slice(start, start + limit);
    liveLeft = start + limit < running.length;
  }
  let rest: DocumentSnapshot[] = [];
  let more = liveLeft;
  if ((finishedOnly || !status) && first.length < limit && !liveLeft) {
    const inFinished = afterDoc && LIVE.every((x) => x !== afterDoc.get('status')) ? afterDoc : undefined;
    const page = await finished(status === 'cancelled' ? 'cancelled' : 'completed', limit - first.length, inFinished);
    rest = page.docs;
    more = page.more;
  }
  const docs = [...first, ...rest];
  return { items: await present(docs, now, uid), nextCursor: more && docs.length ? docs[docs.length - 1]!.id : null };
}

/** A sweepstake members may see (not a draft). */
async function publishedDoc(id: string): Promise<DocumentSnapshot> {
  const doc = await sweepstakeRef(id).get();
  if (!doc.exists || doc.get('status') === 'draft') throw notFound('Sweepstake not found', SWEEPSTAKE_ERROR_CODES.notFound);
  return doc;
}

/** GET /sweepstakes/{id}. */
export async function getSweepstake(id: string, uid: string | null, now = new Date()): Promise<Sweepstake> {
  return (await present([await publishedDoc(id)], now, uid))[0]!;
}

/** GET /sweepstakes/interested: open ones the member can still enter, ending soonest. */
export async function interestedIn(uid: string, now = new Date()): Promise<Sweepstake[]> {
  const open = (await live(now)).filter((s) => s.status === 'active');
  const shown = await present(
    open.map((s) => s.doc),
    now,
    uid,
  );
  return shown.filter((s) => (s.my_entries ?? 0) < s.max_entries).slice(0, 6);
}

/** Entries a dashboard lists (newest activity first); older ones are in the transactions history. */
const DASHBOARD_LIMIT = 50;

/** GET /sweepstakes/dashboard and /sweepstakes/user/{uid}. */
export async function dashboardOf(uid: string, now = new Date()): Promise<SweepstakeDashboard> {
  const entries = await allEntries().where('uid', '==', uid).orderBy('updated_at', 'desc').limit(DASHBOARD_LIMIT).get();
  const ids = entries.docs.map((e) => e.ref.parent.parent!.id);
  const docs = ids.length ? await sweepstakesCol().firestore.getAll(...ids.map(sweepstakeRef)) : [];
  const totals = await Promise.all(ids.map((id, i) => (docs[i]!.get('draw') ? Promise.resolve(null) : cachedTotalsOf(id))));
  const items: SweepstakeEntry[] = [];
  entries.docs.forEach((e, i) => {
    const doc = docs[i]!;
    if (!doc.exists) return;
    const d = doc.data()!;
    const total: number = d.draw ? d.draw.total_entries : totals[i]!.total_entries;
    const mine: number = e.get('entries') ?? 0;
    items.push({
      sweepstake_id: doc.id,
      title: d.title,
      image_url: d.image_url,
      value: d.value,
      status: statusOf(d, now),
      end_date: isoTime(d.end_date) ?? '',
      entries: mine,
      max_entries: d.max_entries,
      pm_spent: e.get('pm_spent') ?? 0,
      total_entries: total,
      chance: winChance(mine, total),
      public_id: e.get('public_id'),
      won: d.winner_uid === uid,
      refunded: !!e.get('refunded'),
      updated_at: isoTime(e.get('updated_at')) ?? '',
    });
  });
  return {
    totals: {
      sweepstakes: items.length,
      entries: items.reduce((n, i) => n + i.entries, 0),
      pm_spent: items.filter((i) => !i.refunded).reduce((n, i) => n + i.pm_spent, 0),
      wins: items.filter((i) => i.won).length,
      open: items.filter((i) => i.status === 'active').length,
    },
    items,
  };
}

/** GET /sweepstakes/{id}/draw: the list exactly as hashed, once drawn. */
export async function drawProof(id: string): Promise<DrawProof> {
  const doc = await publishedDoc(id);
  const draw = drawOf(doc.data()!);
  if (!draw) throw notFound('This sweepstake has not been drawn yet', SWEEPSTAKE_ERROR_CODES.notDrawn);
  // Chunk ids are zero-padded page numbers ('000000', '000001', ...; '000' before paging), so id order is list order.
  const chunks = await drawListCol(id).orderBy(FieldPath.documentId()).get();
  return { draw, list: chunks.docs.flatMap((c) => c.get('lines') as DrawProof['list']) };
}
