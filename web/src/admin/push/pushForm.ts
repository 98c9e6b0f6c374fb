/**
 * The compose form of /admin/push: what staff typed (all text), checked with core's
 * pushMessageBody and pushAudienceBody so the messages under the fields are the server's own.
 */
import {
  pushAudienceBody,
  pushMessageBody,
  PUSH_MAX_ACTIONS,
  type PushAudience,
  type PushMessage,
} from '@pilotmiles/core';

export type AudienceKind = PushAudience['kind'];

export interface PushFormValues {
  title: string;
  body: string;
  url: string;
  icon: string;
  actions: { action: string; title: string }[];
  audience: AudienceKind;
  country: string;
  days: string;
  uid: string;
}

export const EMPTY_PUSH_FORM: PushFormValues = {
  title: '',
  body: '',
  url: '/',
  icon: '',
  actions: [],
  audience: 'everyone',
  country: '',
  days: '30',
  uid: '',
};

export const MAX_ACTIONS = PUSH_MAX_ACTIONS;

/** Field name ('title', 'actions.0.title', 'country'...) -> the message shown under it. */
export type PushFormErrors = Partial<Record<string, string>>;

export type Checked<T> = { ok: true; value: T } | { ok: false; errors: PushFormErrors };

const issuesOf = (issues: { path: PropertyKey[]; message: string }[]): PushFormErrors => {
  const errors: PushFormErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || 'root';
    errors[key] ??= issue.message;
  }
  return errors;
};

export function checkMessage(v: PushFormValues): Checked<PushMessage> {
  const parsed = pushMessageBody.safeParse({
    title: v.title,
    body: v.body,
    url: v.url.trim() === '' ? undefined : v.url,
    icon: v.icon.trim() === '' ? null : v.icon,
    actions: v.actions,
  });
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, errors: issuesOf(parsed.error.issues) };
}

export function checkAudience(v: PushFormValues): Checked<PushAudience> {
  const raw =
    v.audience === 'country'
      ? { kind: 'country', country: v.country }
      : v.audience === 'active'
        ? { kind: 'active', days: v.days.trim() === '' ? NaN : Number(v.days) }
        : v.audience === 'member'
          ? { kind: 'member', uid: v.uid.trim() }
          : { kind: 'everyone' };
  const parsed = pushAudienceBody.safeParse(raw);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, errors: issuesOf(parsed.error.issues) };
}

/** The same message, however it was typed: a test send of it unlocks the real send. */
export const messageKey = (m: PushMessage) => JSON.stringify([m.title, m.body, m.url, m.icon, m.actions.map((a) => [a.action, a.title])]);

/** How an audience is named in the confirmation and the list. */
export function describeAudience(a: PushAudience): string {
  switch (a.kind) {
    case 'everyone':
      return 'every member';
    case 'country':
      return `members in ${a.country}`;
    case 'active':
      return `members active in the last ${a.days} ${a.days === 1 ? 'day' : 'days'}`;
    case 'member':
      return `member ${a.uid}`;
  }
}

/** A request id the server accepts (8-64 of A-Z a-z 0-9 _ -): a UUID without its dashes. */
export function newBroadcastId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID().replaceAll('-', '');
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}
