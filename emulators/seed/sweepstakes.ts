/**
 * Seeds sweepstakes (docs/sweepstakes.md) in every status: open ones (one closing within two
 * hours), upcoming, drawn (with a real, verifiable draw and the prize payout), cancelled (entries
 * refunded) and a draft. Entrants are synthetic members made the way the demo accounts are (Auth
 * account, createUser, the welcome bonus); everything they spend or get back goes through the
 * functions' ledger, so each member's total_coins stays the sum of their transactions. The demo
 * member holds a couple of entries in an open one.
 *
 * Re-runnable like the rest of the seed: a sweepstake that exists is kept as it is (staff may have
 * edited it, the job may have drawn it), members are found by email, ledger ids are fixed (the
 * ledger skips ids already posted), and all amounts come from a PRNG seeded by the ids, so a rerun
 * after a cut-short run posts the same amounts. The sweepstake document is written last, in one
 * transaction with its prize payout, so a sweepstake that exists is complete.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  createUserBody,
  dayKey,
  drawWinner,
  publicEntrantId,
  sha256Hex,
  shortWinnerName,
  sweepstakeCreateBody,
  txId,
  type DrawLine,
  type SweepstakeStatus,
  type TransactionType,
} from '@pilotmiles/core';
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import {
  actOnPayout,
  auth,
  createPrizePayoutInTransaction,
  createUser,
  db,
  deliverPrizeNow,
  getUserSnapshot,
  post,
  prizePayoutId,
  prizeReviewFor,
  refreshUser,
  type AuthContext,
} from '../../functions/src/forScripts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './data/accounts';

const PUBLIC_DIR = fileURLToPath(new URL('../../web/public/', import.meta.url));
/** gRPC ALREADY_EXISTS: `create` on an id that is there. */
const ALREADY_EXISTS = 6;
const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** What the seed writes as the author of what staff would otherwise create. */
const ACTOR = 'cli:seed';
/** The request key of the seed's one entry request per member and sweepstake. */
const REQUEST_KEY = 'seed';
const SPONSOR_MAIL = 'sweepstakes@pilotmiles.test';

type Art = 'cash' | 'travel' | 'tech' | 'giftcard' | 'gaming' | 'home';

interface Spec {
  id: string;
  title: string;
  description: string;
  /** Prize, whole dollars. */
  value: number;
  /** PM per entry. */
  entry_cost: number;
  max_entries: number;
  art: Art;
  /** Stored status: time moves it later (the job), the seed writes what the job would have. */
  status: SweepstakeStatus;
  /** Start and end relative to the seed run, in ms (negative: in the past). */
  start: number;
  end: number;
  /** When staff created it, relative to the run. */
  created: number;
  /** How many synthetic members entered. */
  entrants?: number;
  /** The demo member's entries (an open one, below its max). */
  demoEntries?: number;
  /**
   * Completed: what became of the prize payout the draw wrote. 'fulfilled': staff approved it
   * the next morning if it waited for them, and the gift-card simulator delivered it.
   */
  prize?: 'fulfilled' | 'pending_review';
  /** Cancelled: when (relative to the run) and why. */
  cancelled?: { at: number; reason: string };
}

/** Whole hours, so dates read like ones staff would type. */
const hours = (ms: number) => Math.round(ms / HOUR) * HOUR;

const SPECS: Spec[] = [
  {
    id: 'holiday-cash-500',
    title: '$500 Holiday Cash',
    description:
      'Five hundred dollars to spend however you like this season: gifts, travel home, or simply a lighter credit card bill. The winner picks PayPal cash or any gift card from the prize link. Entries close soon, so get yours in now.',
    value: 500,
    entry_cost: 100,
    max_entries: 10,
    art: 'cash',
    status: 'active',
    start: hours(-6 * DAY),
    end: 110 * MINUTE,
    created: hours(-8 * DAY),
    entrants: 26,
  },
  {
    id: 'tokyo-flights',
    title: 'Round-Trip Flights to Tokyo for Two',
    description:
      'Cherry blossoms, neon nights and the best ramen of your life. Win $2,500 to book two round-trip economy tickets to Tokyo from any US airport, with whichever airline and dates suit you.',
    value: 2500,
    entry_cost: 250,
    max_entries: 20,
    art: 'travel',
    status: 'active',
    start: hours(-10 * DAY),
    end: hours(18 * DAY),
    created: hours(-12 * DAY),
    entrants: 30,
  },
  {
    id: 'console-bundle-650',
    title: 'Next-Gen Console Bundle',
    description:
      'A current-generation games console, a second controller and a year of online play, worth $650 in total, delivered as a $650 reward link so you can pick the platform you already love.',
    value: 650,
    entry_cost: 150,
    max_entries: 15,
    art: 'gaming',
    status: 'active',
    start: hours(-3 * DAY),
    end: hours(9 * DAY),
    created: hours(-5 * DAY),
    entrants: 19,
  },
  {
    id: 'gift-card-friday-100',
    title: '$100 Gift Card of Your Choice',
    description:
      'Our weekly favourite: one winner gets a $100 reward link to swap for a gift card from more than a hundred stores, restaurants and streaming services. Cheap entries, quick draw.',
    value: 100,
    entry_cost: 50,
    max_entries: 10,
    art: 'giftcard',
    status: 'active',
    start: hours(-2 * DAY),
    end: hours(5 * DAY),
    created: hours(-4 * DAY),
    entrants: 16,
    demoEntries: 2,
  },
  {
    id: 'smart-home-makeover',
    title: 'Smart Home Makeover',
    description:
      'Smart speakers, a video doorbell, mesh Wi-Fi and lighting that follows your day: $1,500 to make your place work for you. Opens soon.',
    value: 1500,
    entry_cost: 200,
    max_entries: 25,
    art: 'home',
    status: 'scheduled',
    start: hours(2 * DAY),
    end: hours(23 * DAY),
    created: hours(-1 * DAY),
  },
  {
    id: 'new-year-laptop',
    title: 'New Year Ultralight Laptop',
    description:
      'Start the year with a featherweight laptop that lasts all day on one charge. The winner gets $1,200 to choose the model and spec they want.',
    value: 1200,
    entry_cost: 300,
    max_entries: 20,
    art: 'tech',
    status: 'scheduled',
    start: hours(7 * DAY),
    end: hours(35 * DAY),
    created: hours(-2 * DAY),
  },
  {
    id: 'summer-cash-1000',
    title: '$1,000 End-of-Summer Cash',
    description:
      'One thousand dollars in cash to send summer off in style: pay down a bill, top up your savings or fund one last weekend away.',
    value: 1000,
    entry_cost: 200,
    max_entries: 20,
    art: 'cash',
    status: 'completed',
    start: hours(-40 * DAY),
    end: hours(-12 * DAY),
    created: hours(-43 * DAY),
    entrants: 28,
    prize: 'pending_review',
  },
  {
    id: 'gamer-gift-card-150',
    title: '$150 Gamer Gift Card',
    description:
      'New games, add-ons or a subscription: a $150 reward link you can spend at any of the big console and PC game stores.',
    value: 150,
    entry_cost: 50,
    max_entries: 10,
    art: 'gaming',
    status: 'completed',
    start: hours(-30 * DAY),
    end: hours(-16 * DAY),
    created: hours(-32 * DAY),
    entrants: 21,
    prize: 'fulfilled',
  },
  {
    id: 'noise-cancelling-headphones',
    title: 'Premium Noise-Cancelling Headphones',
    description: 'Over-ear headphones with class-leading noise cancelling and 30-hour battery life, worth $350.',
    value: 350,
    entry_cost: 75,
    max_entries: 10,
    art: 'tech',
    status: 'cancelled',
    start: hours(-12 * DAY),
    end: hours(6 * DAY),
    created: hours(-14 * DAY),
    entrants: 13,
    cancelled: {
      at: hours(-4 * DAY),
      reason:
        'Our prize partner could not guarantee delivery before the draw, so we called this one off. Watch for a new headphones sweepstake soon',
    },
  },
  {
    id: 'spring-getaway-2500',
    title: 'Spring Getaway for Two',
    description:
      'Five nights somewhere warm for two: $2,500 toward flights and a hotel of your choice, from beach resorts to city breaks.',
    value: 2500,
    entry_cost: 500,
    max_entries: 50,
    art: 'travel',
    status: 'draft',
    start: hours(30 * DAY),
    end: hours(60 * DAY),
    created: hours(-1 * DAY),
  },
];

/** Synthetic members who enter: [full name, display name or null for the full name, zone, city]. */
const MEMBERS: Array<[string, string | null, string, string]> = [
  ['Maria Gonzalez', null, 'America/Chicago', 'San Antonio'],
  ['James Carter', null, 'America/New_York', 'Atlanta'],
  ['Aisha Thompson', null, 'America/New_York', 'Philadelphia'],
  ['Kevin Nguyen', null, 'America/Los_Angeles', 'San Jose'],
  ['Emily Rossi', null, 'America/New_York', 'Boston'],
  ['Daniel Kim', null, 'America/Los_Angeles', 'Seattle'],
  ['Sofia Martinez', null, 'America/Phoenix', 'Phoenix'],
  ['Marcus Johnson', null, 'America/Chicago', 'Chicago'],
  ['Olivia Bennett', null, 'America/Denver', 'Denver'],
  ['Ethan Patel', null, 'America/New_York', 'Jersey City'],
  ['Chloe Williams', null, 'America/Chicago', 'Nashville'],
  ['Jamal Robinson', null, 'America/New_York', 'Baltimore'],
  ['Hannah Schmidt', null, 'America/Chicago', 'Milwaukee'],
  ['Luis Herrera', null, 'America/Los_Angeles', 'Los Angeles'],
  ["Grace O'Connor", 'Grace O.', 'America/New_York', 'Providence'],
  ['Ryan Mitchell', null, 'America/Denver', 'Salt Lake City'],
  ['Priya Sharma', null, 'America/Chicago', 'Dallas'],
  ['Tyler Brooks', 'tbrooks', 'America/New_York', 'Columbus'],
  ['Natalie Chen', null, 'America/Los_Angeles', 'San Francisco'],
  ['Andre Washington', null, 'America/New_York', 'Charlotte'],
  ['Megan Foster', null, 'America/Chicago', 'Kansas City'],
  ['Diego Alvarez', null, 'America/Los_Angeles', 'San Diego'],
  ['Rachel Levine', null, 'America/New_York', 'New York'],
  ['Brandon Scott', null, 'America/New_York', 'Orlando'],
  ['Yuki Tanaka', null, 'Pacific/Honolulu', 'Honolulu'],
  ['Jasmine Reed', null, 'America/Chicago', 'Houston'],
  ['Connor Walsh', 'ConnorW', 'America/New_York', 'Pittsburgh'],
  ['Fatima Hassan', null, 'America/Detroit', 'Dearborn'],
  ['Noah Fischer', 'NoahF', 'America/Chicago', 'Minneapolis'],
  ['Ava Coleman', null, 'America/Los_Angeles', 'Portland'],
  ['Samuel Okafor', null, 'America/Chicago', 'Austin'],
  ['Lily Anderson', null, 'America/Denver', 'Boise'],
  ['Victor Morales', null, 'America/Phoenix', 'Tucson'],
  ['Brooke Sullivan', null, 'America/New_York', 'Raleigh'],
  ['Omar Haddad', null, 'America/New_York', 'Miami'],
  ['Zoe Parker', 'zoe.travels', 'America/Los_Angeles', 'Sacramento'],
  ['Caleb Turner', null, 'America/Chicago', 'Oklahoma City'],
  ['Mei Lin', null, 'America/Los_Angeles', 'Oakland'],
  ['Isaac Goldberg', null, 'America/New_York', 'Washington'],
  ['Renee Dubois', null, 'America/Chicago', 'New Orleans'],
];

/** What members earned before they entered: [type, description]. */
const EARNINGS: Array<[TransactionType, string]> = [
  ['offer', 'Coin Quest: reach village 15'],
  ['offer', 'Take 10-Minute Survey'],
  ['offer', 'Stream+ free trial started'],
  ['offer', 'Merge Garden: complete chapter 3'],
  ['shopping', 'Cashback: running shoes at RunFast'],
  ['shopping', 'Cashback: groceries at FreshCart'],
  ['travel', 'Travel booking: hotel in Lisbon'],
  ['travel', 'Travel booking: car hire in Denver'],
  ['offer', 'Open a savings account with Northbank'],
  ['shopping', 'Cashback: headphones at SoundHub'],
];

// ---------------------------------------------------------------------------------------------
// Deterministic randomness: the same ids give the same entrants and amounts on every run.

function prng(key: string): () => number {
  let a = Number.parseInt(sha256Hex(key).slice(0, 8), 16);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const between = (rand: () => number, min: number, max: number) => min + Math.floor(rand() * (max - min + 1));

/** Most members buy one to three entries; a few go to the max. */
function entriesFor(rand: () => number, max: number): number {
  const r = rand();
  if (r < 0.35) return 1;
  if (r < 0.65) return Math.min(max, between(rand, 2, 3));
  if (r < 0.88) return between(rand, 1, Math.max(1, Math.ceil(max / 2)));
  return max;
}

// ---------------------------------------------------------------------------------------------
// Official rules.

const when = (ms: number) =>
  `${new Date(ms).toLocaleString('en-US', { timeZone: 'UTC', dateStyle: 'long', timeStyle: 'short' })} UTC`;
const usd = (n: number) => `$${n.toLocaleString('en-US')}`;
const pm = (n: number) => `${n.toLocaleString('en-US')} PM`;

function rulesFor(s: Spec, startMs: number, endMs: number): string {
  return `# Official Rules: ${s.title}

**NO PURCHASE OR PAYMENT OF ANY KIND IS NECESSARY TO ENTER OR WIN. A PURCHASE OR PAYMENT WILL NOT INCREASE YOUR CHANCES OF WINNING. VOID WHERE PROHIBITED.**

## 1. Sponsor
This sweepstakes is sponsored by PilotMiles ("Sponsor"). Questions about it go to ${SPONSOR_MAIL}.

## 2. Eligibility
Open to legal residents of the 50 United States and the District of Columbia who are **18 years of age or older** (19 in Alabama and Nebraska, 21 in Mississippi) at the time of entry and hold a PilotMiles account with a verified e-mail address. Employees of the Sponsor and their immediate family and household members are not eligible.

## 3. Entry period
The sweepstakes starts on **${when(startMs)}** and ends on **${when(endMs)}** (the "Entry Period"). The Sponsor's server clock is the official clock; entries received after the end are not counted.

## 4. How to enter
- **With PilotMiles:** sign in, open this sweepstake and choose how many entries to add. Each entry costs **${pm(s.entry_cost)}**, debited from your balance when the entry is made. PilotMiles are earned free of charge by completing offers, surveys and other activities on PilotMiles.
- **Alternative method of entry (free):** send an e-mail to ${SPONSOR_MAIL} with the subject "${s.title}" and your name and the e-mail address of your PilotMiles account. Each valid request receives one (1) free entry. Free entries have exactly the same chance of winning as entries made with PilotMiles.

Each person may hold at most **${s.max_entries} ${s.max_entries === 1 ? 'entry' : 'entries'}** in this sweepstake over the whole Entry Period, however they were obtained. Entries are final and are not refunded, except that all PilotMiles spent are refunded in full if the Sponsor cancels the sweepstakes. Automated, scripted or bulk entries are void.

## 5. Prize
One (1) prize: **${usd(s.value)}**, delivered as a reward link the winner redeems for the gift card or cash payout of their choice from the options the link offers. Approximate retail value: ${usd(s.value)}. No substitution or transfer of the prize except by the Sponsor, who may substitute a prize of equal or greater value. Taxes are the winner's responsibility; a winner of a prize worth $600 or more must provide a tax form (IRS Form W-9) and will receive a Form 1099.

## 6. Winner selection: a draw you can check
The winner is drawn at random from all eligible entries within minutes after the Entry Period ends. Each entry is one ticket, so your odds are your entries divided by the total number of entries received.

- When the sweepstake was created the Sponsor chose a secret random **seed** and published its SHA-256 hash (the "draw commitment", shown on the sweepstake page before anyone entered). The seed cannot be changed afterwards without the hash giving it away.
- At the draw, the final entry list (one line per entrant: an anonymous entrant id and their number of entries, sorted by id) is hashed with SHA-256. The winning ticket is SHA-256 of "seed:list hash", read as a number, modulo the total number of entries; counting down the list's entries to that ticket gives the winner.
- After the draw the page publishes the seed, the list, its hash, the total and the ticket. Anyone can recompute them with the page's **Verify** button or a few shell commands, and confirm the seed matches the commitment.

## 7. Winner notification and verification
The winner is notified in the app and by e-mail at the address of their account, and the prize appears under My rewards. The Sponsor may ask the winner to verify their identity and eligibility before the prize is delivered; a winner who does not respond within 14 days, or is found ineligible, forfeits the prize, and the Sponsor may award it to an alternate winner drawn the same way.

## 8. General conditions
The Sponsor may cancel, modify or suspend the sweepstakes if fraud, technical failure or any other cause beyond its control impairs its integrity; if it is cancelled, all PilotMiles spent on entries are refunded. By entering, entrants agree to these Official Rules and the Sponsor's decisions, which are final. Personal data is used to run the sweepstakes as described in the PilotMiles privacy policy. The winner's first name and last initial may be shown publicly.

## 9. Sponsor
PilotMiles, ${SPONSOR_MAIL}. This sweepstakes is in no way sponsored, endorsed or administered by, or associated with, any store, airline or brand whose products the prize can be spent on.
`;
}

// ---------------------------------------------------------------------------------------------
// Members.

interface Member {
  uid: string;
  email: string;
  /** What an entry document records (full name, else display name), as the enter service does. */
  name: string;
  zone: string;
  joinedMs: number;
}

const emailOf = (fullName: string) =>
  `${fullName
    .toLowerCase()
    .replace(/[^a-z ]/g, '')
    .replace(/ /g, '.')}@example.com`;

/** Runs `fn` over `items`, `limit` at a time (the emulators are happier that way). */
async function inPool<T, R>(items: readonly T[], limit: number, fn: (item: T, i: number) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

/** A member as a sign-up and first verified visit make one, joined `joinedMs` (the welcome bonus then). */
async function ensureMember(
  [fullName, displayName, zone, city]: (typeof MEMBERS)[number],
  now: number,
): Promise<Member> {
  const email = emailOf(fullName);
  const shown = displayName ?? fullName;
  const rand = prng(`member:${email}`);
  const joinedMs = hours(now - between(rand, 50, 160) * DAY);
  const record =
    (await auth.getUserByEmail(email).catch(() => null)) ??
    (await auth.createUser({ email, password: DEMO_PASSWORD, emailVerified: true, displayName: shown }));
  const ctx: AuthContext = {
    uid: record.uid,
    email,
    emailVerified: true,
    admin: false,
    displayName: shown,
    photoURL: null,
    signInProvider: 'password',
    authTime: Math.floor(now / 1000),
    fresh: true,
  };
  const signUp = createUserBody.parse({
    location: { country: 'US', city },
    additionalData: { fullName, displayName: shown },
  });
  // Seeded members signed up from American addresses (the server's country, docs/rewards.md).
  await createUser(ctx, signUp, zone, { country: 'US' });
  const stored = (await getUserSnapshot(record.uid)).get('created_at') as Timestamp | undefined;
  if (!stored || stored.toMillis() > joinedMs)
    await db
      .collection('users')
      .doc(record.uid)
      .update({ created_at: Timestamp.fromMillis(joinedMs) });
  const snap = await refreshUser(await getUserSnapshot(record.uid), ctx, zone, new Date(joinedMs));
  return { uid: record.uid, email, name: snap.get('full_name') || snap.get('display_name') || shown, zone, joinedMs };
}

// ---------------------------------------------------------------------------------------------
// The plan: who entered what, when, and the ledger entries that pay for it.

interface Entry {
  member: Member;
  entries: number;
  at: number;
}

interface Plan {
  spec: Spec;
  startMs: number;
  endMs: number;
  entries: Entry[];
}

interface LedgerEvent {
  at: number;
  id: string;
  type: TransactionType;
  amount: number;
  description: string;
  meta?: Record<string, unknown>;
}

const plural = (n: number) => `${n} ${n === 1 ? 'entry' : 'entries'}`;

function planEntries(spec: Spec, members: Member[], now: number): Plan {
  const startMs = now + spec.start;
  const endMs = now + spec.end;
  const rand = prng(`sweepstake:${spec.id}`);
  const order = members.map((m) => ({ m, k: rand() })).sort((a, b) => a.k - b.k);
  const closes = Math.min(endMs, spec.cancelled ? now + spec.cancelled.at : endMs, now) - 5 * MINUTE;
  const opens = startMs + 20 * MINUTE;
  const entries = order.slice(0, spec.entrants ?? 0).map(({ m }) => ({
    member: m,
    entries: entriesFor(rand, spec.max_entries),
    at: opens + Math.floor(rand() * Math.max(0, closes - opens)),
  }));
  return { spec, startMs, endMs, entries };
}

/** Each member's entries and refunds, and enough earlier earnings to pay for them. */
function ledgerOf(member: Member, plans: Plan[], now: number): LedgerEvent[] {
  const events: LedgerEvent[] = [];
  for (const { spec, entries } of plans)
    for (const e of entries.filter((x) => x.member.uid === member.uid)) {
      const cost = e.entries * spec.entry_cost;
      events.push({
        at: e.at,
        id: txId.sweepEntry(spec.id, REQUEST_KEY),
        type: 'sweepstake-entry',
        amount: -cost,
        description: `${plural(e.entries)}: ${spec.title}`,
        meta: { sweepstake_id: spec.id, entries: e.entries },
      });
      if (spec.cancelled)
        events.push({
          at: now + spec.cancelled.at + MINUTE + Math.floor(prng(`refund:${spec.id}:${member.email}`)() * 30_000),
          id: txId.sweepRefund(spec.id, member.uid),
          type: 'refund',
          amount: cost,
          description: `Refund: ${spec.title} (cancelled)`,
          meta: { sweepstake_id: spec.id },
        });
    }
  const spent = -events.filter((e) => e.amount < 0).reduce((sum, e) => sum + e.amount, 0);
  const rand = prng(`earnings:${member.email}`);
  const firstSpend = Math.min(now, ...events.map((e) => e.at));
  const count = between(rand, 2, 4);
  // What they earned covers every entry with some to spare (the welcome bonus comes on top).
  const total = Math.ceil((spent + between(rand, 150, 2400)) / 5) * 5;
  const from = member.joinedMs + DAY;
  const to = Math.max(from + HOUR, firstSpend - 6 * HOUR);
  const weights = Array.from({ length: count }, () => 0.6 + rand() * 0.8);
  const sum = weights.reduce((a, b) => a + b, 0);
  // Shares in 5s; the last takes the rest (at least an eighth of the total, so never zero).
  const shares = weights.map((w) => Math.floor((total * w) / sum / 5) * 5);
  shares[count - 1] = total - shares.slice(0, -1).reduce((a, b) => a + b, 0);
  shares.forEach((amount, i) => {
    const [type, description] = EARNINGS[between(rand, 0, EARNINGS.length - 1)]!;
    events.push({
      at: from + Math.floor(((i + rand()) / count) * (to - from)),
      id: `seed:earn:${i + 1}`,
      type,
      amount,
      description,
    });
  });
  return events.sort((a, b) => a.at - b.at);
}

/** Posts a member's events in the order they happened (balance_after then reads in order). */
async function postAll(uid: string, zone: string, events: LedgerEvent[]): Promise<void> {
  for (const { at, ...entry } of events) {
    const date = new Date(at);
    await post(uid, entry, { day: dayKey(date, zone), now: date });
  }
}

// ---------------------------------------------------------------------------------------------
// Notices (in-app only: a seed sends no mail), shaped as functions/src/sweepstakes/notices.ts.

function notice(
  uid: string,
  id: string,
  kind: 'won' | 'result' | 'cancelled',
  title: string,
  body: string,
  atMs: number,
) {
  return {
    ref: db.collection('users').doc(uid).collection('notifications').doc(`sweep:${id}:${kind}`),
    data: {
      type: `sweepstake-${kind}`,
      title,
      body,
      url: kind === 'won' ? '/profile/rewards' : '/sweepstakes',
      created_at: Timestamp.fromMillis(atMs),
      read: false,
    },
  };
}

// ---------------------------------------------------------------------------------------------

/** Each spec as staff could create it (sweepstakeCreateBody), with its card art in web/public. */
function validSpecs(now: number): Spec[] {
  const seen = new Set<string>();
  for (const s of SPECS) {
    if (seen.has(s.id)) throw new Error(`seed: sweepstake ${s.id}: listed twice`);
    seen.add(s.id);
    const imageUrl = `/images/sweepstakes/${s.art}.svg`;
    const parsed = sweepstakeCreateBody.safeParse({
      title: s.title,
      description: s.description,
      rules: rulesFor(s, now + s.start, now + s.end),
      value: s.value,
      entryCost: s.entry_cost,
      maxEntries: s.max_entries,
      startDate: new Date(now + s.start).toISOString(),
      endDate: new Date(now + s.end).toISOString(),
      imageUrl,
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new Error(`seed: sweepstake ${s.id}: ${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`);
    }
    if (!existsSync(join(PUBLIC_DIR, imageUrl)))
      throw new Error(`seed: sweepstake ${s.id}: image ${imageUrl} is not in web/public`);
    if (s.created > Math.min(s.start, 0))
      throw new Error(`seed: sweepstake ${s.id}: created after it starts or in the future`);
    if ((s.demoEntries ?? 0) >= s.max_entries)
      throw new Error(`seed: sweepstake ${s.id}: the demo member would be at the max`);
  }
  return SPECS;
}

/** Seeds the sweepstakes not there yet and their entrants; answers the log line. */
export async function seedSweepstakes(demoUid: string): Promise<string> {
  const now = Date.now();
  const specs = validSpecs(now);
  const existing = await db.getAll(...specs.map((s) => db.collection('sweepstakes').doc(s.id)));
  const todo = specs.filter((_, i) => !existing[i]!.exists);
  if (!todo.length) return `${specs.length} sweepstakes (0 added, ${specs.length} kept)`;

  const members = await inPool(MEMBERS, 6, (m) => ensureMember(m, now));
  // Every plan (not only the ones to write) so each member's earnings come out the same every run.
  const plans = specs.map((s) => planEntries(s, members, now));
  const todoPlans = plans.filter((p) => todo.includes(p.spec));
  await inPool(members, 6, async (m) => {
    const events = ledgerOf(m, plans, now);
    const needed = new Set(
      todoPlans.flatMap((p) => [txId.sweepEntry(p.spec.id, REQUEST_KEY), txId.sweepRefund(p.spec.id, m.uid)]),
    );
    await postAll(
      m.uid,
      m.zone,
      events.filter((e) => e.id.startsWith('seed:earn:') || needed.has(e.id)),
    );
  });

  // The demo member's entries: a debit now (after their seeded history), if their balance allows.
  const demoPlan = todoPlans.find((p) => p.spec.demoEntries);
  if (demoUid && demoPlan) {
    const demo = (await getUserSnapshot(demoUid)).data()!;
    const n = demoPlan.spec.demoEntries!;
    const at = new Date();
    const debit = await post(
      demoUid,
      {
        id: txId.sweepEntry(demoPlan.spec.id, REQUEST_KEY),
        type: 'sweepstake-entry',
        amount: -n * demoPlan.spec.entry_cost,
        description: `${plural(n)}: ${demoPlan.spec.title}`,
        meta: { sweepstake_id: demoPlan.spec.id, entries: n },
      },
      { day: dayKey(at, demo.timezone ?? 'UTC'), now: at },
    ).catch((err: unknown) => {
      console.warn(`seed: demo member not entered in ${demoPlan.spec.id}: ${(err as Error).message}`);
      return null;
    });
    if (debit)
      demoPlan.entries.push({
        member: {
          uid: demoUid,
          email: demo.email,
          name: demo.full_name || demo.display_name,
          zone: demo.timezone ?? 'UTC',
          joinedMs: 0,
        },
        entries: n,
        at: at.getTime(),
      });
  }

  const admin = DEMO_ACCOUNTS.find((a) => a.admin);
  const adminUid = admin ? ((await auth.getUserByEmail(admin.email).catch(() => null))?.uid ?? ACTOR) : ACTOR;
  let added = 0;
  for (const plan of todoPlans) if (await writeSweepstake(plan, now, adminUid)) added++;
  return `${specs.length} sweepstakes (${added} added, ${specs.length - added} kept), ${members.length} entrant members`;
}

/** Writes one sweepstake with its seed, entries, draw and payout; false when it already existed. */
async function writeSweepstake({ spec, startMs, endMs, entries }: Plan, now: number, adminUid: string): Promise<boolean> {
  const ref = db.collection('sweepstakes').doc(spec.id);
  const seed = randomBytes(32).toString('hex');
  const seedHash = sha256Hex(seed);
  const createdMs = now + spec.created;
  const cancelMs = spec.cancelled ? now + spec.cancelled.at : null;

  const batch = db.batch();
  batch.set(ref.collection('private').doc('seed'), { seed, created_at: Timestamp.fromMillis(createdMs) });
  for (const e of entries) {
    const at = Timestamp.fromMillis(e.at);
    batch.set(ref.collection('entries').doc(e.member.uid), {
      uid: e.member.uid,
      sweepstake_id: spec.id,
      entries: e.entries,
      pm_spent: e.entries * spec.entry_cost,
      public_id: publicEntrantId(spec.id, e.member.uid),
      email: e.member.email,
      display_name: e.member.name,
      refunded: !!spec.cancelled,
      refund_tx: spec.cancelled ? txId.sweepRefund(spec.id, e.member.uid) : null,
      created_at: at,
      updated_at: spec.cancelled ? Timestamp.fromMillis(cancelMs! + MINUTE) : at,
    });
  }

  let draw: DocumentData | null = null;
  let winnerUid: string | null = null;
  const drawnMs = endMs + 40 * 1000;
  if (spec.status === 'completed') {
    const lines: DrawLine[] = entries.map((e) => ({
      public_id: publicEntrantId(spec.id, e.member.uid),
      entries: e.entries,
    }));
    const outcome = drawWinner(seed, lines);
    const winner = entries.find((e) => publicEntrantId(spec.id, e.member.uid) === outcome.winner_public_id) ?? null;
    winnerUid = winner?.member.uid ?? null;
    const listed = lines.filter((l) => l.entries > 0).sort((a, b) => (a.public_id < b.public_id ? -1 : 1));
    // One chunk of at most 10,000 lines, named as the draw names them.
    batch.set(ref.collection('drawList').doc('000'), { lines: listed });
    draw = {
      seed,
      seed_hash: seedHash,
      ...outcome,
      winner_name: winner ? shortWinnerName(winner.member.name) : null,
      drawn_at: Timestamp.fromMillis(drawnMs),
    };
    for (const e of entries) {
      const n =
        e.member.uid === winnerUid
          ? notice(
              e.member.uid,
              spec.id,
              'won',
              `You won ${spec.title}!`,
              `Congratulations: you won the $${spec.value.toLocaleString('en-US')} prize. It is in My rewards, where you can follow it until it is delivered.`,
              drawnMs,
            )
          : notice(
              e.member.uid,
              spec.id,
              'result',
              `The draw for ${spec.title} is done`,
              `${draw.winner_name ?? 'A member'} won. You had ${plural(e.entries)}: thank you for taking part. The draw's details are on the sweepstake.`,
              drawnMs + MINUTE,
            );
      batch.set(n.ref, n.data);
    }
  }
  if (spec.cancelled)
    for (const e of entries) {
      const n = notice(
        e.member.uid,
        spec.id,
        'cancelled',
        `${spec.title} was cancelled`,
        `${spec.cancelled.reason}. We refunded the ${pm(e.entries * spec.entry_cost)} you spent on entries to your balance.`,
        cancelMs! + MINUTE,
      );
      batch.set(n.ref, n.data);
    }
  await batch.commit();

  const updatedMs = draw
    ? drawnMs
    : cancelMs !== null
      ? cancelMs + 2 * MINUTE
      : spec.status === 'active'
        ? startMs
        : createdMs;
  const doc = {
    title: spec.title,
    description: spec.description,
    rules: rulesFor(spec, startMs, endMs),
    value: spec.value,
    entry_cost: spec.entry_cost,
    max_entries: spec.max_entries,
    start_date: Timestamp.fromMillis(startMs),
    end_date: Timestamp.fromMillis(endMs),
    image_url: `/images/sweepstakes/${spec.art}.svg`,
    status: spec.status,
    seed_hash: seedHash,
    draw,
    winner_uid: winnerUid,
    winner_payout_id: winnerUid ? prizePayoutId(spec.id) : null,
    refunds: spec.cancelled ? { refunded: entries.length, pending: false } : null,
    cancel_reason: spec.cancelled?.reason ?? null,
    drawing_lease_until: null,
    notified: spec.status === 'completed',
    created_by: ACTOR,
    created_at: Timestamp.fromMillis(createdMs),
    updated_at: Timestamp.fromMillis(updatedMs),
  };

  // The sweepstake and its prize in one transaction, the prize written by the draw's own code: a
  // sweepstake that exists is complete.
  const drawnAt = new Date(drawnMs);
  const review = winnerUid ? await prizeReviewFor() : null;
  const prize = { sweepstakeId: spec.id, title: spec.title, valueUsd: spec.value, imageUrl: doc.image_url };
  const written = await db
    .runTransaction(async (tx) => {
      const [snap, payoutSnap, winnerSnap] = await tx.getAll(
        ref,
        db.collection('payouts').doc(prizePayoutId(spec.id)),
        db.collection('users').doc(winnerUid ?? '_none'),
      );
      if (snap.exists) return null;
      const payout =
        review && winnerSnap.exists && !payoutSnap.exists
          ? createPrizePayoutInTransaction(tx, winnerSnap, prize, review, drawnAt)
          : null;
      tx.create(ref, doc);
      return { payout };
    })
    .catch((err: unknown) => {
      if ((err as { code?: unknown }).code === ALREADY_EXISTS) return null;
      throw err;
    });
  if (!written) return false;
  // A delivered prize goes the way a real one does: staff approve it (when it waited for them),
  // and the gift-card simulator delivers it, through the server's own calls.
  const { payout } = written;
  if (payout && spec.prize === 'fulfilled') {
    if (payout.approved) await deliverPrizeNow(payout.id, drawnAt);
    // Confirmed with a note, as the approval dialog asks for a large or flagged prize.
    else await actOnPayout(adminUid, payout.id, 'approve', 'Winner checked by staff', new Date(drawnMs + 17 * HOUR + 12 * MINUTE), true);
  }
  return true;
}
