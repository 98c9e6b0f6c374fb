/**
 * What other features may use of offers: the start flow and card parts (the /cp/rewards portal's
 * offer wall); the listing's hook and grid (/survey's survey offers).
 */
export { useStartOffer } from './useStartOffer';
export { OfferImage } from './OfferImage';
export { NoArtworkTile, hasArtwork } from './OfferArtwork';
export { offerRewardLabel } from './format';
export { useOfferBrowser } from './useOfferBrowser';
export { OfferGrid, OfferGridSkeleton } from './OfferGrid';
export { LoadMoreButton, OffersError } from './OffersListParts';
