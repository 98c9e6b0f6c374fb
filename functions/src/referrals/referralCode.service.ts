/**
 * The sign-up page's check of a friend's code (docs/referrals.md "API"). Advisory only: POST /users
 * stays the authority and ignores a code that names nobody.
 */
import { isSuspendedStatus, refereeDisplayName, type ReferralCodeCheck } from '@pilotmiles/core';
import { referralCodeRef, userRef } from '../platform/paths';

/**
 * Whether `code` (normalised) belongs to a member who can invite, with their name as a referee's is
 * shown ('Jo D.'): never an email, a uid or a full name. A suspended member's code reads as unknown,
 * since a referral from them never pays.
 */
export async function checkReferralCode(code: string): Promise<ReferralCodeCheck> {
  const owner = await referralCodeRef(code).get();
  const uid: unknown = owner.get('uid');
  if (typeof uid !== 'string' || !uid) return { valid: false };
  const member = await userRef(uid).get();
  if (!member.exists || isSuspendedStatus(member.get('status'))) return { valid: false };
  return { valid: true, inviter: refereeDisplayName(member.get('full_name') || member.get('display_name')) };
}
