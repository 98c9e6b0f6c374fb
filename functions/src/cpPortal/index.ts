/** The /cp/rewards partner portal: the public read of a brand's dressing, offers and rewards. */
export { cpPortalRouter } from './portal.router';
export { forgetBrands } from './portal.service';
