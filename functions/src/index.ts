/**
 * Wiring table: every deployed function and what it runs. The api is app.ts; every scheduled or
 * triggered function runs a plain handler from its domain's `*.job.ts`, tested directly.
 */
import { setGlobalOptions } from 'firebase-functions/v2';
import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { onDocumentCreated, onDocumentWritten } from 'firebase-functions/v2/firestore';
import { onTaskDispatched } from 'firebase-functions/v2/tasks';
import { createApp } from './app';
import { reloadArticlesEverywhere } from './articles';
import { runStreakReminders, streakReminderPages as streakPagesQueue } from './daily';
import { pushBroadcastPages as broadcastPagesQueue } from './admin';
import { confirmDueConversions, confirmPageQueue } from './conversions';
import { SWAARM_API_KEY, SWAARM_POSTBACK_SECRET, runOfferSync } from './offers';
import { GIFTCARD_API_KEY, fulfilmentQueue, runPayoutFulfilment } from './rewards';
import { KYC_API_KEY, KYC_WEBHOOK_SECRET } from './kyc';
import { WEB_SEARCH_API_KEY } from './webSearch';
import { runSweepstakesJob, sweepstakesDrawQueue, sweepstakesNotifyQueue, sweepstakesRefundsQueue } from './sweepstakes';
import { SURVEYS_POSTBACK_SECRET } from './surveys';
import { referralOnLedgerEntry } from './referrals';
import { eventsTallyQueue, runEventsRetention } from './events';
import { deliverQueuedPush } from './push';
import { CJ_API_TOKEN, SHOPPING_SECRETS, runCjCommissionSync } from './shopping';
import { runLogged } from './platform/jobLog';

// Sizing (docs/operations.md "Sizing"): a scheduled job runs on one instance, one run at a time
// (and under its lease, platform/jobLease.ts, so runs never overlap); the api, the triggers and
// the task queues say their own.
setGlobalOptions({ region: 'us-central1', maxInstances: 1, concurrency: 1 });

/** One instance serves many requests at once; calls are short (a transaction or two), so a minute is ample. */
export const api = onRequest(
  // The admin's "Sync now" reads the feed; postbacks and KYC webhooks check their secrets; staff's
  // rejection asks the gift-card provider for the order first; KYC sessions are created at the
  // provider (the member is sent to it); web searches call the search API.
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

/** Hourly: enqueues the reminders of the members whose streak came due since the last run (pages: streakReminderPages). */
export const streakReminders = onSchedule(
  // Reads one cursor document and enqueues one task.
  { schedule: 'every 60 minutes', timeoutSeconds: 60, memory: '256MiB', retryCount: 0 },
  () => runLogged('streakReminders', () => runStreakReminders(), { leaseMs: 60_000 }),
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

/** Every 15 minutes: enqueues pages of pending conversions whose hold has passed (docs/conversions.md). */
export const confirmConversions = onSchedule(
  { schedule: 'every 15 minutes', timeoutSeconds: 300, memory: '256MiB', retryCount: 0 },
  () => runLogged('confirmConversions', confirmDueConversions),
);

/** Every 5 minutes: enqueues each due fulfilment step no task holds (a lost enqueue, a task that gave up). */
export const fulfilPayouts = onSchedule(
  { schedule: 'every 5 minutes', timeoutSeconds: 300, memory: '256MiB', retryCount: 0 },
  () => runLogged('fulfilPayouts', runPayoutFulfilment),
);

/** Every minute: opens sweepstakes at their start, starts draws of ended ones, takes over stalled paged work. */
export const sweepstakesJob = onSchedule(
  { schedule: 'every 1 minutes', timeoutSeconds: 300, memory: '256MiB', retryCount: 0 },
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

// Task queues (platform/tasks.ts): work enqueued by requests and jobs, a task per step or page.
// retryConfig covers a handler that crashed (a step or page is safe to run twice); rateLimits keep
// a burst from outrunning a partner or Firestore.

/** One fulfilment step of a payout: order it from the gift-card provider, or read a processing order back. */
export const fulfilPayout = onTaskDispatched(
  {
    retryConfig: { maxAttempts: 5, minBackoffSeconds: 30, maxBackoffSeconds: 900 },
    // Tremendous' API allows far more; 20 orders a second is 72,000 an hour.
    rateLimits: { maxConcurrentDispatches: 50, maxDispatchesPerSecond: 20 },
    timeoutSeconds: 120,
    memory: '256MiB',
    cpu: 1,
    maxInstances: 10,
    concurrency: 20,
    secrets: [GIFTCARD_API_KEY],
  },
  (req) => fulfilmentQueue.handle(req.data),
);

/** A page of a staff push broadcast: 300 members queued in the outbox and delivered (docs/api.md "Staff push broadcasts"). */
export const pushBroadcastPages = onTaskDispatched(
  {
    retryConfig: { maxAttempts: 5, minBackoffSeconds: 10, maxBackoffSeconds: 300 },
    // A broadcast's pages run one after another (each enqueues the next): a few broadcasts at once.
    rateLimits: { maxConcurrentDispatches: 5 },
    timeoutSeconds: 300,
    memory: '256MiB',
    cpu: 1,
    maxInstances: 5,
    concurrency: 5,
  },
  (req) => broadcastPagesQueue.handle(req.data),
);

/** A page of streak reminders: 300 members of a run's slice (docs/daily-bonus.md "Streak reminders"). */
export const streakReminderPages = onTaskDispatched(
  {
    retryConfig: { maxAttempts: 5, minBackoffSeconds: 10, maxBackoffSeconds: 300 },
    rateLimits: { maxConcurrentDispatches: 5 },
    timeoutSeconds: 120,
    memory: '256MiB',
    cpu: 1,
    maxInstances: 5,
    concurrency: 5,
  },
  (req) => streakPagesQueue.handle(req.data),
);

/** One page of the hold job's due conversions (200 ids): credits each through the engine (docs/conversions.md "The hold job"). */
export const confirmConversionPage = onTaskDispatched(
  {
    // A page is safe to run again (it skips what is done); a conversion that fails is logged, not retried by the queue.
    retryConfig: { maxAttempts: 5, minBackoffSeconds: 60, maxBackoffSeconds: 900 },
    // About 200 ledger transactions per page, one after another; 10 pages at once is ample and spares member documents.
    rateLimits: { maxConcurrentDispatches: 10, maxDispatchesPerSecond: 5 },
    timeoutSeconds: 300,
    memory: '256MiB',
    cpu: 1,
    maxInstances: 10,
    concurrency: 5,
  },
  (req) => confirmPageQueue.handle(req.data),
);

/** Counts one UTC minute's analytics events into the day's figures (docs/operations.md "Hot spots"). */
export const eventsTally = onTaskDispatched(
  {
    retryConfig: { maxAttempts: 5, minBackoffSeconds: 30, maxBackoffSeconds: 600 },
    // The only writers of the type and page counters: two at a time keeps a busy counter to a write per page of each.
    rateLimits: { maxConcurrentDispatches: 2, maxDispatchesPerSecond: 5 },
    timeoutSeconds: 300,
    memory: '256MiB',
    cpu: 1,
    maxInstances: 2,
    concurrency: 1,
  },
  (req) => eventsTallyQueue.handle(req.data),
);

// A sweepstake's paged work (docs/sweepstakes.md "Paged work"): each page enqueues the next.

/** A page of a draw (1,000 entries into the published list); the last one commits the draw and enqueues the prize. */
export const sweepstakesDraw = onTaskDispatched(
  {
    retryConfig: { maxAttempts: 5, minBackoffSeconds: 10, maxBackoffSeconds: 300 },
    rateLimits: { maxConcurrentDispatches: 10 },
    timeoutSeconds: 300,
    memory: '256MiB',
  },
  (req) => sweepstakesDrawQueue.handle(req.data),
);

/** A page of a drawn sweepstake's result notices (300 entrants). */
export const sweepstakesNotify = onTaskDispatched(
  {
    retryConfig: { maxAttempts: 5, minBackoffSeconds: 10, maxBackoffSeconds: 300 },
    rateLimits: { maxConcurrentDispatches: 20 },
    timeoutSeconds: 120,
    memory: '256MiB',
  },
  (req) => sweepstakesNotifyQueue.handle(req.data),
);

/** A page of a cancelled sweepstake's refunds (200 entrants). */
export const sweepstakesRefunds = onTaskDispatched(
  {
    retryConfig: { maxAttempts: 5, minBackoffSeconds: 10, maxBackoffSeconds: 300 },
    rateLimits: { maxConcurrentDispatches: 10 },
    timeoutSeconds: 300,
    memory: '256MiB',
  },
  (req) => sweepstakesRefundsQueue.handle(req.data),
);
