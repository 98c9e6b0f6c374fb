/** Admin access: the `admin` custom claim is the truth; users/{uid}.role mirrors it for display. */
import { Timestamp } from 'firebase-admin/firestore';
import { auth } from '../platform/firebase';
import { userRef } from '../platform/paths';

export async function setAdmin(uid: string, admin: boolean): Promise<void> {
  const record = await auth.getUser(uid);
  const claims = { ...(record.customClaims ?? {}) };
  if (admin) claims.admin = true;
  else delete claims.admin;
  await auth.setCustomUserClaims(uid, claims);
  const ref = userRef(uid);
  if ((await ref.get()).exists) await ref.update({ role: admin ? 'admin' : 'user', updated_at: Timestamp.now() });
}
