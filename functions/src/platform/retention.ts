/** The `expire_at` a Firestore TTL policy deletes a document by (core/src/retention.ts sets the times). */
import { Timestamp } from 'firebase-admin/firestore';
import { TTL_FIELD, expireAt, type RetainedCollection } from '@pilotmiles/core';

/** Spread into a document of `collection` written at `from`: `{...expiry('mail')}`. */
export const expiry = (collection: RetainedCollection, from: Date = new Date()) => ({
  [TTL_FIELD]: Timestamp.fromDate(expireAt(collection, from)),
});
