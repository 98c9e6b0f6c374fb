/** Collections the rewards domain alone owns (docs/rewards.md, docs/data-model.md). */
import { db } from '../platform/firebase';

const REWARDS_COLLECTIONS = {
  /** rewards/{id}: the catalogue (AdminReward); served by GET /rewards from memory. */
  rewards: 'rewards',
  /** payouts/{id}: one per redemption, from the debit to delivery or refund. */
  payouts: 'payouts',
} as const;

export const rewardsCol = () => db.collection(REWARDS_COLLECTIONS.rewards);
export const payoutsCol = () => db.collection(REWARDS_COLLECTIONS.payouts);
