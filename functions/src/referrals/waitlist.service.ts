/**
 * Feature waitlists (docs/referrals.md "API"): one entry per email and feature, created once. The answer
 * is the same whether the email was new or already there, so the endpoint tells nobody who is on it.
 */
import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import type { WaitlistBody, WaitlistResult } from '@pilotmiles/core';
import { waitlistRef } from './paths';

/** gRPC ALREADY_EXISTS: someone put this email on this waitlist before. */
const ALREADY_EXISTS = 6;

/** waitlist/{feature}:{sha256(email)}: the email is already trimmed and lower-cased by the schema. */
export const waitlistId = (feature: string, email: string) =>
  `${feature}:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}`;

export async function joinWaitlist(body: WaitlistBody, uid: string | null, now = new Date()): Promise<WaitlistResult> {
  try {
    await waitlistRef(waitlistId(body.feature, body.email)).create({
      feature: body.feature,
      email: body.email,
      // The member who asked, when signed in (the email may still be someone else's).
      uid,
      created_at: Timestamp.fromDate(now),
    });
  } catch (err) {
    if ((err as { code?: unknown }).code !== ALREADY_EXISTS) throw err;
  }
  return { joined: true };
}
