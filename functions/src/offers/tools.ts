/** What the repo's scripts (seed, bench) use of offers: the sync, and starts and reports as the API makes them. */
export { syncOffers } from './sync.service';
export { recordClick } from './clicks.service';
export { applyOfferReport } from './conversions.service';
