/** Rewards: the catalogue, redemptions and payouts, and fulfilment through the gift-card provider. */
export { rewardsRouter } from './rewards.router';
export { catalog as rewardsCatalogue, publicReward } from './catalog.service';
export { memberRewardsRouter } from './memberRewards.router';
export { adminRewardsRouter } from './adminRewards.router';
export { runPayoutFulfilment } from './fulfilPayouts.job';
export { fulfilmentQueue } from './fulfilment.queue';
export { holdPayoutsForDebt, readPayoutsForDebt } from './debt.service';
export { createPrizePayoutInTransaction, deliverPrizeNow, prizePayoutId, prizeReviewFor, type Prize } from './prize.service';
export { GIFTCARD_API_KEY } from './rewards.config';
