/**
 * What the sweep watches of its members, to tell that a refused call changed nothing: each
 * member's record (balance, counters, profile: every ledger post changes it) and their documents
 * in the collections a route could write, each with its status. After each call the sweep reads
 * the records and the collections the route names (cheap); after each route, all of them.
 */
import { db } from '../../src/platform/firebase';

/** Top-level collections whose documents carry the member's `uid`. */
const BY_UID = [
  'payouts',
  'conversions',
  'offerClicks',
  'offerClaims',
  'shopActivations',
  'shopClaims',
  'waitlist',
] as const;
/** Collections under users/{uid}. */
const UNDER_USER = ['notifications', 'pushTokens'] as const;
/** Every collection group with a `uid` field: sweepstake entries. */
const GROUPS = ['entries'] as const;

export type Watched = (typeof BY_UID)[number] | (typeof UNDER_USER)[number] | (typeof GROUPS)[number];
export const ALL_WATCHED: readonly Watched[] = [...BY_UID, ...UNDER_USER, ...GROUPS];

/** Fields whose change counts (besides a document appearing or going). */
const FIELDS = ['status', 'amount', 'read', 'token', 'entries', 'refunded', 'pilot_miles'] as const;

/** One member's state: sorted lines '<collection> <path> <watched fields>', the record's first word 'users'. */
export type MemberState = string[];
export type State = Record<string, MemberState>;

const stable = (value: unknown): string =>
  JSON.stringify(value, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );

const line = (collection: string, path: string, data: FirebaseFirestore.DocumentData) =>
  `${collection} ${path} ${stable(Object.fromEntries(FIELDS.filter((f) => data[f] !== undefined).map((f) => [f, data[f]])))}`;

/** The records of `uids` and their documents in `collections`. */
export async function snapshot(uids: readonly string[], collections: readonly Watched[] = ALL_WATCHED): Promise<State> {
  const state: State = Object.fromEntries(uids.map((uid) => [uid, []]));
  const users = db.collection('users');
  const want = new Set(collections);
  const [records, byUid, groups, under] = await Promise.all([
    db.getAll(...uids.map((uid) => users.doc(uid))),
    Promise.all(
      BY_UID.filter((c) => want.has(c)).map(async (c) => ({
        c,
        snap: await db.collection(c).where('uid', 'in', uids).get(),
      })),
    ),
    Promise.all(
      GROUPS.filter((c) => want.has(c)).map(async (c) => ({
        c,
        snap: await db.collectionGroup(c).where('uid', 'in', uids).get(),
      })),
    ),
    Promise.all(
      UNDER_USER.filter((c) => want.has(c)).flatMap((c) =>
        uids.map(async (uid) => ({ c, uid, snap: await users.doc(uid).collection(c).get() })),
      ),
    ),
  ]);
  for (const record of records) state[record.id]!.push(`users ${record.ref.path} ${stable(record.data() ?? null)}`);
  for (const { c, snap } of [...byUid, ...groups])
    for (const doc of snap.docs) state[doc.get('uid') as string]?.push(line(c, doc.ref.path, doc.data()));
  for (const { c, uid, snap } of under)
    for (const doc of snap.docs) state[uid]!.push(line(c, doc.ref.path, doc.data()));

  for (const uid of uids) state[uid]!.sort();
  return state;
}

/** A full state narrowed to the records and `collections` (what a cheaper snapshot of them would read). */
export function narrow(state: State, collections: readonly Watched[]): State {
  const keep = new Set<string>(['users', ...collections]);
  return Object.fromEntries(
    Object.entries(state).map(([uid, lines]) => [uid, lines.filter((l) => keep.has(l.slice(0, l.indexOf(' '))))]),
  );
}

/** The lines that differ between two states of one member (gone with '-', new with '+'). */
export function changes(before: MemberState, after: MemberState): string[] {
  const was = new Set(before);
  const now = new Set(after);
  return [
    ...before.filter((l) => !now.has(l)).map((l) => `- ${l}`),
    ...after.filter((l) => !was.has(l)).map((l) => `+ ${l}`),
  ];
}
