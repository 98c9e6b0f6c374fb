/**
 * The search simulator's plans and their rate limits, as the Brave Search API reports them
 * (api.search.brave.com/app/documentation/web-search/response-headers): every answer carries
 * X-RateLimit-Limit, X-RateLimit-Policy, X-RateLimit-Remaining and X-RateLimit-Reset, each a
 * comma-separated value per window (a second, then a month: "1, 15000", "1;w=1, 15000;w=2592000"),
 * Reset in seconds until that window's quota is whole again. Only successful requests are counted.
 * A request over a window's limit is refused with 429.
 *
 * The local key has a plan of its own (its numbers are the simulator's, not a Brave price list);
 * tests register other tokens with tighter plans (POST /search/_control/plan), so a test about the
 * limit never slows the others down.
 */
import { BadRequest } from '../http';

/** Brave's month window, in seconds (its example policy: 15000;w=2592000). */
const MONTH_S = 2_592_000;
/** The local key's plan. */
const LOCAL_PLAN = { perSecond: 50, perMonth: 1_000_000 };
const PER_SECOND_MAX = 1_000;
const PER_MONTH_MAX = 100_000_000;
/** Registered tokens kept; the oldest go first. */
const PLANS_MAX = 1_000;

interface Plan {
  perSecond: number;
  perMonth: number;
  /** The current one-second window (epoch seconds) and what it counted. */
  second: number;
  inSecond: number;
  /** When the month window began (epoch seconds) and what it counted. */
  monthStart: number;
  inMonth: number;
}

const plans = new Map<string, Plan>();

const nowS = () => Date.now() / 1000;

const newPlan = (perSecond: number, perMonth: number): Plan => ({
  perSecond,
  perMonth,
  second: Math.floor(nowS()),
  inSecond: 0,
  monthStart: Math.floor(nowS()),
  inMonth: 0,
});

/** The plan of a token the simulator knows (the local key, or one a test registered); undefined otherwise. */
export function planOf(token: string, localKey: string): Plan | undefined {
  const plan = plans.get(token);
  if (plan) return plan;
  if (token !== localKey) return undefined;
  const local = newPlan(LOCAL_PLAN.perSecond, LOCAL_PLAN.perMonth);
  plans.set(token, local);
  return local;
}

/** Moves the plan's windows to now. */
function roll(plan: Plan) {
  const now = nowS();
  const second = Math.floor(now);
  if (second !== plan.second) {
    plan.second = second;
    plan.inSecond = 0;
  }
  if (now - plan.monthStart >= MONTH_S) {
    plan.monthStart = Math.floor(now);
    plan.inMonth = 0;
  }
}

/** The four headers, for the plan as it stands. */
export function rateLimitHeaders(plan: Plan): Record<string, string> {
  roll(plan);
  const now = nowS();
  const resetSecond = Math.max(1, Math.ceil(plan.second + 1 - now));
  const resetMonth = Math.max(1, Math.ceil(plan.monthStart + MONTH_S - now));
  return {
    'x-ratelimit-limit': `${plan.perSecond}, ${plan.perMonth}`,
    'x-ratelimit-policy': `${plan.perSecond};w=1, ${plan.perMonth};w=${MONTH_S}`,
    'x-ratelimit-remaining': `${Math.max(0, plan.perSecond - plan.inSecond)}, ${Math.max(0, plan.perMonth - plan.inMonth)}`,
    'x-ratelimit-reset': `${resetSecond}, ${resetMonth}`,
  };
}

/** Whether the plan has room for one more request in every window. */
export function hasRoom(plan: Plan): boolean {
  roll(plan);
  return plan.inSecond < plan.perSecond && plan.inMonth < plan.perMonth;
}

/** Counts a successful request. */
export function count(plan: Plan) {
  roll(plan);
  plan.inSecond += 1;
  plan.inMonth += 1;
}

function limit(value: unknown, name: string, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > max)
    throw new BadRequest(`${name} must be a whole number from 1 to ${max}`);
  return value;
}

/**
 * POST /search/_control/plan {token, per_second, per_month} -> {token, per_second, per_month}:
 * registers a token (a valid key from now on) with its own limits and fresh counters.
 */
export function registerPlan(body: Record<string, unknown>) {
  const token = body.token;
  if (typeof token !== 'string' || !/^[\w-]{8,100}$/.test(token)) throw new BadRequest('token must be 8 to 100 letters, digits, _ or -');
  const perSecond = limit(body.per_second, 'per_second', PER_SECOND_MAX);
  const perMonth = limit(body.per_month ?? PER_MONTH_MAX, 'per_month', PER_MONTH_MAX);
  plans.delete(token);
  plans.set(token, newPlan(perSecond, perMonth));
  if (plans.size > PLANS_MAX) plans.delete(plans.keys().next().value!);
  return { token, per_second: perSecond, per_month: perMonth };
}
