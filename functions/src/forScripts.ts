/**
 * The server code the repo's own scripts use (seed, grant-admin, the job runner, local triggers,
 * benches): emulators/ imports the functions only through this module (ESLint keeps it so), and
 * tsx then loads the functions' CommonJS modules once, sharing one Firebase Admin app.
 */
export { auth, db } from './platform/firebase';
export { setAdmin } from './admin';
export { createUser, refreshUser, getUserSnapshot } from './users';
export { post, type LedgerEntry } from './platform/ledger';
export type { AuthContext } from './platform/authContext';
export { getConfig, saveConfig } from './platform/configCache';
export { createApp } from './app';
export { saveArticles, type ArticleDoc } from './articles';
// Offers and shopping as the API makes them: the catalogue writes, starts (clicks, activations),
// partner reports and claims.
export { syncOffers } from './offers/sync.service';
export { recordClick } from './offers/clicks.service';
export { applyOfferReport } from './offers/conversions.service';
export { saveBrands } from './shopping/catalog.service';
export { activate as activateShopping } from './shopping/activations.service';
export { applyShopReport } from './shopping/orders.service';
export { openShopClaim } from './shopping/claims.service';
// A sweepstake's prize as the draw writes it, and staff's approval of a payout.
export { createPrizePayoutInTransaction, deliverPrizeNow, prizePayoutId, prizeReviewFor } from './rewards';
export { actOnPayout } from './rewards/payoutsAdmin.service';
// The jobs' handlers (npm run job; local-triggers.ts for the push trigger).
export { runStreakReminders } from './daily';
export { runOfferSync } from './offers';
export { confirmDueConversions } from './conversions';
export { runPayoutFulfilment } from './rewards';
export { runSweepstakesJob } from './sweepstakes';
export { runEventsRetention } from './events';
export { runCjCommissionSync } from './shopping';
export { deliverQueuedPush } from './push';
// Tasks the scripts' own calls enqueue run in their process (npm run job); benches also hold the
// queue to count a request apart from the tasks it queues.
export { localTasks, queuedTasks, runQueuedTasks } from './platform/tasks';
