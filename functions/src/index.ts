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
import { SHOPPING_SECRETS } from './shopping';

setGlobalOptions({ region: 'us-central1', maxInstances: 20 });

/** One instance serves many requests at once; calls are short (a transaction or two), so a minute is ample. */
export const api = onRequest(
  // The admin's "Sync now" reads the feed; postbacks and KYC webhooks check their secrets;
  // approved payouts are ordered at once, and KYC sessions are created, at the providers; web
  // searches call the search API.
  {
    concurrency: 80,
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
  async () => void (await runStreakReminders()),
);

/** Every 15 minutes: the offer catalogue from the Swaarm feed (inactive, never deleted, when gone). */
export const offerSync = onSchedule(
  { schedule: 'every 15 minutes', timeoutSeconds: 300, memory: '256MiB', retryCount: 0, secrets: [SWAARM_API_KEY] },
  async () => void (await runOfferSync()),
);

/** Every 15 minutes: credits pending conversions whose hold has passed (docs/conversions.md). */
export const confirmConversions = onSchedule(
  { schedule: 'every 15 minutes', timeoutSeconds: 300, memory: '256MiB', retryCount: 0 },
  async () => void (await confirmDueConversions()),
);

/** Every 5 minutes: orders approved payouts from the gift-card provider and reads back processing ones. */
export const fulfilPayouts = onSchedule(
  { schedule: 'every 5 minutes', timeoutSeconds: 300, memory: '256MiB', retryCount: 0, secrets: [GIFTCARD_API_KEY] },
  async () => void (await runPayoutFulfilment()),
);

/** Every minute: opens sweepstakes at their start, draws ended ones, finishes cancelled ones' refunds. */
export const sweepstakesJob = onSchedule(
  // A winner's approved prize is ordered at once, so the job needs the provider's key.
  { schedule: 'every 1 minutes', timeoutSeconds: 300, memory: '256MiB', retryCount: 0, secrets: [GIFTCARD_API_KEY] },
  async () => void (await runSweepstakesJob()),
);

/** On each ledger entry: pays the member's referrer their bonus once the member qualifies (docs/referrals.md). */
export const referralOnEarning = onDocumentCreated(
  { document: 'users/{uid}/transactions/{txId}', memory: '256MiB', timeoutSeconds: 60, retry: false },
  async (event) => void (await referralOnLedgerEntry(event.params.uid, event.data?.get('type') ?? '')),
);

/** Daily: deletes analytics events older than config/events retention_days (a TTL policy on expire_at can replace it). */
export const eventsRetention = onSchedule(
  { schedule: 'every day 03:30', timeZone: 'UTC', timeoutSeconds: 540, memory: '256MiB', retryCount: 0 },
  async () => void (await runEventsRetention()),
);

/** On each queued push: delivers it to the member's devices, once (locally, emulators/scripts/local-triggers.ts). */
export const pushOnQueued = onDocumentCreated(
  { document: 'pushOutbox/{key}', memory: '256MiB', timeoutSeconds: 60, retry: false },
  async (event) => void (await deliverQueuedPush(event.params.key)),
);

/** On each write to an article (a console edit): every instance reloads the articles within a minute. */
export const articlesOnWrite = onDocumentWritten(
  { document: 'articles/{slug}', memory: '256MiB', timeoutSeconds: 60, retry: false },
  async () => void (await reloadArticlesEverywhere()),
);
