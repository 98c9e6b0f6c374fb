/** Wiring table: every deployed function and what it runs. Handlers are plain functions, tested directly. */
import { setGlobalOptions } from 'firebase-functions/v2';
import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { createApp } from './app';
import { runStreakReminders } from './daily';

setGlobalOptions({ region: 'us-central1', maxInstances: 20 });

export const api = onRequest({ concurrency: 80 }, createApp());

/** Hourly: an in-app reminder to each user whose streak breaks within the next hours. */
export const streakReminders = onSchedule('every 60 minutes', async () => void (await runStreakReminders()));
