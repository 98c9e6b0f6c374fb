/**
 * What other features may use of rewards (the /cp/rewards portal's my-rewards and claim-reward):
 * the redemption and payouts hooks, the value choice, and the views they feed.
 */
export { useRedeem, type RedeemError } from './useRedeem';
export { useMyRewards } from './useMyRewards';
export { MyRewardsView } from './MyRewardsView';
export { RewardCard } from './RewardCard';
export { RewardImage } from './RewardImage';
export { RedeemErrorAlert, ValueChoice, useValueChoice } from './ValueChoice';
export { redeemSummary } from './format';
export { payoutMessage } from './payoutStatus';
