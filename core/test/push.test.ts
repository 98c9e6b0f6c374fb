import { describe, expect, it } from 'vitest';
import { isPushUrl, parsePushActions, pushData, pushFromData, pushTarget, type PushMessage } from '../src/push/push';
import { pushBroadcastBody, fcmTokenBody } from '../src/schemas/push';

describe('parsePushActions (malformed actions are ignored)', () => {
  it('keeps well-formed actions from a JSON string or a list, at most two', () => {
    const ok = [{ action: '/rewards', title: 'Redeem' }, { action: 'open', title: 'Open' }, { action: 'x', title: 'Third' }];
    expect(parsePushActions(JSON.stringify(ok))).toEqual(ok.slice(0, 2));
    expect(parsePushActions(ok)).toEqual(ok.slice(0, 2));
  });

  it.each([
    ['broken JSON', '[{"action":'],
    ['an object', { action: 'a', title: 'b' }],
    ['a number', 42],
    ['null', null],
  ])('answers none for %s', (_name, raw) => {
    expect(parsePushActions(raw)).toEqual([]);
  });

  it('drops items without a string action and title, or blank or too long ones', () => {
    const raw = [{ action: 42, title: 'x' }, 'junk', { action: 'a' }, { action: ' ', title: 'blank' }, { action: 'a', title: 'x'.repeat(41) }, { action: 'ok', title: 'Fine', extra: 1 }];
    expect(parsePushActions(raw)).toEqual([{ action: 'ok', title: 'Fine' }]);
  });
});

describe('where a click leads', () => {
  it('accepts app paths and https addresses only', () => {
    expect(isPushUrl('/profile/rewards')).toBe(true);
    expect(isPushUrl('https://pilotmiles.com/x')).toBe(true);
    for (const bad of ['//evil.test/x', 'javascript:alert(1)', 'http://plain.test', '/\\evil', 'https://user@host/x', 'rewards'])
      expect(isPushUrl(bad), bad).toBe(false);
  });

  it("prefers an action that is itself a link, else the message's url, else home", () => {
    expect(pushTarget('/offers', '/rewards')).toBe('/rewards');
    expect(pushTarget('/offers', 'open')).toBe('/offers');
    expect(pushTarget('javascript:alert(1)')).toBe('/');
    expect(pushTarget(undefined)).toBe('/');
  });
});

describe('the FCM data payload', () => {
  const message: PushMessage = { title: 'Hi', body: 'There', url: '/rewards', icon: '/icon.png', actions: [{ action: '/x', title: 'Go' }] };

  it('round-trips through string-only data', () => {
    const data = pushData(message);
    expect(Object.values(data).every((v) => typeof v === 'string')).toBe(true);
    expect(pushFromData(data)).toEqual(message);
  });

  it('ignores a payload without a title and cleans bad fields', () => {
    expect(pushFromData({ body: 'no title' })).toBeNull();
    expect(pushFromData(null)).toBeNull();
    expect(pushFromData({ title: 'T', message: 'the body', url: 'javascript:x', icon: 'http://x', actions: '{' })).toEqual({
      title: 'T',
      body: 'the body',
      url: '/',
      icon: null,
      actions: [],
    });
  });
});

describe('schemas', () => {
  it('fcm-token takes a token or null, nothing else', () => {
    expect(fcmTokenBody.parse({ token: 'abc' })).toEqual({ token: 'abc' });
    expect(fcmTokenBody.parse({ token: null })).toEqual({ token: null });
    expect(fcmTokenBody.safeParse({ token: '' }).success).toBe(false);
    expect(fcmTokenBody.safeParse({ token: 'a', device: 'x' }).success).toBe(false);
  });

  it('a broadcast refuses unsafe links, extra actions and bad audiences', () => {
    const base = { message: { title: 'T', body: 'B' }, audience: { kind: 'everyone' }, request_id: 'abcdefgh' };
    expect(pushBroadcastBody.parse(base)).toMatchObject({ test: false, message: { url: '/', icon: null, actions: [] } });
    expect(pushBroadcastBody.safeParse({ ...base, message: { ...base.message, url: 'javascript:x' } }).success).toBe(false);
    const three = Array.from({ length: 3 }, (_, i) => ({ action: `a${i}`, title: `t${i}` }));
    expect(pushBroadcastBody.safeParse({ ...base, message: { ...base.message, actions: three } }).success).toBe(false);
    expect(pushBroadcastBody.parse({ ...base, audience: { kind: 'country', country: 'us' } }).audience).toEqual({ kind: 'country', country: 'US' });
    expect(pushBroadcastBody.safeParse({ ...base, audience: { kind: 'active', days: 0 } }).success).toBe(false);
    expect(pushBroadcastBody.safeParse({ ...base, request_id: 'short' }).success).toBe(false);
  });
});
