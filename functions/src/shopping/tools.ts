/** What the repo's scripts (seed, bench) use of shopping: the catalogue write, and activations and reports as the API makes them. */
export { saveBrands } from './catalog.service';
export { activate } from './activations.service';
export { applyShopReport } from './orders.service';
export { openShopClaim } from './claims.service';
