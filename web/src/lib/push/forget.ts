/**
 * At sign-out: DELETE /service/fcm-token for this device and forget the remembered token. Never
 * holds sign-out up for long, never fails it (push failures are logged only).
 */
import { deleteFcmToken } from './api';
import { rememberToken, rememberedToken } from './storage';

/** Whether this browser may have a token (or a denial) saved: it remembers one, or was asked. */
function maybeSaved(): boolean {
  const asked = typeof window !== 'undefined' && 'Notification' in window && Notification.permission !== 'default';
  return asked || rememberedToken() !== null;
}

export async function forgetPushToken(timeoutMs = 2500): Promise<void> {
  if (!maybeSaved()) return;
  rememberToken(null);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deleted = deleteFcmToken().catch((err) => console.warn('push: token not removed', err));
  await Promise.race([deleted, new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)))]);
  clearTimeout(timer);
}
