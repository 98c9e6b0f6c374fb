/**
 * Staff figures for `npm run bench` (the `admin` part, docs/admin.md): the member search
 * (GET /api/users/admin in several shapes) and every dashboard call (GET /api/admin/...: the
 * per-period series for day, week and month over their default ranges, the two lists and the
 * index figures) over 10,000 seeded members, on the in-process app (one instance) against the
 * emulators. Per call: p50/p95 of RUNS (per-period calls: SERIES_RUNS) calls with a few in flight, and what one call costs.
 *
 * The seed is bench-only: 10,000 users/{bench-admin-NNNNN} documents shaped like a sign-up
 * (users.service createUser, plus a status, KYC, balances, a last sign-in), their referral codes,
 * ledger entries (a welcome bonus for verified members and a few earnings for some, balances equal
 * to the ledger), activities (sign-up and the last sign-in) and conversions
 * (conversions/bench-admin-conv-NNNNN), written straight with the Admin SDK's BulkWriter; no Auth
 * accounts (only the calling admins have one). Ids are deterministic, so seeding is idempotent and
 * skipped when a complete seed is there (bench/adminMembers marks it). The part deletes all of it at
 * the end unless BENCH_KEEP=1, which keeps it for a fast re-run.
 *
 * Documents read: callCounter's count of documents returned by queries and gets. Aggregation
 * queries (count(), sum()) return no documents; Firestore bills them one read per batch of up to
 * 1,000 index entries matched, at least one per query. Every aggregation these calls run includes
 * a count(), which is the number of entries matched, so each query is billed
 * max(1, ceil(count / 1000)), counted by wrapping AggregateQuery.get below; the table shows the
 * number of aggregation queries and these billed reads. The emulator runs queries without indexes
 * (it scans), so its latencies are an upper bound of the shape, not production timings; the
 * documents read and billed are what production would count.
 */
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { REFERRAL_CODE_ALPHABET, WELCOME_BONUS_PM, type TransactionType } from '@pilotmiles/core';
import { auth, db } from '../../functions/src/tools';
import { measureCall, type CallCounts } from './callCounter';
import { withInProcessApi } from './inProcessApi';
import { percentile } from './stats';

const MEMBERS = 10_000;
/** Calls measured per search or list shape, and how many in flight (BENCH_ADMIN_RUNS, BENCH_ADMIN_IN_FLIGHT). */
const RUNS = Number(process.env.BENCH_ADMIN_RUNS ?? 30);
const IN_FLIGHT = Number(process.env.BENCH_ADMIN_IN_FLIGHT ?? 5);
/**
 * The per-period calls run 12 to 30 aggregations each, which the emulator answers one at a time
 * by scanning (1 to 7 s a call here): fewer runs, fewer in flight, so the part takes minutes, not
 * a quarter of an hour, and the shared emulator stays usable (BENCH_ADMIN_SERIES_RUNS).
 */
const SERIES_RUNS = Number(process.env.BENCH_ADMIN_SERIES_RUNS ?? 5);
const SERIES_IN_FLIGHT = 1;
const ADMINS = 3;
const PREFIX = 'bench-admin-';
const DAY_MS = 86_400_000;
const AUTH = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`;

// ---------------------------------------------------------------------------------------------
// The seed

const FIRST = ['Olivia', 'Liam', 'Emma', 'Noah', 'Ava', 'Mateo', 'Sofia', 'Lucas', 'Mia', 'Ethan', 'Amara', 'Kenji', 'Priya', 'Omar', 'Chloe', 'Diego', 'Hana', 'Jonas', 'Leila', 'Marco', 'Nadia', 'Oscar', 'Rosa', 'Samir', 'Tessa', 'Ugo', 'Vera', 'Wei', 'Yara', 'Zane'];
const LAST = ['Martin', 'Garcia', 'Smith', 'Kowalski', 'Nguyen', 'Okafor', 'Rossi', 'Tanaka', 'Silva', 'Muller', 'Dubois', 'Haddad', 'Jensen', 'Khan', 'Lopez', 'Moreau', 'Novak', 'Patel', 'Quinn', 'Reyes', 'Sato', 'Torres', 'Varga', 'Weber', 'Young'];
const EARNINGS: Array<{ type: TransactionType; min: number; max: number; description: string }> = [
  { type: 'daily-bonus', min: 5, max: 50, description: 'Daily bonus' },
  { type: 'article', min: 10, max: 20, description: 'Article read' },
  { type: 'offer', min: 100, max: 5000, description: 'Offer completed' },
  { type: 'search', min: 5, max: 10, description: 'Web search' },
  { type: 'shopping', min: 200, max: 3000, description: 'Shopping cashback' },
  { type: 'survey', min: 50, max: 800, description: 'Survey completed' },
];
const CONVERSION_KIND_OF = ['offer', 'offer', 'shopping', 'survey'] as const;

const memberId = (i: number) => `${PREFIX}${String(i).padStart(5, '0')}`;
const conversionId = (i: number) => `${PREFIX}conv-${String(i).padStart(5, '0')}`;

/** A deterministic referral code per member: 'Z' and the index in the code alphabet (8 characters). */
function referralCode(i: number): string {
  let code = '';
  for (let n = i + 1; code.length < 7; n = Math.floor(n / REFERRAL_CODE_ALPHABET.length))
    code = REFERRAL_CODE_ALPHABET[n % REFERRAL_CODE_ALPHABET.length]! + code;
  return `Z${code}`;
}

/** mulberry32: the same member gets the same figures on every run. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface SeedMember {
  id: string;
  user: DocumentData;
  code: string;
  transactions: Array<{ id: string } & DocumentData>;
  activities: Array<{ id: string } & DocumentData>;
  conversion: DocumentData | null;
}

/** Member i as a sign-up would have stored them, with a history: created over ~12 months, last seen over ~60 days. */
function seedMember(i: number, now: number): SeedMember {
  const r = rng(i + 1);
  const between = (min: number, max: number) => min + Math.floor(r() * (max - min + 1));
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)]!;
  const id = memberId(i);
  const first = FIRST[i % FIRST.length]!;
  const last = LAST[Math.floor(i / FIRST.length) % LAST.length]!;
  const displayName = `${first} ${last}`;
  const email = `${first}.${last}.${i}@bench-admin.pilotmiles.test`.toLowerCase();
  // A minute at least before now, so real sign-ups and sign-ins made during the bench stay the newest.
  const createdMs = now - 60_000 - Math.floor(r() * 365 * DAY_MS);
  const recentFrom = Math.max(createdMs, now - 60 * DAY_MS);
  const lastLoginMs = r() < 0.85 ? recentFrom + Math.floor(r() * (now - 60_000 - recentFrom)) : null;
  const verified = r() < 0.92;
  const s = r();
  const status = s < 0.04 ? 'suspended' : s < 0.06 ? 'banned' : 'active';
  const k = r();
  const kyc = k < 0.7 ? 'none' : k < 0.8 ? 'pending' : k < 0.97 ? 'approved' : 'declined';
  const brandOwner = r() < 0.03 ? `${PREFIX}brand-${between(1, 3)}` : null;

  const transactions: SeedMember['transactions'] = [];
  const post = (txId: string, type: TransactionType, amount: number, description: string, atMs: number) =>
    transactions.push({ id: txId, type, amount, description, day_key: new Date(atMs).toISOString().slice(0, 10), created_at: Timestamp.fromMillis(atMs) });
  if (verified) post('welcome', 'welcome', WELCOME_BONUS_PM, 'Welcome bonus', createdMs + 60_000);
  if (r() < 0.4)
    for (let n = between(1, 2); n > 0; n--) {
      const e = pick(EARNINGS);
      post(`bench-${n}`, e.type, between(e.min, e.max), e.description, recentFrom + Math.floor(r() * Math.max(0, now - 120_000 - recentFrom)));
    }
  let balance = 0;
  for (const t of transactions.sort((a, b) => (a.created_at as Timestamp).toMillis() - (b.created_at as Timestamp).toMillis())) {
    balance += t.amount as number;
    t.balance_after = balance;
  }

  const activities: SeedMember['activities'] = [
    { id: 'bench-sign-up', type: 'sign-up', description: 'Signed up', created_at: Timestamp.fromMillis(createdMs) },
  ];
  if (lastLoginMs !== null)
    activities.push({ id: 'bench-sign-in', type: 'sign-in', description: 'Signed in', created_at: Timestamp.fromMillis(lastLoginMs) });

  const c = r();
  const conversion =
    r() < 0.2
      ? {
          kind: pick(CONVERSION_KIND_OF),
          status: c < 0.5 ? 'confirmed' : c < 0.8 ? 'pending' : c < 0.95 ? 'rejected' : 'reversed',
          network: 'bench',
          uid: id,
          pilot_miles: between(100, 3000),
          description: 'Bench conversion',
          created_at: Timestamp.fromMillis(recentFrom + Math.floor(r() * (now - 60_000 - recentFrom))),
        }
      : null;

  const created = Timestamp.fromMillis(createdMs);
  const user: DocumentData = {
    uid: id,
    email,
    email_verified: verified,
    display_name: displayName,
    email_lower: email,
    display_name_lower: displayName.toLowerCase(),
    status,
    full_name: displayName,
    profile_image_url: null,
    role: i % 200 === 7 ? 'admin' : 'user',
    total_coins: balance,
    lifetime_earned: balance,
    referral_code: referralCode(i),
    referred_by: null,
    entered_referral_code: null,
    signup_ip: null,
    device_id: null,
    brand_owner: brandOwner,
    utm: {},
    location: null,
    sign_in_provider: 'password',
    timezone: 'UTC',
    timezone_switched_at: null,
    timezone_request: null,
    welcome_bonus_credited: verified,
    kyc: { status: kyc },
    ...(lastLoginMs !== null ? { last_sign_in_at: Timestamp.fromMillis(lastLoginMs), login: { last_login_at: Timestamp.fromMillis(lastLoginMs) } } : {}),
    created_at: created,
    updated_at: Timestamp.fromMillis(lastLoginMs ?? createdMs),
  };
  return { id, user, code: referralCode(i), transactions, activities, conversion };
}

/** Written once a seed is complete (the members' documents go last): its presence skips seeding. */
const seedMarker = () => db.collection('bench').doc('adminMembers');

/** Every document member i's seed writes (the ids do not depend on the time of seeding). */
function seedPaths(m: SeedMember, i: number) {
  const user = db.collection('users').doc(m.id);
  return {
    user,
    code: db.collection('referralCodes').doc(m.code),
    transactions: m.transactions.map((t) => user.collection('transactions').doc(t.id)),
    activities: m.activities.map((a) => user.collection('activities').doc(a.id as string)),
    conversion: m.conversion ? db.collection('conversions').doc(conversionId(i)) : null,
  };
}

/** The emulator takes writes as fast as they come: no 500/50/5 ramp-up (it would take ~2 minutes). */
function bulkWriter() {
  const writer = db.bulkWriter({ throttling: false });
  writer.onWriteError((err) => err.failedAttempts < 5);
  return writer;
}

/**
 * Writes the members unless a complete seed of MEMBERS is there. Everything under and beside a
 * member goes first, the member documents next, the marker last.
 */
async function seedMembers(): Promise<{ seeded: boolean; seconds: number; documents: number }> {
  const started = performance.now();
  if ((await seedMarker().get()).get('members') === MEMBERS)
    return { seeded: false, seconds: (performance.now() - started) / 1000, documents: 0 };
  const now = Date.now();
  const members = Array.from({ length: MEMBERS }, (_, i) => seedMember(i, now));
  let documents = 0;
  const writer = bulkWriter();
  const set = (ref: FirebaseFirestore.DocumentReference, data: DocumentData) => {
    documents++;
    void writer.set(ref, data);
  };
  members.forEach((m, i) => {
    const paths = seedPaths(m, i);
    set(paths.code, { uid: m.id, created_at: m.user.created_at });
    m.transactions.forEach((t, n) => set(paths.transactions[n]!, t));
    m.activities.forEach(({ id: _id, ...a }, n) => set(paths.activities[n]!, a));
    if (paths.conversion) set(paths.conversion, m.conversion!);
  });
  await writer.flush();
  for (const m of members) set(db.collection('users').doc(m.id), m.user);
  await writer.close();
  await seedMarker().set({ members: MEMBERS, seeded_at: Timestamp.now() });
  return { seeded: true, seconds: (performance.now() - started) / 1000, documents };
}

/**
 * Deletes the bench members with everything the seed wrote under and beside them. The paths are
 * the seed's own (deterministic, and the measured calls write nothing: the part checks it), so
 * this equals a recursive delete of users/bench-admin-* without its cost here: the emulator answers
 * each recursive delete's descendants query by scanning (~80 ms a member, 10,000 members).
 */
export async function deleteMembers(): Promise<number> {
  const started = performance.now();
  const now = Date.now();
  const writer = bulkWriter();
  for (let i = 0; i < MEMBERS; i++) {
    const paths = seedPaths(seedMember(i, now), i);
    for (const ref of [...paths.transactions, ...paths.activities, paths.code, paths.conversion, paths.user])
      if (ref) void writer.delete(ref);
  }
  void writer.delete(seedMarker());
  await writer.close();
  return (performance.now() - started) / 1000;
}

// ---------------------------------------------------------------------------------------------
// Aggregation reads

const aggregation = { queries: 0, billed: 0 };
let aggregationsWrapped = false;

/** Counts aggregation queries and the reads Firestore bills for them (see the header). */
function countAggregations() {
  if (aggregationsWrapped) return;
  aggregationsWrapped = true;
  const proto = Object.getPrototypeOf(db.collection('bench').count()) as Record<string, (...args: unknown[]) => Promise<unknown>>;
  const get = proto.get!;
  proto.get = async function (this: unknown, ...args: unknown[]) {
    const snap = (await get.apply(this, args)) as { data(): Record<string, unknown> };
    const count = snap.data().count;
    aggregation.queries++;
    aggregation.billed += typeof count === 'number' ? Math.max(1, Math.ceil(count / 1000)) : 1;
    return snap;
  };
}

export interface AdminCallCost extends CallCounts {
  aggregations: number;
  aggregationReads: number;
}

async function measure(run: () => Promise<Response>): Promise<AdminCallCost> {
  countAggregations();
  Object.assign(aggregation, { queries: 0, billed: 0 });
  const counts = await measureCall(run);
  return { ...counts, aggregations: aggregation.queries, aggregationReads: aggregation.billed };
}

// ---------------------------------------------------------------------------------------------
// The calls

interface Admin {
  uid: string;
  token: string;
}

/** A staff account: an Auth user with the admin claim and a fresh ID token (no member record needed). */
async function benchAdmin(n: number): Promise<Admin> {
  const email = `bench-admin-staff-${n}-${Date.now()}@pilotmiles.test`;
  const password = 'bench-password-1';
  const { uid } = await auth.createUser({ email, password, emailVerified: true, displayName: 'Bench Staff' });
  await auth.setCustomUserClaims(uid, { admin: true });
  const res = await fetch(`${AUTH}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const { idToken } = (await res.json()) as { idToken: string };
  return { uid, token: idToken };
}

interface Shape {
  label: string;
  path: string;
  runs: number;
  inFlight: number;
  /** What the answer must hold (a search that finds nothing measures nothing). */
  check?: (data: unknown) => boolean;
}

export interface AdminRow {
  label: string;
  latencies: number[];
  failures: number;
  wrong: boolean;
  cost: AdminCallCost;
}

export interface AdminFigures {
  members: number;
  seed: { seeded: boolean; seconds: number; documents: number };
  rows: AdminRow[];
}

const items = (data: unknown) => (data as { items: Array<{ uid: string; email: string | null; status: string }> }).items;
const day = (msAgo: number) => new Date(Date.now() - msAgo).toISOString().slice(0, 10);

async function shapes(base: string, admin: Admin): Promise<Shape[]> {
  const get = async (path: string) =>
    ((await (await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${admin.token}` } })).json()) as { data: unknown }).data;
  const first = (await get('/api/users/admin?sort=newest')) as { nextCursor: string | null };
  const probe = seedMember(4321, Date.now());
  const shapesOf: Array<Omit<Shape, 'runs' | 'inFlight'>> = [
    { label: 'search: no filter, newest', path: '/api/users/admin?sort=newest', check: (d) => items(d).length === 25 },
    { label: 'search: second page (cursor)', path: `/api/users/admin?sort=newest&cursor=${first.nextCursor ?? ''}`, check: (d) => items(d).length === 25 },
    { label: 'search: status=suspended', path: '/api/users/admin?status=suspended', check: (d) => items(d).every((r) => r.status === 'suspended') && items(d).length > 0 },
    { label: 'search: role=user, sort=balance', path: '/api/users/admin?role=user&sort=balance', check: (d) => items(d).length > 0 },
    { label: 'search: kyc=approved', path: '/api/users/admin?kyc=approved', check: (d) => items(d).length > 0 },
    { label: 'search: brand_owner', path: `/api/users/admin?brand_owner=${PREFIX}brand-2`, check: (d) => items(d).length > 0 },
    { label: 'search: sign-up range (30 days)', path: `/api/users/admin?created_from=${day(120 * DAY_MS)}&created_to=${day(90 * DAY_MS)}`, check: (d) => items(d).length > 0 },
    { label: 'search: q=email prefix', path: `/api/users/admin?q=${encodeURIComponent('olivia.martin.')}`, check: (d) => items(d).length > 0 },
    { label: 'search: q=name prefix', path: `/api/users/admin?q=${encodeURIComponent('Priya Ko')}`, check: (d) => items(d).length > 0 },
    { label: 'search: q=referral code', path: `/api/users/admin?q=${probe.code}`, check: (d) => items(d).some((r) => r.uid === probe.id) },
  ];
  shapesOf.push(
    { label: 'last-login-users', path: '/api/admin/last-login-users', check: (d) => (d as unknown[]).length === 10 },
    { label: 'last-users-activities', path: '/api/admin/last-users-activities', check: (d) => (d as unknown[]).length === 10 },
    { label: 'dashboard', path: '/api/admin/dashboard', check: (d) => (d as { users_total: number }).users_total >= MEMBERS },
  );
  const series: Shape[] = [];
  for (const call of ['active-users-per-period', 'new-users-per-period', 'summary-activities', 'user-conversion-types'])
    for (const period of ['day', 'week', 'month'])
      series.push({ label: `${call} (${period})`, path: `/api/admin/${call}?period=${period}`, runs: SERIES_RUNS, inFlight: SERIES_IN_FLIGHT });
  return [...shapesOf.map((shape) => ({ ...shape, runs: RUNS, inFlight: IN_FLIGHT })), ...series];
}

/** The shape's runs with its number in flight, spread over the admins (each has a per-member rate limit). */
async function runShape(base: string, admins: Admin[], shape: Shape): Promise<AdminRow> {
  let turn = 0;
  const call = () =>
    fetch(`${base}${shape.path}`, { headers: { authorization: `Bearer ${admins[turn++ % admins.length]!.token}` } });
  const latencies: number[] = [];
  let failures = 0;
  let wrong = false;
  const runOne = async (measured: boolean) => {
    const t = performance.now();
    const res = await call();
    const body = (await res.json().catch(() => null)) as { data?: unknown } | null;
    if (!measured) return;
    latencies.push(performance.now() - t);
    if (!res.ok) failures++;
    else if (shape.check && !shape.check(body?.data)) wrong = true;
  };
  for (let i = 0; i < 2; i++) await runOne(false);
  let next = 0;
  await Promise.all(
    Array.from({ length: shape.inFlight }, async () => {
      while (next < shape.runs) {
        next++;
        await runOne(true);
      }
    }),
  );
  const cost = await measure(call);
  return { label: shape.label, latencies: latencies.sort((a, b) => a - b), failures, wrong, cost };
}

const row = (r: AdminRow) => {
  const c = r.cost;
  return `  ${r.label.padEnd(36)} ${percentile(r.latencies, 50).toFixed(0).padStart(7)} ${percentile(r.latencies, 95).toFixed(0).padStart(7)} ${String(c.reads).padStart(10)} ${String(c.aggregations).padStart(12)} ${String(c.aggregationReads).padStart(11)} ${String(c.reads + c.aggregationReads).padStart(13)}  ${r.failures}${r.wrong ? ' (wrong answer)' : ''}`;
};

/** Seeds, measures every shape (printing each row as it is measured); returns the figures. */
export async function adminFigures(base: string): Promise<AdminFigures> {
  const seed = await seedMembers();
  console.log(
    `\nin-process api: staff calls over ${MEMBERS.toLocaleString('en')} seeded members: searches and lists ${RUNS} runs each, ${IN_FLIGHT} in flight; per-period calls (default ranges) ${SERIES_RUNS} runs, ${SERIES_IN_FLIGHT} in flight`,
  );
  console.log(
    seed.seeded
      ? `  seed: ${seed.documents.toLocaleString('en')} documents (members, referral codes, ledger entries, activities, conversions) written in ${seed.seconds.toFixed(1)} s`
      : `  seed: already present (checked in ${seed.seconds.toFixed(1)} s)`,
  );
  console.log(
    `  ${'call'.padEnd(36)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)} ${'docs read'.padStart(10)} ${'agg queries'.padStart(12)} ${'agg billed'.padStart(11)} ${'billed total'.padStart(13)}  fail`,
  );
  const admins = await Promise.all(Array.from({ length: ADMINS }, (_, n) => benchAdmin(n)));
  try {
    const rows: AdminRow[] = [];
    for (const shape of await shapes(base, admins[0]!)) {
      const r = await runShape(base, admins, shape);
      console.log(row(r));
      rows.push(r);
    }
    return { members: MEMBERS, seed, rows };
  } finally {
    await Promise.all(admins.map((a) => auth.deleteUser(a.uid)));
  }
}

/** The `admin` part of bench.ts: prints the figures; returns the number of failures. */
export async function adminPart(): Promise<number> {
  try {
    const f = await withInProcessApi(adminFigures);
    const lookups = [...new Set(f.rows.map((r) => r.cost.authLookups))].join(' or ');
    console.log(
      `    plus ${lookups} Auth record lookup(s) per call (requireAdmin reads the admin claim fresh); no writes: ${f.rows.every((r) => r.cost.writes === 0)}`,
    );
    return f.rows.reduce((t, r) => t + r.failures + (r.wrong ? 1 : 0), 0);
  } finally {
    if (process.env.BENCH_KEEP !== '1') {
      const seconds = await deleteMembers();
      console.log(`  bench members deleted in ${seconds.toFixed(1)} s (BENCH_KEEP=1 keeps them for a faster re-run)`);
    }
  }
}
