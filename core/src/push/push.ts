/**
 * Push notifications (docs/api.md "Push tokens", docs/data-model.md "Push"): the message shape the
 * server sends and the web shows, the member's device tokens, and staff broadcasts.
 */

/** The web re-saves its FCM token when the saved one is older than this. */
export const PUSH_TOKEN_REFRESH_DAYS = 7;
/** A foreground push shows as a toast for 5 s, top-right. */
export const PUSH_TOAST_MS = 5000;
/** A member keeps at most this many devices; saving one more drops the least recently saved. */
export const PUSH_MAX_DEVICES = 10;
/** A notification carries at most this many action buttons (what browsers show). */
export const PUSH_MAX_ACTIONS = 2;
/** Staff's segment "active in the last N days": the longest N. */
export const PUSH_ACTIVE_DAYS_MAX = 365;

/**
 * Lengths in characters, except `token`: in UTF-8 bytes, because tokens are looked up by value and
 * Firestore cannot query a value over 1,500 bytes (FCM's own tokens are a few hundred).
 */
export const PUSH_LIMITS = { title: 80, body: 240, url: 500, icon: 500, action: 40, actionTitle: 40, token: 1500 } as const;

/** One button of a notification; `action` names it, `title` is its label. */
export interface PushAction {
  action: string;
  title: string;
}

/** What a push carries: the notification, where a click leads, and its buttons. */
export interface PushMessage {
  title: string;
  body: string;
  /** A path in the app ('/profile/rewards') or an https address. */
  url: string;
  icon: string | null;
  actions: PushAction[];
}

/** Who a staff broadcast goes to. */
export type PushAudience =
  | { kind: 'everyone' }
  | { kind: 'country'; country: string }
  | { kind: 'active'; days: number }
  | { kind: 'member'; uid: string };

/** A broadcast is sent by task-queue pages after POST answers: 'sending' until its last page is done. */
export type PushBroadcastStatus = 'sending' | 'sent';

/** POST /admin/push/broadcasts answers with the broadcast as it stands (at first: sending, nothing sent yet). */
export interface PushBroadcastResult {
  id: string;
  status: PushBroadcastStatus;
  /** Pages of recipients done so far. */
  pages_done: number;
  /** Members the audience matched so far (1 for a test send). */
  recipients: number;
  /** Messages handed to FCM so far (one per device). */
  delivered: number;
  test: boolean;
}

/** One past broadcast in GET /admin/push/broadcasts. */
export interface PushBroadcast extends PushBroadcastResult {
  message: PushMessage;
  audience: PushAudience;
  sent_by: string;
  sent_by_email: string | null;
  created_at: string;
}

/** POST /service/fcm-token answers with whether this device now has a token saved. */
export interface FcmTokenResult {
  saved: boolean;
}

/**
 * The actions of a received push, keeping only well-formed ones (malformed actions are ignored,
 * never an error). FCM data values are strings, so `raw` may be a JSON string, an array, or anything.
 */
export function parsePushActions(raw: unknown): PushAction[] {
  let list = raw;
  if (typeof raw === 'string') {
    try {
      list = JSON.parse(raw);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(list)) return [];
  const ok = (v: unknown, max: number): v is string => typeof v === 'string' && v.trim().length > 0 && v.length <= max;
  return list
    .filter((a): a is PushAction => !!a && typeof a === 'object' && ok(a.action, PUSH_LIMITS.action) && ok(a.title, PUSH_LIMITS.actionTitle))
    .slice(0, PUSH_MAX_ACTIONS)
    .map((a) => ({ action: a.action, title: a.title }));
}

/**
 * Where a push's click (or an action button) leads: a path in the app, or an https address; the
 * action's name is used as the address when it is one. Anything else opens the app's home.
 */
export function pushTarget(url: unknown, action?: string): string {
  const candidate = action && isPushUrl(action) ? action : url;
  return typeof candidate === 'string' && isPushUrl(candidate) ? candidate : '/';
}

/** A path in the app ('/x', not '//host') or an https address. */
export function isPushUrl(url: string): boolean {
  if (url.startsWith('/')) return !url.startsWith('//') && !url.includes('\\');
  return /^https:\/\/[^\s/@]+(\/\S*)?$/i.test(url);
}

/**
 * The FCM data payload of a message: FCM carries string values only, so actions travel as JSON.
 * The web reads it back with `pushFromData`.
 */
export function pushData(m: PushMessage): Record<string, string> {
  return {
    title: m.title,
    body: m.body,
    url: m.url,
    ...(m.icon ? { icon: m.icon } : {}),
    actions: JSON.stringify(m.actions),
  };
}

/** A received payload's message, or null without a title; malformed fields are dropped. */
export function pushFromData(data: Record<string, unknown> | undefined | null): PushMessage | null {
  if (!data) return null;
  const str = (v: unknown) => (typeof v === 'string' ? v : '');
  const title = str(data.title).slice(0, PUSH_LIMITS.title);
  if (!title) return null;
  const icon = str(data.icon);
  return {
    title,
    body: str(data.body ?? data.message).slice(0, PUSH_LIMITS.body),
    url: pushTarget(data.url),
    icon: icon && isPushUrl(icon) ? icon : null,
    actions: parsePushActions(data.actions),
  };
}
