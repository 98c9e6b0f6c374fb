/**
 * What other features may use of rewards (the /cp/rewards portal's my-rewards and claim-reward):
 * the redemption and payouts hooks and the views they feed.
 */
export { useRedeem, type RedeemError } from './useRedeem';
export { usePayouts } from './rewardsApi';
export { MyRewardsView } from './MyRewardsView';
export { RewardCard } from './RewardCard';
export { RewardImage } from './RewardImage';
export { ValuePicker } from './ValuePicker';
export { useCopy } from './useCopy';
export { redeemSummary } from './format';
export { payoutMessage } from './payoutStatus';
