/**
 * Verification e-mails sent by the server (the 'Email already in use' path resends one). Mail is
 * queued in `mail/` in the Trigger Email extension's format; locally the link is also logged and
 * the Auth emulator lists it under /emulator/v1/projects/<id>/oobCodes.
 */
import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { ERROR_CODES, VERIFICATION_EMAIL_COOLDOWN_S } from '@pilotmiles/core';
import { auth, db } from '../platform/firebase';
import { HttpError } from '../platform/errors';
import { COLLECTIONS } from '../platform/paths';

/** Where links send people back to; set APP_URL in functions/.env for a deployed project. */
export const appUrl = () => process.env.APP_URL ?? 'http://127.0.0.1:5000';

export async function resendVerification(email: string): Promise<{ sent: boolean }> {
  const address = email.trim().toLowerCase();
  const user = await auth.getUserByEmail(address).catch(() => null);
  // Same answer whether or not the address exists, so the endpoint cannot probe accounts.
  if (!user || user.emailVerified || user.disabled) return { sent: true };

  const throttle = db.collection(COLLECTIONS.emailThrottle).doc(createHash('sha256').update(address).digest('hex'));
  await db.runTransaction(async (tx) => {
    const last = (await tx.get(throttle)).get('last_sent_at') as Timestamp | undefined;
    if (last && Date.now() - last.toMillis() < VERIFICATION_EMAIL_COOLDOWN_S * 1000)
      throw new HttpError(429, ERROR_CODES.rateLimited, 'A verification email was sent recently. Please check your inbox or try again in a minute.');
    tx.set(throttle, { last_sent_at: Timestamp.now() });
  });

  const link = await auth.generateEmailVerificationLink(address, {
    url: `${appUrl()}/auth/signin?emailVerified=true`,
  });
  await db.collection(COLLECTIONS.mail).add({
    to: address,
    message: {
      subject: 'Verify your PilotMiles email',
      text: `Welcome aboard! Confirm your email to unlock your $5 welcome bonus: ${link}`,
      html: `<p>Welcome aboard! Confirm your email to unlock your $5 welcome bonus.</p><p><a href="${link}">Verify my email</a></p>`,
    },
    created_at: Timestamp.now(),
  });
  if (process.env.FUNCTIONS_EMULATOR === 'true') console.log(`verification link for ${address}: ${link}`);
  return { sent: true };
}
