/** Shop & Save: the brand catalogue, activations, the affiliate networks' reports and missing-cashback claims. */
export { shoppingRouter, brandsRouter } from './shopping.router';
// The earn hub (functions/src/earn) answers from the same warm catalogue.
export { getBrand, shoppingHome } from './catalog.service';
export { shoppingPostbacksRouter } from './postbacks.router';
export { adminShopClaimsRouter } from './adminClaims.router';
export { runCjCommissionSync } from './cjCommissions.job';
export { CJ_API_TOKEN, SHOPPING_SECRETS } from './shopping.config';
