import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const api = vi.fn((..._args: unknown[]) => Promise.resolve(undefined));
vi.mock('./api', () => ({ api: (...args: unknown[]) => api(...args) }));

const { eventBody, track, trackPageView } = await import('./analytics');

/** What the last POST /events carried. */
const sent = () => (api.mock.calls.at(-1)![1] as { body: ReturnType<typeof eventBody> }).body;

const ACTION_LINK =
  'http://127.0.0.1:5000/auth/email-verification?mode=resetPassword&oobCode=SECRET-CODE&apiKey=AIzaKEY&continueUrl=http%3A%2F%2F127.0.0.1%3A5000%2Fauth%2Fsignin&lang=en';

describe('analytics', () => {
  beforeEach(() => {
    api.mockClear();
    sessionStorage.clear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });

  it('sends the page URL without action codes, keys, tokens, e-mails or the fragment', () => {
    const body = eventBody(
      'page_view',
      {},
      `${ACTION_LINK}&token=tok-SEKRIT&password=hunter2&email=amelia%40x.test&utm_source=mail#access_token=frag-SEKRIT`,
    );
    expect(body.page_url).toBe('http://127.0.0.1:5000/auth/email-verification?lang=en&utm_source=mail');
    // Secrets spelled outside hex, so the body's random session id cannot contain one by chance.
    for (const secret of ['SECRET-CODE', 'AIzaKEY', 'continueUrl', 'hunter2', 'amelia', 'tok-SEKRIT', 'frag-SEKRIT', 'mode='])
      expect(JSON.stringify(body)).not.toContain(secret);
  });

  it('sanitises the referrer, and any URL in the event data, before it leaves the browser', () => {
    vi.spyOn(document, 'referrer', 'get').mockReturnValue(ACTION_LINK);
    window.history.replaceState(null, '', '/auth/signin?oobCode=OTHER&apiKey=K2');
    trackPageView('/auth/signin');
    expect(api).toHaveBeenCalledWith('/events', expect.objectContaining({ method: 'POST' }));
    const body = sent();
    expect(body.event_type).toBe('page_view');
    expect(body.event_data).toEqual({
      path: '/auth/signin',
      referrer: 'http://127.0.0.1:5000/auth/email-verification?lang=en',
      title: document.title,
    });
    expect(body.page_url).toBe(`${window.location.origin}/auth/signin`);
    expect(JSON.stringify(body)).not.toMatch(/SECRET-CODE|AIzaKEY|OTHER|K2/);
    expect(body.session_id).toMatch(/\w{8}-/);
  });

  it('drops data keys named like a credential and cleans relative links too', () => {
    track('custom', { back: '/auth/reset-password?oobCode=C&next=%2Fdashboard', id_token: 'eyJ...', offer_id: 7 });
    expect(sent().event_data).toEqual({ back: '/auth/reset-password?next=%2Fdashboard', offer_id: 7 });
  });

  it('keeps one session id per tab and swallows failures', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    api.mockImplementationOnce(() => Promise.reject(new Error('offline')));
    track('a');
    track('b');
    const [first, second] = api.mock.calls.map((c) => (c[1] as { body: { session_id: string } }).body.session_id);
    expect(first).toBe(second);
    await vi.waitFor(() => expect(warn).toHaveBeenCalledOnce());
  });
});
