/**
 * POST /rewards/redeem (docs/rewards.md): in one transaction, check the reward, the value, the
 * member's country (the server's) and identity verification, debit the price (`redeem:{payoutId}`)
 * and create the payout, pending review or approved by the review rules. Approved ones are ordered
 * at once.
 */
import { logger } from 'firebase-functions';
import { createHash } from 'node:crypto';
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import {
  KYC_REQUIRED_MESSAGES,
  REWARD_ERROR_CODES,
  asCountryCode,
  firstSeenCountry,
  isValueOffered,
  kycRequiredFor,
  notInCountryMessage,
  redeemableIn,
  rewardPricePm,
  rewardValues,
  txId,
  type KycStatus,
  type RedeemBody,
  type RedeemResult,
} from '@pilotmiles/core';
import type { AuthContext } from '../platform/authContext';
import { db } from '../platform/firebase';
import { HttpError, notFound } from '../platform/errors';
import { getConfig } from '../platform/configCache';
import { recordActivityInTransaction } from '../platform/activities';
import { InsufficientFunds, LEDGER_TRANSACTION, postInTransaction } from '../platform/ledger';
import { memberToday } from '../platform/memberDay';
import { userRef } from '../platform/paths';
import { catalog } from './catalog.service';
import { enqueueFulfilment } from './fulfilment.queue';
import { historyLine, payoutView } from './payouts.service';
import { payoutsCol } from './paths';
import { sharedInFlight } from '../platform/sharedInFlight';
import { freshPayoutFields, reversedSince, reviewFor } from './review.service';

/** The payout id of a client's attempt: the same key from the same member finds the same payout. */
const payoutIdFor = (uid: string, requestId: string) =>
  createHash('sha256').update(`${uid}:${requestId}`).digest('hex').slice(0, 24);

const dollars = (values: number[]) => values.map((v) => `$${v}`).join(', ');

export interface Redeemed {
  result: RedeemResult;
  /** False when the same request was seen before: nothing new was redeemed. */
  created: boolean;
}

/**
 * `requestCountry`: the country of the request's address (platform/geo.ts), never the client's
 * report. It decides the member's country when none is stored yet (core firstSeenCountry), and a
 * redemption from elsewhere than the member's country goes to review.
 */
export async function redeem(ctx: AuthContext, body: RedeemBody, requestCountry: string | null, now = new Date()): Promise<Redeemed> {
  if (!body.request_id) return redeemOnce(ctx, body, requestCountry, now, payoutsCol().doc().id);
  const id = payoutIdFor(ctx.uid, body.request_id);
  // A double click's second request, on this instance, waits for the first and answers as a retry
  // instead of running a transaction over the same documents beside it.
  const { value, joined } = await redemptionsInFlight(id, () => redeemOnce(ctx, body, requestCountry, now, id));
  return joined ? { ...value, created: false } : value;
}

/** Redemptions under way on this instance, by payout id. */
const redemptionsInFlight = sharedInFlight<Redeemed>();

async function redeemOnce(ctx: AuthContext, body: RedeemBody, requestCountry: string | null, now: Date, payoutId: string): Promise<Redeemed> {
  const config = await getConfig('payouts');
  const ref = payoutsCol().doc(payoutId);
  // The catalogue as members see it (at most a minute old, reloaded on staff's edits): every
  // redemption reading the reward's document in its transaction made one shared document the
  // point all redemptions met.
  const reward = (await catalog()).find((r) => r.id === body.reward_id) ?? null;

  const outcome = await db.runTransaction(async (tx) => {
    const [userSnap, payoutSnap] = await tx.getAll(userRef(ctx.uid), ref);
    if (payoutSnap.exists) {
      // As payment APIs do with idempotency keys: the same key with other terms is a mistake, not a retry.
      if (payoutSnap.get('reward_id') !== body.reward_id || payoutSnap.get('value_usd') !== body.value)
        throw new HttpError(409, REWARD_ERROR_CODES.requestReused, 'This request was already used for another redemption: open the reward again', 'request_id');
      return { created: false, balance: (userSnap.get('total_coins') as number) ?? 0, payout: payoutSnap.data()!, approved: false };
    }
    if (!userSnap.exists) throw new HttpError(404, 'users/not-found', 'User not found');
    const user = userSnap.data()!;

    if (!reward || !reward.active) throw notFound('This reward is not available any more', REWARD_ERROR_CODES.rewardNotFound);
    if (!isValueOffered(reward, body.value))
      throw new HttpError(400, REWARD_ERROR_CODES.valueNotOffered, `value: ${reward.name} comes in ${dollars(rewardValues(reward.denominations))}`, 'value');
    // The member's country is the server's; a member without one yet takes this request's.
    const firstSeen = firstSeenCountry(user.country, requestCountry);
    const country = firstSeen ?? asCountryCode(user.country);
    if (!redeemableIn(reward, country))
      throw new HttpError(400, REWARD_ERROR_CODES.notInCountry, notInCountryMessage(reward, country), 'reward_id');

    const pm = rewardPricePm(reward, body.value);
    const balance: number = user.total_coins ?? 0;
    if (balance < 0 || balance < pm) throw new InsufficientFunds(balance, pm);

    const redeemedUsd: number = user.redeemed_usd ?? 0;
    const kycStatus: KycStatus = user.kyc?.status ?? 'none';
    const kycReason = kycRequiredFor({ category: reward.category, valueUsd: body.value, redeemedUsd, kycStatus }, config);
    if (kycReason) throw new HttpError(403, REWARD_ERROR_CODES.kycRequired, KYC_REQUIRED_MESSAGES[kycReason]);

    const recentReversal = reversedSince(user, config.reversal_lookback_days, now);
    const review = reviewFor({ ...user, country }, body.value, recentReversal, config, now, requestCountry);

    const debit = await postInTransaction(
      tx,
      ctx.uid,
      {
        id: txId.redeem(ref.id),
        type: 'redemption',
        amount: -pm,
        description: `${reward.name} $${body.value}`,
        meta: { payout_id: ref.id, reward_id: reward.id, value_usd: body.value },
      },
      {
        day: memberToday(user, now).day,
        now,
        userSnapshot: userSnap,
        // The debit is created only with its payout, which this transaction found missing.
        entrySnapshot: 'new',
        userUpdates: {
          redeemed_usd: redeemedUsd + body.value,
          payouts_count: (user.payouts_count ?? 0) + 1,
          ...(firstSeen ? { country: firstSeen, country_source: 'redemption' } : {}),
        },
      },
    );

    const at = Timestamp.fromDate(now);
    const payout = {
      id: ref.id,
      uid: ctx.uid,
      email: user.email ?? ctx.email ?? null,
      recipient_name: user.full_name || user.display_name || null,
      reward_id: reward.id,
      reward_name: reward.name,
      brand: reward.brand,
      category: reward.category,
      image_url: reward.image_url,
      delivery_kind: reward.delivery,
      provider_product_id: reward.provider_product_id,
      value_usd: body.value,
      pilot_miles: pm,
      status: review.status,
      review_reasons: review.reasons,
      request_id: body.request_id ?? null,
      debit_tx: debit.entryId,
      source: 'redemption',
      ...freshPayoutFields(review.status, at),
      history: [historyLine(review.status, now, 'member')],
    };
    tx.create(ref, payout);
    recordActivityInTransaction(tx, ctx.uid, 'redemption', `Redeemed $${body.value} of ${body.reward_id}`);
    // Approved at once: the member watches it in the redeem dialog and is told when it is delivered
    // (a push and a mail saying 'approved' seconds before 'delivered' would only be noise).
    return { created: true, balance: debit.balance, payout: payout as DocumentData, approved: review.status === 'approved' };
  }, LEDGER_TRANSACTION);

  if (outcome.created && outcome.approved) {
    // Ordered by the fulfilment queue, not in the member's request; the sweep catches a lost enqueue.
    await enqueueFulfilment(ref.id, now).catch((err) => logger.error(`rewards: payout ${ref.id} not enqueued`, err));
  }
  // What the transaction wrote or found: no read again.
  return { result: { payout: payoutView(ref.id, outcome.payout), balance: outcome.balance }, created: outcome.created };
}
