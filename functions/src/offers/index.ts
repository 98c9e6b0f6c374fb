/** Offers: the catalogue synced from the network, starts (clicks), postbacks, conversions and claims. */
export { catalogRouter } from './catalog.router';
// The earn hub (functions/src/earn) answers from the same warm catalogue.
export { listOffersBody, offersPage, startEarningOffers } from './catalog.service';
export { activeCatalogOffers } from './catalog.service';
export { adminSyncRouter } from './adminSync.router';
export { runOfferSync } from './offerSync.job';
export { activityRouter } from './activity.router';
export { postbacksRouter } from './postbacks.router';
export { adminConversionsRouter } from './adminConversions.router';
export { SWAARM_API_KEY, SWAARM_POSTBACK_SECRET } from './swaarm.config';
