/**
 * web/public/sw.js's push part, run as written against a fake service-worker scope: where
 * pushes go (a visible window, else a system notification with only well-formed actions) and
 * where a notification's click leads (core pushTarget's rule).
 */
import { describe, expect, it, vi } from 'vitest';
import { parsePushActions, pushTarget } from '@pilotmiles/core';
import swSource from '../../../public/sw.js?raw';

interface FakeClient {
  url: string;
  focused: boolean;
  visibilityState: 'visible' | 'hidden';
  postMessage: ReturnType<typeof vi.fn>;
  focus: ReturnType<typeof vi.fn>;
}

function loadWorker(windows: Array<Partial<FakeClient>> = []) {
  const listeners: Record<string, (event: unknown) => void> = {};
  const clients = windows.map((w) => ({ url: 'https://pilotmiles.test/', focused: false, visibilityState: 'hidden', postMessage: vi.fn(), focus: vi.fn(), ...w }));
  const self = {
    location: new URL('https://pilotmiles.test/sw.js'),
    addEventListener: (type: string, fn: (event: unknown) => void) => (listeners[type] = fn),
    skipWaiting: vi.fn(),
    clients: { matchAll: vi.fn(async () => clients), openWindow: vi.fn(async () => null), claim: vi.fn() },
    registration: { showNotification: vi.fn(async () => undefined) },
  };
  new Function('self', swSource)(self);
  /** Fires an event; resolves once what it handed to waitUntil is done. */
  const fire = async (type: string, event: Record<string, unknown>) => {
    let work: Promise<unknown> = Promise.resolve();
    listeners[type]({ ...event, waitUntil: (p: Promise<unknown>) => (work = p) });
    await work;
  };
  const push = (body: unknown) => fire('push', { data: { json: () => (body instanceof Error ? JSON.parse('{') : body) } });
  const click = (data: unknown, action = '') => {
    const close = vi.fn();
    return fire('notificationclick', { action, notification: { data, close } }).then(() => close);
  };
  return { self, clients, push, click };
}

const message = {
  title: 'Payout approved',
  body: 'Your $10 gift card is on its way',
  url: '/profile/rewards',
  icon: '/images/push/payout.svg',
  actions: JSON.stringify([{ action: 'open', title: 'See it' }, { action: 42, title: 'Bad' }, { action: 'x', title: '' }, { action: 'https://pilotmiles.test/offers', title: 'Earn more' }, { action: 'third', title: 'Too many' }]),
};

describe('sw.js: push', () => {
  it('shows a system notification with only well-formed actions when no window is visible', async () => {
    const sw = loadWorker([{ visibilityState: 'hidden' }]);
    await sw.push({ data: message, from: '1234', fcmMessageId: 'm1' });
    expect(sw.clients[0].postMessage).not.toHaveBeenCalled();
    expect(sw.self.registration.showNotification).toHaveBeenCalledWith('Payout approved', {
      body: 'Your $10 gift card is on its way',
      icon: '/images/push/payout.svg',
      data: { url: '/profile/rewards' },
      actions: [
        { action: 'open', title: 'See it' },
        { action: 'https://pilotmiles.test/offers', title: 'Earn more' },
      ],
    });
  });

  it("keeps the actions core's parsePushActions keeps (sw.js carries its own copy of the rule)", async () => {
    const long = 'x'.repeat(41);
    const cases = [
      message.actions,
      '[{"action":"a","title":"A"}',
      JSON.stringify([{ action: 'x'.repeat(40), title: 'x'.repeat(40) }, { action: long, title: 'ok' }, { action: 'ok', title: long }]),
      JSON.stringify([{ action: ' ', title: 'blank' }, null, 'open', { action: 'b', title: 'B' }]),
      JSON.stringify({ action: 'not', title: 'a list' }),
    ];
    for (const actions of cases) {
      const sw = loadWorker();
      await sw.push({ ...message, actions });
      const shown = (sw.self.registration.showNotification.mock.calls[0] as unknown[])[1] as { actions?: unknown[] };
      expect(shown.actions ?? []).toEqual(parsePushActions(actions));
    }
  });

  it('hands the message to a visible window instead', async () => {
    const sw = loadWorker([{ visibilityState: 'hidden' }, { visibilityState: 'visible' }]);
    await sw.push(message);
    expect(sw.clients[1].postMessage).toHaveBeenCalledWith({ type: 'pm-push', data: message });
    expect(sw.self.registration.showNotification).not.toHaveBeenCalled();
  });

  it('ignores pushes without a title or with an unreadable body; drops a bad url and icon', async () => {
    const sw = loadWorker();
    await sw.push({ data: { body: 'no title' } });
    await sw.push(new Error('not json'));
    expect(sw.self.registration.showNotification).not.toHaveBeenCalled();
    await sw.push({ title: 'Hi', url: 'javascript:alert(1)', icon: 'http://insecure/x.png', actions: '{' });
    expect(sw.self.registration.showNotification).toHaveBeenCalledWith('Hi', { body: '', data: { url: '/' }, actions: [] });
  });

  it("opens the action's address when it is one, else the url, else home (core pushTarget's rule)", async () => {
    const cases: Array<[unknown, string, string]> = [
      ['/profile/rewards', '', '/profile/rewards'],
      ['/profile/rewards', 'open', '/profile/rewards'],
      ['/profile/rewards', '/offers', '/offers'],
      ['/profile/rewards', 'https://partner.example/deal', 'https://partner.example/deal'],
      ['//evil.example', '', '/'],
      ['http://pilotmiles.test/x', '', '/'],
      [undefined, 'javascript:alert(1)', '/'],
    ];
    for (const [url, action, expected] of cases) {
      expect(pushTarget(url, action)).toBe(expected);
      const sw = loadWorker();
      const close = await sw.click({ url }, action);
      expect(close).toHaveBeenCalled();
      expect(sw.self.clients.openWindow).toHaveBeenCalledWith(new URL(expected, 'https://pilotmiles.test').href);
    }
  });

  it('focuses a window already showing the target', async () => {
    const sw = loadWorker([{ url: 'https://pilotmiles.test/profile/rewards' }]);
    await sw.click({ url: '/profile/rewards' });
    expect(sw.clients[0].focus).toHaveBeenCalled();
    expect(sw.self.clients.openWindow).not.toHaveBeenCalled();
  });
});
