/**
 * web/public/sw.js's offline shell, run as written against a fake service-worker scope, Cache
 * Storage and network: what it precaches, what it answers (pages and precached files) and what it
 * never touches (/api, Hosting's /__/, other origins). Its push part: lib/push/serviceWorker.test.ts.
 */
import { describe, expect, it, vi } from 'vitest';
import swSource from '../../../public/sw.js?raw';

const ORIGIN = 'https://pilotmiles.test';
const ASSET = '/assets/app-abc123.js';

/** Cache Storage in memory: cache name -> url -> body. */
function fakeCaches(network: (url: string) => Promise<Response>) {
  const store = new Map<string, Map<string, string>>();
  const open = async (name: string) => {
    const entries = store.get(name) ?? new Map<string, string>();
    store.set(name, entries);
    return {
      add: async (url: string) => {
        const response = await network(new URL(url, ORIGIN).href);
        if (!response.ok) throw new TypeError(`add: ${response.status}`);
        entries.set(new URL(url, ORIGIN).pathname, await response.text());
      },
    };
  };
  const match = async (request: Request | string, options?: { cacheName?: string }) => {
    const path = new URL(typeof request === 'string' ? request : request.url, ORIGIN).pathname;
    const names = options?.cacheName ? [options.cacheName] : [...store.keys()];
    for (const name of names) {
      const body = store.get(name)?.get(path);
      if (body !== undefined) return new Response(body);
    }
    return undefined;
  };
  return {
    store,
    api: { open, match, keys: async () => [...store.keys()], delete: async (name: string) => store.delete(name) },
  };
}

function loadWorker(build: { version: string; precache: string[] }, online = true) {
  const listeners: Record<string, (event: unknown) => void> = {};
  const network = vi.fn(async (input: Request | string) => {
    const url = typeof input === 'string' ? input : input.url;
    if (!online) throw new TypeError('Failed to fetch');
    if (url.endsWith('/missing.js')) return new Response('Not found', { status: 404 });
    const path = new URL(url).pathname;
    return new Response(path === '/app.html' ? '<head></head>app.html' : `network ${path}`);
  });
  const caches = fakeCaches((url) => network(url));
  const self = {
    location: new URL(`${ORIGIN}/sw.js`),
    addEventListener: (type: string, fn: (event: unknown) => void) => (listeners[type] = fn),
    skipWaiting: vi.fn(),
    clients: { claim: vi.fn(async () => undefined) },
  };
  const source = swSource.replace(
    "const BUILD = { version: 'dev', precache: [] };",
    () => `const BUILD = ${JSON.stringify(build)};`,
  );
  new Function('self', 'caches', 'fetch', source)(self, caches.api, network);
  const lifecycle = async (type: 'install' | 'activate') => {
    let work: Promise<unknown> = Promise.resolve();
    listeners[type]({ waitUntil: (p: Promise<unknown>) => (work = p) });
    await work;
  };
  /** A request from the page: the worker's answer's body, or null when it lets the browser fetch. */
  const request = async (url: string, init: { mode?: RequestMode; method?: string } = {}) => {
    let answer = null as Promise<Response> | null;
    const req = { url: new URL(url, ORIGIN).href, method: init.method ?? 'GET', mode: init.mode ?? 'cors' };
    listeners.fetch({ request: req, respondWith: (p: Promise<Response>) => (answer = p) });
    return answer ? (await answer).text() : null;
  };
  return {
    self,
    caches,
    network,
    lifecycle,
    request,
    goOffline: () => void (online = false),
  };
}

const BUILD = { version: 'v2', precache: [ASSET, '/assets/vendor-1.css'] };

describe('sw.js: offline shell', () => {
  it('precaches app.html and the build’s files; a missing file does not stop the install', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const sw = loadWorker({ version: 'v2', precache: [...BUILD.precache, '/assets/missing.js'] });
    await sw.lifecycle('install');
    expect(sw.self.skipWaiting).toHaveBeenCalled();
    expect([...sw.caches.store.get('pm-shell-v2')!.keys()].sort()).toEqual([
      '/app.html',
      ASSET,
      '/assets/vendor-1.css',
    ]);
    expect(warn).toHaveBeenCalledWith('sw: 1 of 4 files not precached');
    warn.mockRestore();
  });

  it('drops the caches of older builds when it takes over', async () => {
    const sw = loadWorker(BUILD);
    await sw.caches.api.open('pm-shell-v1');
    await sw.caches.api.open('someone-elses');
    await sw.lifecycle('install');
    await sw.lifecycle('activate');
    expect(await sw.caches.api.keys()).toEqual(['someone-elses', 'pm-shell-v2']);
    expect(sw.self.clients.claim).toHaveBeenCalled();
  });

  it('online, a page comes from the network; offline, from the cached app.html', async () => {
    const sw = loadWorker(BUILD);
    await sw.lifecycle('install');
    expect(await sw.request('/dashboard', { mode: 'navigate' })).toBe('network /dashboard');
    sw.goOffline();
    // Marked as served from the cache (features/pwa/online.ts shows the offline notice).
    const shell = '<head><meta name="pm-offline-shell" content="1"></head>app.html';
    expect(await sw.request('/dashboard', { mode: 'navigate' })).toBe(shell);
    expect(await sw.request('/offers/10505', { mode: 'navigate' })).toBe(shell);
  });

  it('a precached file comes from the cache, even online', async () => {
    const sw = loadWorker(BUILD);
    await sw.lifecycle('install');
    sw.network.mockClear();
    expect(await sw.request(ASSET)).toBe(`network ${ASSET}`);
    expect(sw.network).not.toHaveBeenCalled();
  });

  it('never answers /api, Hosting’s /__/, other origins, other files or writes: the browser fetches them', async () => {
    const sw = loadWorker(BUILD);
    await sw.lifecycle('install');
    for (const url of [
      '/api/users',
      '/api/offers?x=1',
      '/__/auth/handler',
      '/__/firebase/init.json',
      'http://127.0.0.1:9099/identitytoolkit',
      'https://firestore.googleapis.com/x',
      '/images/logo.png',
      '/assets/not-precached.js',
    ])
      expect(await sw.request(url), url).toBeNull();
    expect(await sw.request('/api/users', { mode: 'navigate' })).toBeNull();
    expect(await sw.request('/dashboard', { mode: 'navigate', method: 'POST' })).toBeNull();
    // Nothing but the install's files was ever cached.
    expect([...sw.caches.store.get('pm-shell-v2')!.keys()].sort()).toEqual([
      '/app.html',
      ASSET,
      '/assets/vendor-1.css',
    ]);
  });
});
