/**
 * The daily bonus (docs/daily-bonus.md): status and the two claim paths. The rules live
 * in core (daily/bonus.ts); this module reads the user and the config, applies them with the
 * server's clock and posts the credit through the ledger in the same transaction.
 */
import { randomInt } from 'node:crypto';
import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import {
  DAILY_ERROR_CODES,
  claimOpensAt,
  currentStreak,
  drawWheelSegment,
  formatHms,
  isWheelDay,
  nextClaimDay,
  rewardForDay,
  streakBreaksAt,
  txId,
  wheelMax,
  type DailyBonusClaimResult,
  type DailyBonusConfig,
  type DailyBonusStatus,
  type DayClock,
  type StoredDailyBonus,
} from '@pilotmiles/core';
import { db } from '../platform/firebase';
import { HttpError, notFound } from '../platform/errors';
import { getConfig, getConfigs } from '../platform/configCache';
import { memberToday } from '../platform/memberDay';
import { LEDGER_TRANSACTION, postInTransaction } from '../platform/ledger';
import { userRef } from '../platform/paths';

/** users/{uid}.daily_bonus as stored. */
export interface StoredBonusDoc {
  streak: number;
  last_claimed_at: Timestamp;
  last_day_key: string;
  last_amount: number;
  /** The wheel segment of the last claim, null when it was not a wheel day. */
  last_wheel_index: number | null;
}

/**
 * Strict: a claim that is not open is refused (409). Collect: within 24 h of the last claim it
 * answers that claim again, so a retry or a double click shows the same '+amount'.
 */
export type ClaimMode = 'strict' | 'collect';

/** A uniform draw in [0, 1) from the OS generator: the wheel's result must not be predictable. */
const WHEEL_RESOLUTION = 2 ** 47;
export const cryptoRandom = () => randomInt(WHEEL_RESOLUTION) / WHEEL_RESOLUTION;

function storedBonus(snap: DocumentSnapshot): StoredBonusDoc | null {
  const bonus = snap.get('daily_bonus') as Partial<StoredBonusDoc> | undefined;
  if (!bonus || !(bonus.last_claimed_at instanceof Timestamp)) return null;
  return {
    streak: bonus.streak ?? 0,
    last_claimed_at: bonus.last_claimed_at,
    last_day_key: bonus.last_day_key ?? '',
    last_amount: bonus.last_amount ?? 0,
    last_wheel_index: bonus.last_wheel_index ?? null,
  };
}

const toRule = (bonus: StoredBonusDoc | null): StoredDailyBonus | null =>
  bonus && {
    streak: bonus.streak,
    lastClaimedAt: bonus.last_claimed_at.toMillis(),
    ...(bonus.last_day_key ? { lastDayKey: bonus.last_day_key } : {}),
  };

export function statusOf(
  bonus: StoredBonusDoc | null,
  config: DailyBonusConfig,
  now: Date,
  clock: DayClock,
): DailyBonusStatus {
  const last = toRule(bonus);
  const at = now.getTime();
  const opensAt = claimOpensAt(last, at, clock);
  const nextDay = nextClaimDay(last, at);
  const nextIsWheel = isWheelDay(nextDay);
  const breaksAt = streakBreaksAt(last, at);
  return {
    canClaim: opensAt === null,
    lastClaimedAt: bonus ? bonus.last_claimed_at.toDate().toISOString() : null,
    streak: currentStreak(last, at),
    nextRewardAmount: nextIsWheel ? wheelMax(config.wheel.segments) : rewardForDay(nextDay, config),
    nextDay,
    nextIsWheel,
    nextClaimAt: opensAt === null ? null : new Date(opensAt).toISOString(),
    streakBreaksAt: breaksAt === null ? null : new Date(breaksAt).toISOString(),
    serverTime: now.toISOString(),
  };
}

/** The daily bonus status of a stored user (read by the caller) on their day at `now`. */
export function bonusStatusOfUser(snap: DocumentSnapshot, config: DailyBonusConfig, now: Date): DailyBonusStatus {
  return statusOf(storedBonus(snap), config, now, memberToday(snap.data(), now).clock);
}

/** GET /users/daily-bonus/status. */
export async function getDailyBonusStatus(uid: string, now = new Date()) {
  const [snap, { dailyBonus }] = await Promise.all([userRef(uid).get(), getConfigs('dailyBonus')]);
  if (!snap.exists) throw notFound('User not found', 'users/not-found');
  return bonusStatusOfUser(snap, dailyBonus, now);
}

/** 409 with the time left, in words and as retry_after (seconds) for the client's countdown. */
const notYet = (opensAt: number, now: Date) => {
  const ms = Math.max(0, opensAt - now.getTime());
  return new HttpError(409, DAILY_ERROR_CODES.bonusNotYet, `Your next daily bonus unlocks in ${formatHms(ms)}`, undefined, {
    retryAfterSeconds: Math.ceil(ms / 1000),
  });
};

export interface ClaimOptions {
  mode: ClaimMode;
  now?: Date;
  /** [0, 1); injectable so tests can pin the wheel. */
  random?: () => number;
}

type Outcome =
  | { kind: 'claimed'; result: DailyBonusClaimResult }
  | { kind: 'closed'; bonus: StoredBonusDoc | null; today: string; clock: DayClock };

/**
 * POST /users/daily-bonus (strict) and /collect. One transaction reads the user, decides with the
 * core rules on the member's day and posts `daily-bonus:{day}`; the deterministic id and the
 * transaction together make any number of concurrent calls credit once.
 */
export async function claimDailyBonus(uid: string, options: ClaimOptions): Promise<DailyBonusClaimResult> {
  const now = options.now ?? new Date();
  const random = options.random ?? cryptoRandom;
  const config = await getConfig('dailyBonus');
  const outcome = await db.runTransaction<Outcome>(async (tx) => {
    const snap = await tx.get(userRef(uid));
    if (!snap.exists) throw notFound('User not found', 'users/not-found');
    const { day: today, clock } = memberToday(snap.data(), now);
    const bonus = storedBonus(snap);
    const last = toRule(bonus);
    if (claimOpensAt(last, now.getTime(), clock) !== null) return { kind: 'closed', bonus, today, clock };

    const day = nextClaimDay(last, now.getTime());
    const segments = config.wheel.segments;
    const wheelIndex = isWheelDay(day) ? drawWheelSegment(segments, random) : null;
    const amount = wheelIndex === null ? rewardForDay(day, config) : segments[wheelIndex]!.amount;
    const claimed: StoredBonusDoc = {
      streak: day,
      last_claimed_at: Timestamp.fromDate(now),
      last_day_key: today,
      last_amount: amount,
      last_wheel_index: wheelIndex,
    };
    const posted = await postInTransaction(
      tx,
      uid,
      {
        id: txId.dailyBonus(today),
        type: 'daily-bonus',
        amount,
        description: wheelIndex === null ? `Daily bonus, day ${day}` : `Daily bonus wheel, day ${day}`,
        meta: { day, ...(wheelIndex === null ? {} : { wheel_index: wheelIndex, wheel_segments: segments }) },
      },
      { day: today, now, userSnapshot: snap, userUpdates: { daily_bonus: claimed } },
    );
    // The day's entry already exists (a record from before the member's-day rule): nothing written.
    if (!posted.applied) return { kind: 'closed', bonus, today, clock };
    return {
      kind: 'claimed',
      result: {
        amount,
        day,
        streak: day,
        wheel: wheelIndex === null ? null : { segments, segmentIndex: wheelIndex },
        replayed: false,
        status: statusOf(claimed, config, now, clock),
      },
    };
  }, LEDGER_TRANSACTION);

  if (outcome.kind === 'claimed') return outcome.result;
  const { bonus, today, clock } = outcome;
  const status = statusOf(bonus, config, now, clock);
  // Collect answers a retry of today's claim with that same claim; an older claim is never
  // replayed, so nobody is shown '+amount' for a credit that did not happen today.
  if (options.mode === 'collect' && bonus?.last_day_key === today) return replay(bonus, config, status);
  throw notYet(status.nextClaimAt ? Date.parse(status.nextClaimAt) : now.getTime(), now);
}

/** Today's claim as /collect answers it again. */
function replay(bonus: StoredBonusDoc, config: DailyBonusConfig, status: DailyBonusStatus): DailyBonusClaimResult {
  const index = bonus.last_wheel_index;
  const segments = config.wheel.segments;
  // If staff changed the wheel since, the old index no longer names the prize: show no wheel.
  const wheelStill = index !== null && segments[index]?.amount === bonus.last_amount;
  return {
    amount: bonus.last_amount,
    day: bonus.streak,
    streak: bonus.streak,
    wheel: wheelStill ? { segments, segmentIndex: index } : null,
    replayed: true,
    status,
  };
}
