/** Shop & Save: the brand catalogue, activations, the affiliate networks' postbacks and missing-cashback claims. */
export { shoppingRouter, brandsRouter } from './shopping.router';
export { shoppingPostbacksRouter } from './postbacks.router';
export { adminShopClaimsRouter } from './adminClaims.router';
export { SHOPPING_SECRETS } from './shopping.config';
