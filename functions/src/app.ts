/** The /api Express app: platform middleware, one router per domain, the error envelope last. */
import express from 'express';
import { errorHandler, notFoundHandler } from './platform/http/errorHandler';
import { requestLog } from './platform/http/requestLog';
import { healthRouter } from './platform/http/health';
import { timezone } from './platform/http/timezone';
import { keepRawBody } from './platform/http/rawBody';
import { requireAuth } from './platform/http/auth';
import { geoGuardRouter } from './platform/http/geo';
import { geoRouter } from './geo';
import { adminRouter, staffUsersRouter } from './admin';
import { articlesRouter } from './articles';
import { dailyBonusRouter, dailyChallengeRouter } from './daily';
import { earnRouter } from './earn';
import { eventsRouter, serviceRouter } from './events';
import { notificationsRouter } from './notifications';
import { pushTokenRouter } from './push';
import { activityRouter, catalogRouter, postbacksRouter } from './offers';
import { memberRewardsRouter, rewardsRouter } from './rewards';
import { memberKycRouter, webhooksRouter } from './kyc';
import { webSearchRouter } from './webSearch';
import { brandsRouter, shoppingPostbacksRouter, shoppingRouter } from './shopping';
import { sweepstakesRouter } from './sweepstakes';
import { surveyPostbacksRouter, surveysRouter } from './surveys';
import { referralsRouter } from './referrals';
import { usersRouter } from './users';
import { cpPortalRouter } from './cpPortal';

/** Small bodies only: nothing the API accepts comes near this. */
const BODY_LIMIT = '32kb';

/**
 * Proxies in front of the function whose X-Forwarded-For entry is trusted (Hosting's CDN): req.ip
 * is the address that proxy saw, not whatever a client writes into the header, so per-IP limits
 * cannot be dodged by forging it. Set TRUST_PROXY_HOPS if the deployment has more hops.
 */
const TRUST_PROXY_HOPS = Number(process.env.TRUST_PROXY_HOPS ?? 1);

export function createApp() {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', TRUST_PROXY_HOPS);

  const api = express.Router();
  api.use(requestLog);
  api.use(express.json({ limit: BODY_LIMIT, verify: keepRawBody }));
  api.use(timezone);
  // Sign-up and the earning calls refuse a country that is not served (platform/http/geo.ts lists them).
  api.use(geoGuardRouter);
  api.use('/health', healthRouter);
  // The member's daily features and reminders live under /users but in their own domains.
  api.use('/users/daily-bonus', requireAuth, dailyBonusRouter);
  api.use('/users/daily-challenge', requireAuth, dailyChallengeRouter);
  api.use('/users/notifications', requireAuth, notificationsRouter);
  // Redeemable rewards and payouts (docs/rewards.md), each route with its own guards.
  api.use('/users', memberRewardsRouter);
  // Identity verification (docs/kyc.md), each route with its own guards.
  api.use('/users', memberKycRouter);
  // The Crew waitlist (public) and the member's referrals (docs/referrals.md), each route with its own guards.
  api.use('/users', referralsRouter);
  // Staff's member calls under /users (docs/admin.md): each route guarded, none shadowing a member's.
  api.use('/users', staffUsersRouter);
  api.use('/users', usersRouter);
  api.use('/admin', adminRouter);
  api.use('/events', eventsRouter);
  api.use('/service', serviceRouter);
  api.use('/service', geoRouter);
  api.use('/service', pushTokenRouter);
  api.use('/articles', articlesRouter);
  api.use('/earn', earnRouter);
  api.use('/swaarm', catalogRouter, activityRouter);
  api.use('/postbacks', postbacksRouter, surveyPostbacksRouter, shoppingPostbacksRouter);
  // Shop & Save (docs/shopping.md; brands/{network}/{advertiserId}), each route with its own guards.
  api.use('/shopping', shoppingRouter);
  api.use('/brands', brandsRouter);
  api.use('/rewards', rewardsRouter);
  api.use('/sweepstakes', sweepstakesRouter);
  api.use('/web-search', webSearchRouter);
  api.use('/surveys', surveysRouter);
  api.use('/webhooks', webhooksRouter);
  // The /cp/rewards partner portal's public brand read (docs/api.md).
  api.use('/cp', cpPortalRouter);
  api.use(notFoundHandler);

  // Hosting's rewrite keeps the /api prefix; a direct call to the function has none.
  app.use('/api', api);
  app.use(api);
  app.use(errorHandler);
  return app;
}
