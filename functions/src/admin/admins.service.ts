/** Admin access: the `admin` custom claim is the truth; users/{uid}.role mirrors it for display. */
import { Timestamp } from 'firebase-admin/firestore';
import { auth } from '../platform/firebase';
import { audit } from '../platform/audit';
import { userRef } from '../platform/paths';

/** Grants or removes the admin claim; `actor` is who did it and `reason` why, for the audit trail. */
export async function setAdmin(uid: string, admin: boolean, actor: string, reason: string | null = null): Promise<void> {
  const record = await auth.getUser(uid);
  const before = record.customClaims?.admin === true;
  const claims = { ...(record.customClaims ?? {}) };
  if (admin) claims.admin = true;
  else delete claims.admin;
  await auth.setCustomUserClaims(uid, claims);
  if (before !== admin) await audit({ actor, action: 'user.role', target: `users/${uid}`, before: { admin: before }, after: { admin }, reason });
  const ref = userRef(uid);
  if ((await ref.get()).exists) await ref.update({ role: admin ? 'admin' : 'user', updated_at: Timestamp.now() });
}
