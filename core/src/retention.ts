/**
 * How long each Firestore collection keeps its documents: one place for the rule, read by the
 * writers (`expireAt`), by `firestore.indexes.json`'s TTL policies (checked by `npm run
 * deploy:check`) and by docs/operations.md. A collection is a collection group's id: the rule holds
 * wherever it sits (users/{uid}/activities, ...).
 *
 * - `ttl`: the writer stamps `expire_at` (a Firestore TTL policy on that field deletes the
 *   document, typically within a day of the time);
 * - `job`: a scheduled function deletes old documents (named: it must exist);
 * - `kept`: kept as long as the account or the product needs it, with the reason (the ledger and
 *   everything money is reconciled against; one document per member or per catalogue item).
 */
const DAY_MS = 86_400_000;

export const TTL_FIELD = 'expire_at';

export type Retention =
  | { kind: 'ttl'; days: number; why: string }
  | { kind: 'job'; job: string; why: string }
  | { kind: 'kept'; why: string };

const ttl = (days: number, why: string): Retention => ({ kind: 'ttl', days, why });
const kept = (why: string): Retention => ({ kind: 'kept', why });

export const RETENTION = {
  // Grows with every visit, click, mail or push: deleted by TTL.
  events: ttl(
    90,
    'analytics; retention_days of config/events sets the time of each event (the eventsRetention job is the fallback)',
  ),
  sessions: ttl(90, "eventStats/{day}/sessions: the day's distinct sessions, counted once"),
  counters: ttl(400, "eventStats/{day}/counters: a day's figures, kept for year-on-year dashboards"),
  tallies: ttl(30, "eventStats/{day}/tallies/{HHMM}: how far a minute's events are counted, needed only while they are"),
  eventStats: kept('eventStats/{day} documents are never written, only their counters, sessions and tallies'),
  mail: ttl(30, 'the Trigger Email queue: a mail is sent (or failed) within minutes'),
  emailThrottle: ttl(1, 'one verification mail a minute per address'),
  pushOutbox: ttl(30, 'a push is delivered within seconds; kept a month for support'),
  pushDeliveries: ttl(1, "the emulator's recording sender only"),
  offerClicks: ttl(180, 'networks report a conversion within their 30 to 90 day attribution windows'),
  postbacks: ttl(400, 'partner callbacks as received, for audit and disputes (a year and a month)'),
  webhookCalls: ttl(400, 'KYC webhook calls as received, for audit'),
  kycEvents: ttl(400, 'replay protection of KYC webhooks: far longer than the provider retries'),
  activities: ttl(400, 'what a member did, for staff and privacy requests'),
  notifications: ttl(180, 'in-app messages; the list shows the latest'),
  articleOpens: ttl(7, "the first open of the day, for the 20 s rule of that day's claim"),
  searchDays: ttl(30, "a member's searching of one day, 30 days on from its last search"),
  // Money and what it is reconciled against: kept.
  users: kept('one per member; deleting an account is a staff action'),
  transactions: kept('the ledger: every credit and debit behind a balance'),
  conversions: kept('what networks reported and what we paid: reversals and disputes come months later'),
  payouts: kept('redemptions: what was delivered for which debit'),
  offerClaims: kept('missing-credit claims, reviewed against conversions'),
  shopActivations: kept('the sub-ids cashback orders are attributed to, months later'),
  shopClaims: kept('missing-cashback claims'),
  referrals: kept('how each referral bonus was settled'),
  referralCodes: kept('one per member'),
  entries: kept('sweepstake entries: the draw and its audit'),
  drawList: kept("a draw's published list of entrants"),
  adminLogs: kept('the audit trail of staff actions'),
  private: kept("one per member (server-only fields); a sweepstake's seed and its paged work's progress (a few documents)"),
  pushTokens: kept('one per device; a token FCM refuses is deleted at once'),
  pushBroadcasts: kept('staff sends: a few a day'),
  waitlist: kept('one per address'),
  // Catalogues and settings: bounded by what staff or a partner publish.
  config: kept('settings'),
  articles: kept('the catalogue'),
  articlesMeta: kept('one document'),
  offers: kept('the synced catalogue (made inactive, never deleted)'),
  offersMeta: kept('one document'),
  brands: kept('the Shop & Save catalogue'),
  brandsMeta: kept('one document'),
  cpBrands: kept("the partner portal's brands"),
  brandOwners: kept('one per brand (the member counts written before memberShards)'),
  memberShards: kept("brandOwners/{id}/memberShards/{n}: a brand's member count, spread over a few documents"),
  shopNetworkSync: kept('one per network: where its commission sync stands'),
  jobLeases: kept('one per scheduled job: the lease that keeps two runs apart'),
  jobCursors: kept('one per scheduled job that resumes where its last run stopped'),
  rewards: kept('the catalogue'),
  sweepstakes: kept('the catalogue'),
} as const satisfies Record<string, Retention>;

export type RetainedCollection = keyof typeof RETENTION;

/** When a document of a `ttl` collection written at `from` expires (its `expire_at`). */
export function expireAt(collection: RetainedCollection, from: Date): Date {
  const rule: Retention = RETENTION[collection];
  if (rule.kind !== 'ttl') throw new Error(`${collection} has no TTL (core/src/retention.ts)`);
  return new Date(from.getTime() + rule.days * DAY_MS);
}
