/**
 * Renders a screen, dialog or hook (renderHookWithProviders) the way the app does, so a test needs no providers or
 * session mocks of its own. It gives:
 * - what app/AppProviders gives every screen (testing/ may not import app/, so spelled here): the
 *   data cache, a fresh QueryClient that never retries (a failure shows at once), and the theme;
 * - a MemoryRouter at `route` (the app uses no data-router APIs), the UI mounted at `path` when
 *   it reads route params;
 * - the session as `user` (a member, staff, or null: signed out) through the real session
 *   context, so useSession()/useAuthSettled() read it as they read SessionProvider's; lib/api sends
 *   'Bearer member-token' for a signed-in user and no token for a visitor, as Auth would;
 * - the toaster: lib/toast's requests are recorded in `toasts` (error, success, info, loading,
 *   dismiss spies, called with the message as `useToast()` is) instead of notistack's snackbars;
 * - with `endpoints`, an /api answering from them (testing/fakeApi: 'GET /api/rewards' → answer),
 *   every request kept in `api.asked`. Files with a top-level fake (fakeApi, fakePostEndpoint,
 *   fakeGetEndpoints) leave `endpoints` out.
 * Only the network edge and the session are faked; everything between is the app's code.
 */
import type { ReactElement, ReactNode } from 'react';
import { afterEach, vi } from 'vitest';
import { render, renderHook, type queries, type RenderHookResult, type RenderResult } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { MemoryRouter, Route as RouterRoute, Routes } from 'react-router-dom';
import type { Auth, User as AuthUser } from 'firebase/auth';
import type { User } from '@pilotmiles/core';
import { theme } from '../theme';
import { AuthSettledContext, SessionContext, type Session } from '../lib/session';
import * as authState from '../lib/authState';
import * as toast from '../lib/toast';
import { serveApi, type FakeApi, type Route } from './fakeApi';

export interface RenderOptions {
  /** Who is signed in: a member or staff (testing/builders makeMember, makeStaff), or null (default): a visitor. */
  user?: User | null;
  /** Session fields to set beyond the user's (status 'loading', a refreshUser spy...). */
  session?: Partial<Session>;
  /** Whether Auth has answered (useAuthSettled); default true. */
  authSettled?: boolean;
  /** Where the router starts; default '/'. */
  route?: string;
  /** The route pattern the UI is mounted at, for a screen that reads params ('/offers/:id'). */
  path?: string;
  /** The /api's answers by 'METHOD /api/path'; without them fetch is left as the test set it. */
  endpoints?: Record<string, Route>;
  /** A cache the test filled beforehand (from testQueryClient()); default a fresh one. */
  queryClient?: QueryClient;
}

export interface Rendered extends RenderResult {
  queryClient: QueryClient;
  /** The session of the first render. */
  session: Session;
  toasts: ReturnType<typeof recordToasts>;
  /** The fake /api's log (empty without `endpoints`). */
  api: FakeApi;
  /** Renders the UI again with `user` as the session's record (as after SessionProvider's refresh). */
  rerenderAs: (user: User | null) => void;
}

/** The cache a test uses: nothing retried, so an error shows at once. */
export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** The session a signed-in `user` (or a visitor) has, as SessionProvider would give it. */
export function testSession(user: User | null, over: Partial<Session> = {}): Session {
  return {
    status: user ? 'signedIn' : 'signedOut',
    authUser: user ? ({ uid: user.uid, email: user.email, emailVerified: true } as AuthUser) : null,
    user,
    isAdmin: user?.role === 'admin',
    refreshUser: vi.fn(async () => user),
    holdBalance: () => () => {},
    ...over,
  };
}

// lib/api asks lib/authState for the token. The harness stands in for Auth once per test file
// (authState keeps the first Auth it is given) and changes who is signed in per render.
const auth = { currentUser: null as { getIdToken: () => Promise<string> } | null, authStateReady: async () => {} };
function signInAs(user: User | null) {
  auth.currentUser = user ? { getIdToken: async () => 'member-token' } : null;
  // A file that mocks lib/authState answers for Auth itself.
  unlessMocked(() => authState.announce)?.(Promise.resolve(auth as unknown as Auth));
}

/** The export `read` gives, or undefined when the test file's vi.mock of its module leaves it out. */
function unlessMocked<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}

/** Spies that lib/toast's requests reach, by the useToast() method that made them. */
function recordToasts() {
  const toasts = { error: vi.fn(), success: vi.fn(), info: vi.fn(), loading: vi.fn(), dismiss: vi.fn() };
  const byVariant: Record<toast.ToastRequest['variant'], keyof typeof toasts> = {
    error: 'error',
    success: 'success',
    default: 'info',
    info: 'loading',
  };
  // A file that mocks lib/toast reads its own spies; these then stay uncalled.
  const unregister = unlessMocked(() => toast.registerToaster)?.({
    show: ({ variant, message }) => toasts[byVariant[variant]](message),
    dismiss: (key) => toasts.dismiss(key),
  });
  if (unregister) afterEachRender.push(unregister);
  return toasts;
}

const afterEachRender: Array<() => void> = [];
afterEach(() => afterEachRender.splice(0).forEach((undo) => undo()));

/** The providers and fakes for one render, and the wrapper that mounts them around the UI under test. */
function harness(options: RenderOptions) {
  const { user = null, route = '/', path, endpoints, authSettled = true } = options;
  const queryClient = options.queryClient ?? testQueryClient();
  let session = testSession(user, options.session);
  signInAs(session.status === 'signedIn' ? user : null);
  const sessionOf = (next: User | null) => {
    session = testSession(next, options.session);
    signInAs(session.status === 'signedIn' ? next : null);
  };
  const toasts = recordToasts();
  const api = endpoints ? serveApi(endpoints) : { routes: {}, asked: [], to: () => [] };
  if (endpoints) afterEachRender.push(() => vi.unstubAllGlobals());
  function Providers({ children }: { children: ReactNode }) {
    const mounted: ReactNode = path ? (
      <Routes>
        <RouterRoute path={path} element={children} />
      </Routes>
    ) : (
      children
    );
    return (
      <QueryClientProvider client={queryClient}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <SessionContext.Provider value={session}>
            <AuthSettledContext.Provider value={authSettled}>
              <MemoryRouter initialEntries={[route]}>{mounted}</MemoryRouter>
            </AuthSettledContext.Provider>
          </SessionContext.Provider>
        </ThemeProvider>
      </QueryClientProvider>
    );
  }
  return { queryClient, session, toasts, api, Providers, sessionOf };
}

export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}): Rendered {
  const { Providers, sessionOf, ...given } = harness(options);
  const result = render<typeof queries>(ui, { wrapper: Providers });
  const rerenderAs = (user: User | null) => {
    sessionOf(user);
    result.rerender(ui);
  };
  return { ...result, ...given, rerenderAs };
}

/** A hook run inside the same providers and fakes as renderWithProviders gives a screen. */
export function renderHookWithProviders<Result, Props = undefined>(
  hook: (props: Props) => Result,
  { initialProps, ...options }: RenderOptions & { initialProps?: Props } = {},
): RenderHookResult<Result, Props> & Omit<Rendered, keyof RenderResult | 'rerenderAs'> {
  const { Providers, queryClient, session, toasts, api } = harness(options);
  return { ...renderHook(hook, { wrapper: Providers, initialProps }), queryClient, session, toasts, api };
}
