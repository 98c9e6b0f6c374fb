/**
 * The daily challenge (docs/daily-challenge.md): progress on today's current tier and the
 * claim of its reward. The rules live in core (daily/challenge.ts); this module applies them to
 * the stored user with the server's clock and credits through the ledger in one transaction.
 */
import type { DocumentData } from 'firebase-admin/firestore';
import {
  DAILY_ERROR_CODES,
  challengeCollected,
  challengeProgress,
  challengeRemainingText,
  currentTier,
  txId,
  type ChallengeClaimBody,
  type DailyChallengeClaimResult,
  type DailyChallengeConfig,
  type DailyChallengeProgress,
} from '@pilotmiles/core';
import { db } from '../platform/firebase';
import { HttpError, notFound } from '../platform/errors';
import { getConfig } from '../platform/configCache';
import { memberToday, type MemberToday } from '../platform/memberDay';
import { LEDGER_TRANSACTION, counterToday, postInTransaction } from '../platform/ledger';
import { transactionsCol, userRef } from '../platform/paths';

const userNotFound = () => notFound('User not found', 'users/not-found');


/** Where a user stands on today's challenge, from what is stored. */
function standing(user: DocumentData, today: string) {
  return {
    collected: challengeCollected(user.challenge_state, today),
    earned: counterToday(user.activity_today, today),
  };
}

/** The API view of today's challenge after `collected` tiers, with `earned` PM from activities. */
export function progressView(
  config: DailyChallengeConfig,
  collected: number,
  earned: number,
  day: MemberToday,
  now: Date,
): DailyChallengeProgress {
  const tier = currentTier(config, collected);
  const progress = tier ? challengeProgress(earned, tier) : null;
  return {
    day_key: day.day,
    challenge: tier,
    tier_index: Math.min(collected, config.tiers.length),
    tiers_total: config.tiers.length,
    earned,
    remaining: progress?.remaining ?? 0,
    // "Collect is available": never true once every tier is collected.
    completed: progress?.completed ?? false,
    ends_at: day.endsAt.toISOString(),
    serverTime: now.toISOString(),
  };
}

/** Today's challenge progress of a stored user (read by the caller) on their day at `now`. */
export function challengeProgressOfUser(user: DocumentData, config: DailyChallengeConfig, now: Date): DailyChallengeProgress {
  const day = memberToday(user, now);
  const { collected, earned } = standing(user, day.day);
  return progressView(config, collected, earned, day, now);
}

/** GET /users/daily-challenge/progress. */
export async function getChallengeProgress(uid: string, now = new Date()) {
  const [snap, config] = await Promise.all([userRef(uid).get(), getConfig('dailyChallenge')]);
  if (!snap.exists) throw userNotFound();
  return challengeProgressOfUser(snap.data()!, config, now);
}

/**
 * POST /users/daily-challenge, "start today's challenge": the day's figures are keyed by the
 * member's day, so a new day needs no reset; it answers today's progress. Idempotent, no writes.
 */
export const startChallengeDay = getChallengeProgress;

/**
 * POST /users/daily-challenge/claim: collects the current tier's reward once its target is
 * reached. `tier` (optional) is the tier the screen showed: a tier already collected today
 * answers replayed without crediting, so a double click or retry cannot collect the next tier.
 */
export async function claimChallenge(
  uid: string,
  body: ChallengeClaimBody,
  now = new Date(),
): Promise<DailyChallengeClaimResult> {
  const config = await getConfig('dailyChallenge');
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(userRef(uid));
    if (!snap.exists) throw userNotFound();
    const user = snap.data()!;
    const day = memberToday(user, now);
    const today = day.day;
    const { collected, earned } = standing(user, today);
    const view = (n: number) => progressView(config, n, earned, day, now);

    if (body.tier !== undefined && body.tier < collected) {
      // What was actually credited, in case the config changed since.
      const entry = await tx.get(transactionsCol(uid).doc(txId.challenge(today, body.tier)));
      const amount: number = entry.exists ? entry.get('amount') : (config.tiers[body.tier]?.reward ?? 0);
      return { amount, tier_index: body.tier, replayed: true, progress: view(collected) };
    }
    if (body.tier !== undefined && body.tier > collected)
      throw new HttpError(
        409,
        DAILY_ERROR_CODES.challengeTierMismatch,
        `Challenge ${body.tier + 1} is not open yet: collect challenge ${collected + 1} first`,
        'tier',
      );
    const tier = currentTier(config, collected);
    if (!tier) throw new HttpError(409, DAILY_ERROR_CODES.challengeAllDone, "All of today's challenges are complete");
    const { remaining } = challengeProgress(earned, tier);
    if (remaining > 0)
      throw new HttpError(409, DAILY_ERROR_CODES.challengeNotReached, challengeRemainingText(remaining));

    const challenge_state = { day_key: today, collected: collected + 1 };
    const posted = await postInTransaction(
      tx,
      uid,
      {
        id: txId.challenge(today, collected),
        type: 'daily-challenge',
        amount: tier.reward,
        description: `Daily challenge ${collected + 1} of ${config.tiers.length}`,
        meta: { tier: collected, target: tier.target },
      },
      { day: today, now, userSnapshot: snap, userUpdates: { challenge_state } },
    );
    // The entry exists but the state lagged (it cannot in normal operation): catch the state up.
    if (!posted.applied) tx.update(snap.ref, { challenge_state });
    return { amount: tier.reward, tier_index: collected, replayed: !posted.applied, progress: view(collected + 1) };
  }, LEDGER_TRANSACTION);
}
