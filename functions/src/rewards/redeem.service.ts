/**
 * POST /rewards/redeem (docs/rewards.md): in one transaction, check the reward, the value, the
 * member's country (the server's) and identity verification, debit the price (`redeem:{payoutId}`)
 * and create the payout, pending review or approved by the review rules. Approved ones are ordered
 * at once.
 */
import { logger } from 'firebase-functions';
import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
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
import { InsufficientFunds, LEDGER_TRANSACTION, postInTransaction } from '../platform/ledger';
import { memberToday } from '../platform/memberDay';
import { userRef } from '../platform/paths';
import { toAdminReward } from './catalog.service';
import { fulfilPayout } from './fulfilment.service';
import { historyLine, noticeInTransaction, toPayout } from './payouts.service';
import { payoutsCol, rewardsCol } from './paths';
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
  const config = await getConfig('payouts');
  const ref = body.request_id ? payoutsCol().doc(payoutIdFor(ctx.uid, body.request_id)) : payoutsCol().doc();
  // Read before the transaction: it is a flag for staff, and keeps the member's hot document
  // transaction short.
  const recentReversal = await reversedSince(ctx.uid, config.reversal_lookback_days, now);

  const outcome = await db.runTransaction(async (tx) => {
    const [userSnap, payoutSnap, rewardSnap] = await tx.getAll(userRef(ctx.uid), ref, rewardsCol().doc(body.reward_id));
    if (payoutSnap.exists) {
      // As payment APIs do with idempotency keys: the same key with other terms is a mistake, not a retry.
      if (payoutSnap.get('reward_id') !== body.reward_id || payoutSnap.get('value_usd') !== body.value)
        throw new HttpError(409, REWARD_ERROR_CODES.requestReused, 'This request was already used for another redemption: open the reward again', 'request_id');
      return { created: false, balance: (userSnap.get('total_coins') as number) ?? 0 };
    }
    if (!userSnap.exists) throw new HttpError(404, 'users/not-found', 'User not found');
    const user = userSnap.data()!;

    const reward = rewardSnap.exists ? toAdminReward(rewardSnap) : null;
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
    if (review.status === 'approved') noticeInTransaction(tx, payout, 'approved', now);
    return { created: true, balance: debit.balance, approved: review.status === 'approved' };
  }, LEDGER_TRANSACTION);

  if (outcome.created && outcome.approved) {
    // At once where the provider answers in time; the fulfilment job picks up whatever does not.
    await fulfilPayout(ref.id, now).catch((err) => logger.error(`rewards: payout ${ref.id} not fulfilled at once`, err));
  }
  return { result: { payout: toPayout(await ref.get()), balance: outcome.balance }, created: outcome.created };
}
