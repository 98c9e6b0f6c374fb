/**
 * The rewards catalogue: read from `rewards/` into memory (a few dozen entries), at most once per
 * CATALOG_TTL_MS per instance, so listing and pricing a redemption cost no reads when warm. Staff
 * edits reach the instance that saved at once and the others within the TTL; a redemption reads
 * its reward in its own transaction, so the price a member pays is never older than that.
 */
import { logger } from 'firebase-functions';
import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import {
  adminRewardBody,
  asCountryCode,
  filterRewards,
  redeemableIn,
  redeemableRewards,
  type AdminReward,
  type AdminRewardBody,
  type RedeemableConversions,
  type Reward,
  type RewardsList,
  type RewardsQuery,
} from '@pilotmiles/core';
import { db } from '../platform/firebase';
import { auditInTransaction } from '../platform/audit';
import { notFound } from '../platform/errors';
import { userRef } from '../platform/paths';
import { rewardsCol } from './paths';

export const CATALOG_TTL_MS = 60_000;

let cache: { rewards: AdminReward[]; expires: number } | null = null;

/** For tests that write catalogue documents directly. */
export const forgetCatalog = () => {
  cache = null;
};

/** A stored entry, or null when it no longer passes the schema (it is then left out, and logged). */
export function toAdminReward(doc: DocumentSnapshot): AdminReward | null {
  const { id: _id, created_at: _c, updated_at: _u, updated_by: _b, ...fields } = doc.data() ?? {};
  const parsed = adminRewardBody.safeParse(fields);
  if (!parsed.success) {
    logger.error(`rewards: catalogue entry ${doc.id} is invalid and left out`, parsed.error.issues[0]);
    return null;
  }
  return { id: doc.id, ...parsed.data };
}

/** What clients see of a reward: everything but the provider's product id. */
export function publicReward({ provider_product_id: _p, ...reward }: AdminReward): Reward {
  return reward;
}

/** Every entry, active or not. */
export async function catalog(): Promise<AdminReward[]> {
  if (cache && cache.expires > Date.now()) return cache.rewards;
  const snap = await rewardsCol().get();
  const rewards = snap.docs.map(toAdminReward).filter((r): r is AdminReward => r !== null);
  cache = { rewards, expires: Date.now() + CATALOG_TTL_MS };
  return rewards;
}

/** GET /rewards: the active catalogue, filtered and sorted (core's filterRewards). */
export async function listRewards(query: RewardsQuery): Promise<RewardsList> {
  const all = await catalog();
  const active = all.filter((r) => r.active);
  const countries = [...new Set(active.flatMap((r) => r.countries))].sort();
  const items = filterRewards(active, { category: query.category ?? null, country: query.country ?? null, q: query.q, sort: query.sort });
  return { items: items.map(publicReward), countries };
}

/**
 * GET /users/redeemable-conversions: what the member's balance buys now, and the next goal: only
 * rewards the member may redeem in their country (the server's; unknown: unrestricted rewards only).
 */
export async function redeemableForMember(uid: string): Promise<RedeemableConversions> {
  const [snap, all] = await Promise.all([userRef(uid).get(), catalog()]);
  if (!snap.exists) throw notFound('User not found', 'users/not-found');
  const country = asCountryCode(snap.get('country'));
  const rewards = filterRewards(all, {}).filter((r) => redeemableIn(r, country));
  return redeemableRewards(rewards.map(publicReward), snap.get('total_coins') ?? 0);
}

/** PUT /admin/rewards/catalog/{id}: creates or replaces an entry, audited in the same transaction. */
export async function saveReward(actor: string, id: string, body: AdminRewardBody): Promise<AdminReward> {
  const ref = rewardsCol().doc(id);
  await db.runTransaction(async (tx) => {
    const before = await tx.get(ref);
    const now = Timestamp.now();
    tx.set(ref, { ...body, created_at: before.get('created_at') ?? now, updated_at: now, updated_by: actor });
    auditInTransaction(tx, {
      actor,
      action: before.exists ? 'reward.update' : 'reward.create',
      target: `rewards/${id}`,
      before: before.exists ? toAdminReward(before) : null,
      after: { id, ...body },
    });
  });
  forgetCatalog();
  return { id, ...body };
}
