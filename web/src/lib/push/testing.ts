/** Test helpers for push: a fake /api/service/fcm-token and a stubbed Notification. */
import { vi } from 'vitest';

export interface FcmCall {
  method: string;
  path: string;
  body: unknown;
  deviceId: string | null;
}

/** Stubs fetch: every call is recorded; /service/fcm-token answers {saved}. */
export function fakeFcmEndpoint(answer: (call: FcmCall) => Promise<Response> | Response = (c) => Response.json({ data: { saved: c.method === 'POST' && c.body !== null && (c.body as { token: unknown }).token !== null } })) {
  const calls: FcmCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: URL | string, init?: RequestInit) => {
      const headers = (init?.headers ?? {}) as Record<string, string>;
      const call: FcmCall = {
        method: init?.method ?? 'GET',
        path: new URL(String(input)).pathname,
        body: init?.body === undefined ? undefined : JSON.parse(String(init.body)),
        deviceId: headers['x-device-id'] ?? null,
      };
      calls.push(call);
      return answer(call);
    }),
  );
  return calls;
}

/** Stubs window.Notification with a permission and what requestPermission answers. */
export function stubNotification(permission: NotificationPermission, answer: NotificationPermission = permission) {
  const requestPermission = vi.fn(async () => answer);
  vi.stubGlobal('Notification', { permission, requestPermission });
  return requestPermission;
}
