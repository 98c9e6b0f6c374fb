/**
 * Rate limits (docs/api.md "Rate limits"): per IP on public endpoints, per member on every
 * signed-in call. The counters live in each instance's memory (bounded by express-rate-limit's
 * store), so a limit holds per instance: enough to make an anonymous flood or a runaway client
 * cheap, not a global quota. A refusal is 429 with the error envelope, retry_after and a
 * Retry-After header.
 */
import { MemoryStore, ipKeyGenerator, rateLimit, type ClientRateLimitInfo, type Options, type RateLimitInfo } from 'express-rate-limit';
import { rateLimited } from '../errors';

const MINUTE = 60_000;

export const RATE_LIMITS = {
  /** Analytics events per IP: a person browsing sends one per page. */
  eventsPerIpPerMinute: 60,
  /** Verification mails asked for per IP (whatever the addresses). */
  resendVerificationPerIpPer15Min: 10,
  /** Any signed-in call per member: generous, it only stops runaway clients and scripts. */
  userCallsPerMinute: 600,
  /** Public catalogue reads per IP (offers, brands, rewards, articles, the earn hub): served from memory, so this only stops floods. */
  publicReadsPerIpPerMinute: 300,
  /** Offer starts per member: each writes a click; a person starts a few offers a minute at most. */
  offerStartsPerUserPerMinute: 20,
  /** Partner postbacks per source address: a network sends bursts (thousands on a busy day). */
  postbacksPerIpPerMinute: 3000,
  /** Redemptions per member: each is a transaction on their balance and maybe a provider order. */
  redemptionsPerUserPerMinute: 30,
  /** Sweepstake entry requests per member: each is a transaction on their balance. */
  sweepstakeEntriesPerUserPerMinute: 60,
  /** Identity-verification sessions per member: each one costs us at the provider. */
  kycStartsPerUserPerHour: 10,
  /** Cashback activations per member: each writes an activation; a person opens a few stores a minute at most. */
  shopActivationsPerUserPerMinute: 20,
  /** Missing-cashback claims per member: each is a case for staff. */
  shopClaimsPerUserPerHour: 20,
  /** Partner webhooks (KYC decisions) per source address. */
  webhooksPerIpPerMinute: 600,
  /** Web searches per member (pages included): a person reads results between searches. */
  webSearchesPerUserPerMinute: 30,
  /** Waitlist sign-ups per IP (POST /users/feature-waitlist): a person joins once or twice. */
  waitlistJoinsPerIpPerHour: 20,
  /** Landing heartbeats per IP (POST /service/ping-main-page): one per landing visit. */
  landingPingsPerIpPerMinute: 30,
} as const;

/**
 * The caller's address (IPv6 by /56 network, the library's default), or one shared key when the
 * platform gives none: sharing a bucket keeps the limit where skipping it would not.
 */
const byIp: Options['keyGenerator'] = (req) => (req.ip ? ipKeyGenerator(req.ip) : 'ip:unknown');

/** The signed-in member (limits placed after the session is known). */
const byMember: Options['keyGenerator'] = (req) => `uid:${req.auth?.uid ?? ''}`;

/**
 * The Functions emulator hands requests to the function over a local socket, with no address and
 * no X-Forwarded-For, so every local caller would share one bucket; per-IP limits apply where an
 * address exists (deployed, and in the API tests).
 */
const noAddressInEmulator = (req: { ip?: string }) => !req.ip && process.env.FUNCTIONS_EMULATOR === 'true';

/**
 * The library's store, answering each call its own count: MemoryStore answers its live counter,
 * so calls counted in one tick (a page's calls, which share one session check, resume together)
 * all read the count after the last of them, and at the limit all were refused, not only those
 * past it.
 */
class CountPerCallStore extends MemoryStore {
  override increment(key: string): Promise<ClientRateLimitInfo> {
    const counted = super.increment(key); // its body ran to the end: this call is counted
    const live = this.current.get(key);
    if (!live) return counted;
    const own = { totalHits: live.totalHits, resetTime: live.resetTime };
    return counted.then(() => own);
  }
}

function limiter(windowMs: number, limit: number, key: Options['keyGenerator'] = byIp) {
  return rateLimit({
    windowMs,
    limit,
    store: new CountPerCallStore(),
    ...(key === byIp ? { skip: noAddressInEmulator } : {}),
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator: key,
    handler: (req, _res, next) => {
      const info = (req as typeof req & { rateLimit?: RateLimitInfo }).rateLimit;
      const resetAt = info?.resetTime?.getTime() ?? Date.now() + windowMs;
      next(rateLimited(Math.max(1, Math.ceil((resetAt - Date.now()) / 1000))));
    },
    // trust proxy is a hop count set in app.ts; the library's checks assume Express' defaults.
    // byIp handles a missing address itself.
    validate: { trustProxy: false, xForwardedForHeader: false, ip: false },
  });
}

/** Per IP: POST /events. */
export const eventsLimit = limiter(MINUTE, RATE_LIMITS.eventsPerIpPerMinute);
/** Per IP: POST /users/resend-email-verification. */
export const resendVerificationLimit = limiter(15 * MINUTE, RATE_LIMITS.resendVerificationPerIpPer15Min);
/** Per IP, one bucket for all public catalogue reads (GET /swaarm/offers..., /articles..., /earn...). */
export const publicReadsLimit = limiter(MINUTE, RATE_LIMITS.publicReadsPerIpPerMinute);
/** Per source address: GET /postbacks/{network}. */
export const postbacksLimit = limiter(MINUTE, RATE_LIMITS.postbacksPerIpPerMinute);
/** Per member: POST /swaarm/offers/{id}/click. */
export const offerStartsLimit = limiter(MINUTE, RATE_LIMITS.offerStartsPerUserPerMinute, byMember);
/** Per member: POST /rewards/redeem. */
export const redemptionsLimit = limiter(MINUTE, RATE_LIMITS.redemptionsPerUserPerMinute, byMember);
/** Per member: PATCH /users/kyc. */
export const sweepstakeEntriesLimit = limiter(MINUTE, RATE_LIMITS.sweepstakeEntriesPerUserPerMinute, byMember);

export const kycStartsLimit = limiter(60 * MINUTE, RATE_LIMITS.kycStartsPerUserPerHour, byMember);
/** Per source address: POST /webhooks/{partner}. */
export const webhooksLimit = limiter(MINUTE, RATE_LIMITS.webhooksPerIpPerMinute);
/** Per IP: POST /users/feature-waitlist. */
export const waitlistLimit = limiter(60 * MINUTE, RATE_LIMITS.waitlistJoinsPerIpPerHour);
/** Per member: POST /web-search (each may call the search provider). */
export const webSearchLimit = limiter(MINUTE, RATE_LIMITS.webSearchesPerUserPerMinute, byMember);
/** Per member, after the session is known (platform/http/auth.ts applies it). */
export const perUserLimit = limiter(MINUTE, RATE_LIMITS.userCallsPerMinute, byMember);
/** Per member: POST /shopping/v2/activate/{brand}. */
export const shopActivationsLimit = limiter(MINUTE, RATE_LIMITS.shopActivationsPerUserPerMinute, byMember);
/** Per member: POST /shopping/claims. */
export const shopClaimsLimit = limiter(60 * MINUTE, RATE_LIMITS.shopClaimsPerUserPerHour, byMember);
/** Per IP: POST /service/ping-main-page. */
export const pingLimit = limiter(MINUTE, RATE_LIMITS.landingPingsPerIpPerMinute);
