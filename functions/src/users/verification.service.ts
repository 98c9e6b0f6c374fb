/**
 * Verification e-mails sent by the server (the 'Email already in use' path resends one). Mail is
 * queued in `mail/` in the Trigger Email extension's format; locally the link is also logged and
 * the Auth emulator lists it under /emulator/v1/projects/<id>/oobCodes.
 */
import { logger } from 'firebase-functions';
import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { VERIFICATION_EMAIL_COOLDOWN_S } from '@pilotmiles/core';
import { auth, db } from '../platform/firebase';
import { COLLECTIONS } from '../platform/paths';
import { appUrl, queueMail } from '../platform/mail';
import { expiry } from '../platform/retention';


/** Takes the address's mail slot (one mail per VERIFICATION_EMAIL_COOLDOWN_S); false when taken. */
function takeMailSlot(address: string): Promise<boolean> {
  const throttle = db.collection(COLLECTIONS.emailThrottle).doc(createHash('sha256').update(address).digest('hex'));
  return db.runTransaction(async (tx) => {
    const last = (await tx.get(throttle)).get('last_sent_at') as Timestamp | undefined;
    if (last && Date.now() - last.toMillis() < VERIFICATION_EMAIL_COOLDOWN_S * 1000) return false;
    tx.set(throttle, { last_sent_at: Timestamp.now(), ...expiry('emailThrottle') });
    return true;
  });
}

/**
 * POST /users/resend-email-verification. The answer is the same whether the address is unknown,
 * verified, disabled, throttled or really sent to, so the endpoint cannot tell anyone which
 * addresses have accounts; abuse is bounded by the per-IP limit in front of it.
 */
export async function resendVerification(email: string): Promise<{ sent: true }> {
  const address = email.trim().toLowerCase();
  const user = await auth.getUserByEmail(address).catch(() => null);
  if (!user || user.emailVerified || user.disabled) return { sent: true };
  if (!(await takeMailSlot(address))) return { sent: true };

  const link = await auth.generateEmailVerificationLink(address, {
    url: `${appUrl()}/auth/signin?emailVerified=true`,
  });
  await queueMail({
    to: address,
    subject: 'Verify your PilotMiles email',
    text: `Welcome aboard! Confirm your email to unlock your $5 welcome bonus: ${link}`,
    html: `<p>Welcome aboard! Confirm your email to unlock your $5 welcome bonus.</p><p><a href="${link}">Verify my email</a></p>`,
  });
  if (process.env.FUNCTIONS_EMULATOR === 'true') logger.info(`verification link for ${address}: ${link}`);
  return { sent: true };
}
