/** What other features may use of offers (the /cp/rewards portal's offer wall): the start flow and card parts. */
export { useStartOffer } from './useStartOffer';
export { OfferImage } from './OfferImage';
export { offerRewardLabel } from './format';
