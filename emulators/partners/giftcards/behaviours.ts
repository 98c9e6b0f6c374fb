/**
 * How the provider misbehaves, per recipient e-mail, so tests running side by side (each with its
 * own member) do not disturb each other: fail the next N orders (transient, 503), refuse every
 * order (permanent, 400), answer slowly or never (the order made, its answer lost), accept orders
 * as OPEN and deliver them later, or fail every look-up of the recipient's orders (503).
 * A recipient's own entry wins over the '*' entry (every recipient); one entry is used whole.
 */
import { BadRequest } from '../http';

const ANY_RECIPIENT = '*';
/** The longest an order call may be held: past any client's timeout, short of a test's. */
export const DELAY_MAX_MS = 20_000;
/** Orders may stay OPEN for up to an hour. */
const PENDING_MAX_MS = 3_600_000;
const FAIL_MAX = 1_000;
/** Entries kept; the oldest go first (each test makes its own). */
const KEEP = 5_000;

const PENDING_RESULTS = ['EXECUTED', 'FAILED'] as const;
export type PendingResult = (typeof PENDING_RESULTS)[number];

export interface Behaviour {
  email: string;
  /** The next this many new orders answer 503; each one that arrives uses one up. */
  fail: number;
  /** Every new order answers 400 'Recipient is blocked'. */
  fail_permanently: boolean;
  /** Order calls answer only after this long (the order is already recorded meanwhile). */
  delay_ms: number;
  /**
   * Order calls are decided and recorded as usual, then the connection closes without an answer:
   * what a caller whose call timed out sees (the order exists, its answer never came), at once.
   */
  lose_answers: boolean;
  /** Look-ups of the recipient's orders (GET /orders?external_id=, GET /orders/{id}) answer 503. */
  lookups_fail: boolean;
  /** New orders start OPEN and settle this long after creation; 0: executed at once. */
  pending_ms: number;
  /** What an OPEN order settles to. */
  pending_result: PendingResult;
}

const behaviours = new Map<string, Behaviour>();

/** E-mails compare case-insensitively, as mailboxes do in practice. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

const defaults = (email: string): Behaviour => ({
  email,
  fail: 0,
  fail_permanently: false,
  delay_ms: 0,
  lose_answers: false,
  lookups_fail: false,
  pending_ms: 0,
  pending_result: 'EXECUTED',
});

const FLAGS = ['fail_permanently', 'lose_answers', 'lookups_fail'] as const;

function wholeNumber(body: Record<string, unknown>, name: string, max: number): number | undefined {
  const value = body[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > max)
    throw new BadRequest(`${name} must be a whole number from 0 to ${max}`);
  return value;
}

/**
 * POST /giftcards/_control/behaviour: `clear` first drops the entry, then the given fields are
 * set on it (the others keep their values). Answers the entry now in force for that e-mail.
 */
export function setBehaviour(body: Record<string, unknown>): Behaviour {
  if (typeof body.email !== 'string' || !body.email.trim())
    throw new BadRequest("email is required ('*' for every recipient)");
  const email = normaliseEmail(body.email);
  if (body.clear !== undefined && typeof body.clear !== 'boolean') throw new BadRequest('clear must be true or false');
  for (const flag of FLAGS)
    if (body[flag] !== undefined && typeof body[flag] !== 'boolean') throw new BadRequest(`${flag} must be true or false`);
  if (body.pending_result !== undefined && !PENDING_RESULTS.includes(body.pending_result as PendingResult))
    throw new BadRequest(`pending_result must be one of ${PENDING_RESULTS.join(', ')}`);
  const changes: Partial<Behaviour> = {
    fail: wholeNumber(body, 'fail', FAIL_MAX),
    delay_ms: wholeNumber(body, 'delay_ms', DELAY_MAX_MS),
    pending_ms: wholeNumber(body, 'pending_ms', PENDING_MAX_MS),
    fail_permanently: body.fail_permanently as boolean | undefined,
    lose_answers: body.lose_answers as boolean | undefined,
    lookups_fail: body.lookups_fail as boolean | undefined,
    pending_result: body.pending_result as PendingResult | undefined,
  };
  const current = body.clear ? defaults(email) : (behaviours.get(email) ?? defaults(email));
  const next: Behaviour = { ...current };
  for (const [key, value] of Object.entries(changes)) if (value !== undefined) Object.assign(next, { [key]: value });
  behaviours.delete(email);
  if (!isDefault(next)) behaviours.set(email, next);
  if (behaviours.size > KEEP) behaviours.delete(behaviours.keys().next().value!);
  return next;
}

const isDefault = (b: Behaviour) => JSON.stringify(b) === JSON.stringify(defaults(b.email));

/** The entry that applies to a recipient (its own, else '*'); the defaults when neither is set. */
export function behaviourFor(email: string): Behaviour {
  const key = normaliseEmail(email);
  return behaviours.get(key) ?? behaviours.get(ANY_RECIPIENT) ?? defaults(key);
}

/** Whether this new order fails transiently; uses up one counted failure of the entry in force. */
export function takeFailure(email: string): boolean {
  const entry = behaviourFor(email);
  if (entry.fail <= 0) return false;
  entry.fail -= 1;
  if (isDefault(entry)) behaviours.delete(entry.email);
  return true;
}

export const currentBehaviours = (): readonly Behaviour[] => [...behaviours.values()];

export const clearBehaviours = () => behaviours.clear();
