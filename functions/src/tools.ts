/**
 * What the repo's own scripts (seed, grant-admin, tests, bench) use from the functions code. They
 * import this one module so that tsx loads the functions' CommonJS modules once, sharing one
 * Firebase Admin app.
 */
export { auth, db } from './platform/firebase';
export { setAdmin } from './admin';
export { createUser, refreshUser, getUserSnapshot } from './users';
export { post, type LedgerEntry } from './platform/ledger';
export type { AuthContext } from './platform/authContext';
export { createApp } from './app';
export { runStreakReminders } from './daily';
export { syncOffers, recordClick, applyOfferReport } from './offers/tools';
export { getConfig, saveConfig } from './platform/configCache';
export { runPayoutFulfilment } from './rewards';
export { runSweepstakesJob } from './sweepstakes';
export { saveArticles, type ArticleDoc } from './articles';
export { saveBrands, activate as activateShopping, applyShopReport, openShopClaim } from './shopping/tools';
export { runEventsRetention } from './events';
export { deliverPush } from './push';
