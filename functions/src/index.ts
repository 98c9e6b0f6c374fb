/** Wiring table: every deployed function and what it runs. */
import { setGlobalOptions } from 'firebase-functions/v2';
import { onRequest } from 'firebase-functions/v2/https';
import { createApp } from './api/app';

setGlobalOptions({ region: 'us-central1', maxInstances: 20 });

export const api = onRequest({ concurrency: 80 }, createApp());
