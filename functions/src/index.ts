/**
 * Wiring table: every deployed function and what it runs. The api is app.ts; every scheduled or
 * triggered function runs a plain handler from its domain's `*.job.ts`, tested directly.
 */
import { setGlobalOptions } from 'firebase-functions/v2';
import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { onDocumentCreated, onDocumentWritten } from 'firebase-functions/v2/firestore';
import { createApp } from './app';
import { reloadArticlesEverywhere } from './articles';
import { runStreakReminders } from './daily';
import { confirmDueConversions } from './conversions';
import { SWAARM_API_KEY, SWAARM_POSTBACK_SECRET, runOfferSync } from './offers';
import { GIFTCARD_API_KEY, runPayoutFulfilment } from './rewards';
import { KYC_API_KEY, KYC_WEBHOOK_SECRET } from './kyc';
import { WEB_SEARCH_API_KEY } from './webSearch';
import { runSweepstakesJob } from './sweepstakes';
import { SURVEYS_POSTBACK_SECRET } from './surveys';
import { referralOnLedgerEntry } from './referrals';
import { runEventsRetention } from './events';
import { deliverQueuedPush } from './push';
import { CJ_API_TOKEN, SHOPPING_SECRETS, runCjCommissionSync } from './shopping';
import { runLogged } from './platform/jobLog';

// Sizing (docs/operations.md "Sizing"): a scheduled job runs on one instance, one run at a time
// (Cloud Scheduler's next tick is refused while a run lasts, so runs never overlap); the api and
// the triggers say their own.
setGlobalOptions({ region: 'us-central1', maxInstances: 1, concurrency: 1 });

/** One instance serves many requests at once; calls are short (a transaction or two), so a minute is ample. */
export const api = onRequest(
  // The admin's "Sync now" reads the feed; postbacks and KYC webhooks check their secrets;
  // approved payouts are ordered at once, and KYC sessions are created, at the providers; web
  // searches call the search API.
  {
    // One warm instance spares members a cold start (about 2 s: the bundle and the catalogues);
    // 80 calls at once per instance (each mostly waits on Firestore: the bench's p50 is 0.2 to
    // 0.7 s), 100 instances: 8,000 calls in flight, far above launch traffic and a cap on cost.
    minInstances: 1,
    maxInstances: 100,
    concurrency: 80,
    cpu: 1,
    timeoutSeconds: 60,
    memory: '512MiB',
    secrets: [
      SWAARM_API_KEY,
      SWAARM_POSTBACK_SECRET,
      GIFTCARD_API_KEY,
      KYC_API_KEY,
      KYC_WEBHOOK_SECRET,
      ...SHOPPING_SECRETS,
      SURVEYS_POSTBACK_SECRET,
      WEB_SEARCH_API_KEY,
    ],
  },
  createApp(),
);

/** Hourly: an in-app reminder to each user whose streak breaks within the next hours. */
export const streakReminders = onSchedule(
  // Pages of 300 members; five minutes covers a large run, and a run cut short resumes next hour.
  { schedule: 'every 60 minutes', timeoutSeconds: 300, memory: '256MiB', retryCount: 0 },
  () => runLogged('streakReminders', runStreakReminders),
);

/** Every 15 minutes: the offer catalogue from the Swaarm feed (inactive, never deleted, when gone). */
export const offerSync = onSchedule(
  { schedule: 'every 15 minutes', timeoutSeconds: 300, memory: '256MiB', retryCount: 0, secrets: [SWAARM_API_KEY] },
  () => runLogged('offerSync', runOfferSync),
);

/** Every 15 minutes: CJ's commissions from its Commission Detail API (CJ pushes nothing; docs/shopping.md "Networks"). */
export const cjCommissionSync = onSchedule(
  { schedule: 'every 15 minutes', timeoutSeconds: 300, memory: '256MiB', retryCount: 0, secrets: [CJ_API_TOKEN] },
  () => runLogged('cjCommissionSync', runCjCommissionSync),
);

/** Every 15 minutes: credits pending conversions whose hold has passed (docs/conversions.md). */
export const confirmConversions = onSchedule(
  { schedule: 'every 15 minutes', timeoutSeconds: 300, memory: '256MiB', retryCount: 0 },
  () => runLogged('confirmConversions', confirmDueConversions),
);

/** Every 5 minutes: orders approved payouts from the gift-card provider and reads back processing ones. */
export const fulfilPayouts = onSchedule(
  { schedule: 'every 5 minutes', timeoutSeconds: 300, memory: '256MiB', retryCount: 0, secrets: [GIFTCARD_API_KEY] },
  () => runLogged('fulfilPayouts', runPayoutFulfilment),
);

/** Every minute: opens sweepstakes at their start, draws ended ones, finishes cancelled ones' refunds. */
export const sweepstakesJob = onSchedule(
  // A winner's approved prize is ordered at once, so the job needs the provider's key.
  { schedule: 'every 1 minutes', timeoutSeconds: 300, memory: '256MiB', retryCount: 0, secrets: [GIFTCARD_API_KEY] },
  () => runLogged('sweepstakesJob', runSweepstakesJob),
);

/** On each ledger entry: pays the member's referrer their bonus once the member qualifies (docs/referrals.md). */
export const referralOnEarning = onDocumentCreated(
  { document: 'users/{uid}/transactions/{txId}', memory: '256MiB', timeoutSeconds: 60, retry: false, maxInstances: 20, concurrency: 20, cpu: 1 },
  async (event) => void (await referralOnLedgerEntry(event.params.uid, event.data?.get('type') ?? '')),
);

/** Daily: deletes analytics events older than config/events retention_days (a TTL policy on expire_at can replace it). */
export const eventsRetention = onSchedule(
  { schedule: 'every day 03:30', timeZone: 'UTC', timeoutSeconds: 540, memory: '256MiB', retryCount: 0 },
  () => runLogged('eventsRetention', runEventsRetention),
);

/** On each queued push: delivers it to the member's devices, once (locally, emulators/scripts/local-triggers.ts). */
export const pushOnQueued = onDocumentCreated(
  // Mostly waiting on FCM: many at once per instance.
  { document: 'pushOutbox/{key}', memory: '256MiB', timeoutSeconds: 60, retry: false, maxInstances: 20, concurrency: 40, cpu: 1 },
  async (event) => void (await deliverQueuedPush(event.params.key)),
);

/** On each write to an article (a console edit): every instance reloads the articles within a minute. */
export const articlesOnWrite = onDocumentWritten(
  { document: 'articles/{slug}', memory: '256MiB', timeoutSeconds: 60, retry: false },
  () => runLogged('articlesOnWrite', reloadArticlesEverywhere),
);
