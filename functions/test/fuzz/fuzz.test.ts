/**
 * The fuzz sweep (docs/api.md "The fuzz sweep"): every route mounted on the app, called as an
 * anonymous caller, a member, a member naming another member's ids, and staff, with requests built
 * from the route's example and broken in every way arbitraries.ts knows. No answer may be a 5xx;
 * every 4xx is the error envelope; a guarded route refuses those it guards against (staff, session,
 * another member's ids, a blocked country on a geo-checked route); no answer to a member names another
 * member or staff; and a refused call changes nothing of the watched members (state.ts), nor does
 * any call change a member it is not about. Refusals by design (a geo 403, a 429 limit, a forged
 * survey postback's 403, a 409) are outcomes like any other, listed in the summary.
 *
 * Reproduce a failure with the seed it prints: FUZZ_SEED=<seed> FUZZ_ROUTES='<METHOD> <path>'
 * FUZZ_CALLERS=<caller> (each route and caller draws from its own seed, derived from FUZZ_SEED).
 * FUZZ_RUNS and FUZZ_LANES tune the number of calls per route and caller, and the calls in flight.
 */
import { createHash } from 'node:crypto';
import type { Server } from 'node:http';
import fc from 'fast-check';
import { ERROR_CODES, GEO_ERROR_CODES } from '@pilotmiles/core';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app, checkLedgersAfterEachTest, expectLedgerConsistent } from '../support/helpers';
import { requestArbitrary, type FuzzRequest } from './arbitraries';
import { makeLane, makeShared, sessionOf, type Lane } from './fixtures';
import { geoGuardedRoutes, mountedRoutes, type RouteKey } from './routeTable';
import { CALLERS, ROUTES, type Caller, type Ids, type RouteSpec } from './routes';
import { ALL_WATCHED, changes, narrow, snapshot, type State } from './state';

checkLedgersAfterEachTest();

// CI replays one known seed, so a run there says whether this change broke something; a run
// elsewhere draws a new one each time and keeps exploring (a finding prints its replay line).
const CI_SEED = 1528551904;
const SEED = process.env.FUZZ_SEED
  ? Number(process.env.FUZZ_SEED)
  : process.env.CI
    ? CI_SEED
    : Math.floor(Math.random() * 2 ** 31);
const RUNS = Number(process.env.FUZZ_RUNS ?? 8);
/** Calls for a caller every one of which the route refuses at its door (no session, not staff), or who names nothing of their own. */
const DOOR_RUNS = Math.max(1, Math.ceil(RUNS / 4));
/** Calls for staff on routes that are not staff's (see runsOf). */
const HALF_RUNS = Math.max(1, Math.ceil(RUNS / 2));
const LANES = Number(process.env.FUZZ_LANES ?? 4);
const ONLY_ROUTES = process.env.FUZZ_ROUTES?.split(',').map((s) => s.trim());
const ONLY_CALLERS = process.env.FUZZ_CALLERS?.split(',').map((s) => s.trim());

/** The seed of one route and caller: the same for a given FUZZ_SEED whatever else runs. */
const seedOf = (key: string, caller: Caller) =>
  createHash('sha256').update(`${SEED}:${key}:${caller}`).digest().readUInt32BE(0) >> 1;

/**
 * Whether the request was refused before any route ran: a body the JSON parser could not read
 * (malformed, too large, an unknown encoding or charset: these name no field) or a path it could not
 * decode. A route's own validation names the field.
 */
function refusedUnread(body: unknown): boolean {
  const { code, field } = (body ?? {}) as { code?: string; field?: string };
  return (
    code === ERROR_CODES.invalidJson ||
    code === ERROR_CODES.payloadTooLarge ||
    (code === ERROR_CODES.invalidInput && field === undefined)
  );
}

const PROTOTYPE_KEYS = Object.getOwnPropertyNames(Object.prototype).sort().join(',');

interface Job {
  key: RouteKey;
  spec: RouteSpec;
  caller: Caller;
}

interface Answer {
  status: number;
  body: unknown;
  text: string;
}

const timing = { send: 0, snapshot: 0 };
const calls = { count: 0 };
/** How the calls were answered (status and error code), for the summary: a sweep whose calls all stop at the first check tests little. */
const answers = new Map<string, number>();

/** One server for the whole sweep (supertest would start one per call). */
let server: Server;
beforeAll(async () => {
  server = app.listen(0, '127.0.0.1');
  await new Promise((ready) => server.once('listening', ready));
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

async function send(req: FuzzRequest): Promise<Answer> {
  const url = req.query ? `${req.path}?${req.query}` : req.path;
  let call = request(server)[req.method.toLowerCase() as 'get'](url).timeout(20_000);
  for (const [name, value] of Object.entries(req.headers)) call = call.set(name, value);
  if (req.body !== undefined) call = call.send(req.body as string);
  const res = await call.ok(() => true);
  return { status: res.status, body: res.body, text: res.text ?? '' };
}

const isEnvelope = (body: unknown) => {
  const b = body as { message?: unknown; code?: unknown } | null;
  return !!b && typeof b === 'object' && typeof b.message === 'string' && typeof b.code === 'string';
};

/** Whether a schema would take the body as the server would parse it. */
function accepted(schema: NonNullable<RouteSpec['staffRefusedBy']>, req: FuzzRequest): boolean {
  let value = req.json;
  if (value === undefined && typeof req.body === 'string') {
    try {
      value = JSON.parse(req.body);
    } catch {
      return false;
    }
  }
  return value !== undefined && schema.safeParse(value).success;
}

/**
 * Which watched members a call may change: when it succeeds (or is refused with one of the route's
 * changesWhenRefused codes), the caller's own (staff: their target's).
 */
function mayChange(lane: Lane, job: Job, status: number, code: string | undefined): string[] {
  if (job.spec.access === 'partner') return [];
  if (status >= 400 && !(code && job.spec.changesWhenRefused?.codes.includes(code))) return [];
  if (job.caller === 'staff') return [lane.target.uid];
  if (job.caller === 'member' || job.caller === 'other') return [lane.member.uid];
  return [];
}

const whoIn = (lane: Lane, uid: string) =>
  uid === lane.member.uid ? 'the member' : uid === lane.other.uid ? 'the other member' : "staff's target";

/** The changes to members not in `allowed`, one line each; lines of the `across` collections do not count. */
function unexplained(
  lane: Lane,
  before: State,
  after: State,
  allowed: readonly string[],
  across: readonly string[] = [],
): string[] {
  return lane.uids
    .filter((uid) => !allowed.includes(uid))
    .flatMap((uid) => {
      const diff = changes(before[uid]!, after[uid]!).filter((line) => !across.includes(line.split(' ')[1]!));
      return diff.length ? [`${whoIn(lane, uid)} (${uid}):\n    ${diff.map((d) => clip(d, 400)).join('\n    ')}`] : [];
    });
}

/**
 * The uids an answer to someone other than staff names although the request did not: the watched
 * members but the caller's own, and staff's. A member never learns another's id (nor staff's) from us.
 */
function leakedUids(lane: Lane, job: Job, req: FuzzRequest, text: string): string[] {
  if (job.caller === 'staff') return [];
  const own = job.caller === 'anonymous' ? [] : [lane.member.uid];
  const body = req.body === undefined ? '' : Buffer.isBuffer(req.body) ? req.body.toString('latin1') : req.body;
  const sent = [req.path, req.query, JSON.stringify(req.headers), body].join('\n');
  return [...lane.uids, lane.staff.uid].filter((uid) => !own.includes(uid) && text.includes(uid) && !sent.includes(uid));
}

class Finding extends Error {}

const clip = (s: string, n = 300) => (s.length > n ? `${s.slice(0, n)}… (${s.length} chars)` : s);

function describeRequest(req: FuzzRequest): string {
  const body =
    req.body === undefined
      ? '(none)'
      : Buffer.isBuffer(req.body)
        ? `bytes ${req.body.toString('hex')}`
        : clip(JSON.stringify(req.body));
  const headers = Object.entries(req.headers)
    .map(
      ([k, v]) =>
        `${k}: ${k === 'authorization' && v.length > 40 ? `${v.slice(0, 14)}…` : clip(JSON.stringify(v), 120)}`,
    )
    .join('\n    ');
  return [
    `${req.method} ${clip(req.query ? `${req.path}?${req.query}` : req.path)}`,
    `  as: ${req.caller}`,
    `  built: ${req.recipe.join('; ')}`,
    `  headers:\n    ${headers}`,
    `  body: ${body}`,
  ].join('\n');
}

/** Where a lane stands: everything after its last route, and what its last call read. */
interface LaneState {
  full: State;
  quick: State;
}

/** One call and every check on it; throws a Finding describing what went wrong. Returns who it could change. */
async function check(lane: Lane, job: Job, req: FuzzRequest, at: LaneState): Promise<string[]> {
  let answer: Answer;
  const t0 = Date.now();
  try {
    answer = await send(req);
  } catch (error) {
    throw new Finding(`no answer: ${(error as Error).message}`);
  }
  const problems: string[] = [];
  const { status, body } = answer;
  const outcome = `${status}${status >= 400 && isEnvelope(body) ? ` ${(body as { code: string }).code}` : ''}`;
  answers.set(outcome, (answers.get(outcome) ?? 0) + 1);
  if (status >= 500) problems.push(`answered ${status}`);
  else if (status >= 400 && !isEnvelope(body))
    problems.push(`answered ${status} outside the error envelope {message, code}`);
  if (job.spec.access === 'staff' && job.caller !== 'staff' && status < 400)
    problems.push(`a staff route answered ${status} to ${job.caller}`);
  if (job.spec.access === 'member' && job.caller === 'anonymous' && status < 400)
    problems.push(`a member route answered ${status} without a session`);
  if (req.namesOther && status < 400) problems.push(`answered ${status} to a member naming another member`);
  // The geo check runs before anything of the route (its session check included): geo/blocked unless the body was unreadable.
  const code = (body as { code?: string } | null)?.code;
  if (req.fromBlocked && job.spec.geo && code !== GEO_ERROR_CODES.blocked && !refusedUnread(body))
    problems.push(`a geo-checked route answered ${status} ${code ?? ''} to a caller from a blocked country`);
  for (const uid of leakedUids(lane, job, req, answer.text))
    problems.push(`named ${uid === lane.staff.uid ? 'staff' : whoIn(lane, uid)} (${uid}) in its answer to ${job.caller}`);
  if (Object.getOwnPropertyNames(Object.prototype).sort().join(',') !== PROTOTYPE_KEYS)
    problems.push('Object.prototype was changed');

  const t1 = Date.now();
  timing.send += t1 - t0;
  const after = await snapshot(lane.uids, job.spec.writes ?? []);
  timing.snapshot += Date.now() - t1;
  const allowed = mayChange(lane, job, status, code);
  const across = status < 400 ? (job.spec.movesAcross?.collections ?? []) : [];
  const changed = unexplained(lane, at.quick, after, allowed, across);
  at.quick = after;
  if (changed.length)
    problems.push(`changed ${changed.join('\n  ')}\n  although ${status >= 400 ? 'refused' : 'not theirs to change'}`);
  if (problems.length)
    throw new Finding(
      `${problems.join('\n  ')}\n  answer: ${status} ${clip(answer.text || JSON.stringify(body), 600)}`,
    );
  return allowed;
}

/** What a route's example names for a caller: the same for the member and 'other' when it names no ids. */
const named = (spec: RouteSpec, ids: Ids) =>
  JSON.stringify([
    Object.values(spec.params ?? {}).map((f) => f(ids)),
    spec.query?.(ids),
    spec.body?.(ids),
    spec.headers?.(ids),
  ]);

/**
 * RUNS calls, fewer where they would mostly repeat others: all ending at the route's door, the
 * member's own calls again (another member's ids on a route that names none; a partner's route,
 * which reads no session, called with one), or staff outside staff's routes (a member like any
 * other there, on their own account: half).
 */
function runsOf(lane: Lane, job: Job): number {
  const { access } = job.spec;
  if (access === 'staff' && job.caller !== 'staff') return DOOR_RUNS;
  if (access === 'member' && job.caller === 'anonymous') return DOOR_RUNS;
  if (job.caller === 'other' && named(job.spec, lane.ids.other) === named(job.spec, lane.ids.member)) return DOOR_RUNS;
  if (access === 'partner' && (job.caller === 'member' || job.caller === 'staff')) return DOOR_RUNS;
  if (job.caller === 'staff' && access !== 'staff') return HALF_RUNS;
  return RUNS;
}

/** One route and caller: RUNS calls drawn from its seed, each checked at once against the records and the route's collections. */
async function runJob(lane: Lane, job: Job, at: LaneState, allowed: Set<string>): Promise<string | null> {
  let arbitrary = requestArbitrary({
    key: job.key,
    spec: job.spec,
    caller: job.caller,
    ids: lane.ids[job.caller],
    authorization: sessionOf(lane, job.caller),
  });
  const schema = job.caller === 'staff' ? job.spec.staffRefusedBy : undefined;
  if (schema) arbitrary = arbitrary.filter((req) => !accepted(schema, req));
  let failed: FuzzRequest | undefined;
  const details = await fc
    .check(
      fc.asyncProperty(arbitrary, async (req) => {
        calls.count++;
        failed = req;
        for (const uid of await check(lane, job, req, at)) allowed.add(uid);
        failed = undefined;
      }),
      { seed: seedOf(job.key, job.caller), numRuns: runsOf(lane, job), endOnFailure: true },
    )
    // A throw outside the property (while building a request) is the sweep's own bug: reported, and the lane goes on.
    .catch((error: unknown) => ({ failed: true, errorInstance: error, counterexamplePath: null }));
  if (!details.failed) return null;
  // The failing call may have changed something: the next caller starts from what is there now.
  at.quick = await snapshot(lane.uids, job.spec.writes ?? []);
  const why = details.errorInstance instanceof Finding ? details.errorInstance.message : String(details.errorInstance);
  return `${job.key} as ${job.caller} (${lane.name}), run ${details.counterexamplePath}:\n  ${why}\n${failed ? describeRequest(failed) : ''}\n  replay: FUZZ_SEED=${SEED} FUZZ_ROUTES='${job.key}' FUZZ_CALLERS=${job.caller}`;
}

/**
 * One route, caller after caller; then every watched collection against the state before its
 * first call, for a change no call of the route could make (refused, or not the caller's).
 */
async function runRoute(lane: Lane, route: Job[], at: LaneState): Promise<string[]> {
  const findings: string[] = [];
  const allowed = new Set<string>();
  const writes = route[0]!.spec.writes ?? [];
  at.quick = narrow(at.full, writes);
  for (const job of route) {
    const finding = await runJob(lane, job, at, allowed);
    if (finding) findings.push(finding);
  }
  const before = at.full;
  at.full = await snapshot(lane.uids, ALL_WATCHED);
  const across = allowed.size ? (route[0]!.spec.movesAcross?.collections ?? []) : [];
  const changed = unexplained(lane, before, at.full, [...allowed], across);
  if (changed.length && !findings.length)
    findings.push(
      `${route[0]!.key} (${lane.name}): one of its calls changed ${changed.join('\n  ')}\n  although none could (refused, or not theirs to change); add the collection to the route's writes to find which\n  replay: FUZZ_SEED=${SEED} FUZZ_ROUTES='${route[0]!.key}'`,
    );
  return findings;
}

/** The sweep's work: each route with its callers (FUZZ_ROUTES and FUZZ_CALLERS narrow it). */
function routes(): Job[][] {
  return (Object.entries(ROUTES) as Array<[RouteKey, RouteSpec]>)
    .filter(([key]) => !ONLY_ROUTES || ONLY_ROUTES.includes(key))
    .map(([key, spec]) =>
      CALLERS.filter(
        (caller) => !spec.skip?.callers.includes(caller) && (!ONLY_CALLERS || ONLY_CALLERS.includes(caller)),
      ).map((caller) => ({ key, spec, caller })),
    )
    .filter((route) => route.length > 0);
}

describe('the fuzz sweep of every route', () => {
  it('knows every mounted route, and only those', () => {
    const mounted = mountedRoutes(app);
    const known = Object.keys(ROUTES);
    expect(
      mounted.filter((r) => !known.includes(r)),
      'routes mounted in app.ts that the sweep does not know: add each to test/fuzz/routes.ts',
    ).toEqual([]);
    expect(
      known.filter((r) => !mounted.includes(r as RouteKey)),
      'routes in test/fuzz/routes.ts that are no longer mounted',
    ).toEqual([]);
    // The geo check's list, against the routes the sweep expects it on (and a listed path that is no route guards nothing).
    const geo = Object.entries(ROUTES).filter(([, spec]) => spec.geo).map(([key]) => key);
    const guarded = geoGuardedRoutes();
    expect(
      geo.filter((r) => !guarded.includes(r as RouteKey)),
      "routes.ts's geo routes that GEO_GUARDED_ROUTES does not list",
    ).toEqual([]);
    expect(
      guarded.filter((r) => !geo.includes(r) || !mounted.includes(r)),
      'GEO_GUARDED_ROUTES entries that are not geo routes in routes.ts, or not mounted',
    ).toEqual([]);
  });

  it(
    `finds no 5xx, no answer outside the envelope and no change by a refused call (seed ${SEED})`,
    // About a minute at the default FUZZ_RUNS on two cores; the limit only guards against a hang.
    { timeout: 120_000 + RUNS * 20_000 },
    async () => {
      console.info(
        `fuzz: seed ${SEED}, ${RUNS} calls per route and caller, ${LANES} lanes (replay: FUZZ_SEED=${SEED})`,
      );
      const started = Date.now();
      const shared = await makeShared();
      const lanes = await Promise.all(Array.from({ length: LANES }, (_, i) => makeLane(`lane ${i + 1}`, shared)));
      const setup = Date.now() - started;
      const queue = routes();
      const findings: string[] = [];

      await Promise.all(
        lanes.map(async (lane) => {
          const full = await snapshot(lane.uids, ALL_WATCHED);
          const at: LaneState = { full, quick: full };
          for (let route = queue.shift(); route; route = queue.shift()) {
            const found = await runRoute(lane, route, at);
            // Printed at once too, so a run cut short still shows what it found.
            for (const finding of found) console.error(`fuzz finding (seed ${SEED}):\n${finding}`);
            findings.push(...found);
          }
          // The ledger invariant of the lane's members (the checks above compare their records).
          for (const uid of lane.uids)
            await expectLedgerConsistent(uid).catch((error: Error) => findings.push(`${lane.name}: ${error.message}`));
        }),
      );

      console.info(
        `fuzz: ${calls.count} calls in ${((Date.now() - started - setup) / 1000).toFixed(1)} s after ${(setup / 1000).toFixed(1)} s of setup (lane time in calls ${(timing.send / 1000).toFixed(1)} s, in snapshots ${(timing.snapshot / 1000).toFixed(1)} s); ${findings.length} finding(s)`,
      );
      const all = [...answers].sort((a, b) => b[1] - a[1]);
      console.info(`fuzz: answers ${all.map(([k, n]) => `${k} ×${n}`).join(', ')}`);
      expect(findings, `fuzz findings (seed ${SEED}):\n\n${findings.join('\n\n')}`).toEqual([]);
    },
  );
});
