/**
 * Who is signed in and their PilotMiles record. Only a verified identity counts as signed in; an
 * unverified one is treated as a visitor. The record comes from GET /api/users (which also lets
 * the server credit the welcome bonus), then stays live through a Firestore listener so the balance updates by itself.
 *
 * Firebase Auth loads on demand (lib/authState.ts): a browser with the signed-in hint loads it at
 * once and shows 'loading' until Auth answers; a visitor's page renders signed out straight away
 * (`settled: false`) and Auth loads after the first paint, switching to signed in if Auth does
 * know someone after all.
 */
import {
  createContext,
  useCallback,
  useContext,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { User as AuthUser } from 'firebase/auth';
import { MSG, type User } from '@pilotmiles/core';
import { useToast } from './toast';
import { ApiError, api } from './api';
import { signUpPayload } from './signUpPayload';
import { watchUser, type LiveUserFields } from './liveUser';
import { authRequested, maybeSignedIn, onAuthRequested, rememberSignedIn } from './authState';
import { loadAuth } from './loadAuth';
import { whenIdle } from './whenIdle';

type Watcher = ComponentType<{ onChange: (user: AuthUser | null) => void }>;

/** 'error': signed in, but the record could not be loaded (shown with a retry). */
export type SessionStatus = 'loading' | 'signedOut' | 'signedIn' | 'error';

export interface Session {
  status: SessionStatus;
  authUser: AuthUser | null;
  /** The PilotMiles record; null until loaded or when signed out. */
  user: User | null;
  isAdmin: boolean;
  /** Re-reads the record from the server (after a claim, a profile change...). */
  refreshUser: () => Promise<User | null>;
  /**
   * Keeps the shown balance where it is until the returned function is called, so a reveal (the
   * bonus wheel) is not given away by the header updating first.
   */
  holdBalance: () => () => void;
}

export const SessionContext = createContext<Session | null>(null);
/**
 * Whether Auth has answered: false while a visitor's page is shown signed out before Auth loaded,
 * so a private route waits for Auth rather than sending a member to sign in. A context of its own:
 * Auth answering 'nobody' after a visitor's first paint must not re-render the whole page.
 */
export const AuthSettledContext = createContext(false);

/** The money figures of the record, which holdBalance() keeps still. */
type Money = Pick<User, 'total_coins' | 'lifetime_earned'>;

export const meQueryKey = (uid: string | undefined) => ['me', uid] as const;

/** GET /users; a verified identity without a record (an interrupted sign-up) gets one. */
export async function fetchMe(): Promise<User> {
  try {
    return await api<User>('/users');
  } catch (err) {
    if (err instanceof ApiError && err.code === 'users/not-found')
      return api<User>('/users', { method: 'POST', body: await signUpPayload({}) });
    throw err;
  }
}

/** What Auth said: nothing yet, or the user (null: nobody signed in). */
type AuthAnswer = { known: false } | { known: true; user: AuthUser | null };

export function SessionProvider({ children }: { children: ReactNode }) {
  // With the hint, Auth loads now and the shell waits for it; without, the page renders signed out.
  const [waitForAuth] = useState(() => maybeSignedIn());
  const [watching, setWatching] = useState(() => waitForAuth || authRequested());
  const [answer, setAnswer] = useState<AuthAnswer>({ known: false });
  const onAuthChange = useCallback((user: AuthUser | null) => {
    rememberSignedIn(!!user?.emailVerified);
    setAnswer({ known: true, user });
  }, []);

  // AuthWatcher is rendered once its module is here, not through lazy() and Suspense: React holds
  // back content revealed inside a transition (the first render is one) by up to 300 ms, which
  // delayed a member's record, and everything waiting on it, by ~230 ms.
  const [AuthWatcher, setAuthWatcher] = useState<Watcher | null>(null);
  useEffect(() => {
    if (watching) {
      void loadAuth();
      let current = true;
      void import('./AuthWatcher').then((m) => current && setAuthWatcher(() => m.default));
      return () => {
        current = false;
      };
    }
    const stopListening = onAuthRequested(() => setWatching(true));
    // A child (a route guard) may have asked in its own effect, which runs before this one.
    if (authRequested()) setWatching(true);
    // A visitor: Auth after the first paint, in case it knows someone the hint did not.
    const cancelIdle = whenIdle(() => void loadAuth());
    return () => {
      stopListening();
      cancelIdle();
    };
  }, [watching]);

  const authUser = answer.known ? answer.user : null;
  const authLoading = !answer.known && waitForAuth;
  const verified = !!authUser && authUser.emailVerified;
  const uid = verified ? authUser.uid : undefined;
  const queryClient = useQueryClient();
  const toast = useToast();

  const me = useQuery({
    queryKey: meQueryKey(uid),
    queryFn: fetchMe,
    enabled: !!uid,
    staleTime: 60_000,
    retry: (count, err) => !(err instanceof ApiError && err.status === 403) && count < 2,
  });

  useEffect(() => {
    if (me.isError && !(me.error instanceof ApiError && me.error.status === 403)) toast.error(MSG.errorFetchingUser);
  }, [me.isError, me.error, toast]);

  // Live fields from users/{uid}: balance and profile change without a refetch.
  const [live, setLive] = useState<LiveUserFields | null>(null);
  const recordReady = !!me.data;
  useEffect(() => {
    setLive(null);
    if (!uid || !recordReady) return;
    return watchUser(uid, setLive);
  }, [uid, recordReady]);

  // holdBalance() freezes the money figures shown; null when nothing is held.
  const [held, setHeld] = useState<Money | null>(null);
  const shown = useRef<Money | null>(null);

  const value = useMemo<Session>(() => {
    const fresh = me.data ? { ...me.data, ...live } : null;
    const user = fresh && held ? { ...fresh, ...held } : fresh;
    shown.current = user && { total_coins: user.total_coins, lifetime_earned: user.lifetime_earned };
    let status: SessionStatus = 'signedOut';
    if (authLoading || (uid && me.isPending)) status = 'loading';
    else if (uid && user) status = 'signedIn';
    else if (uid && me.isError) status = 'error';
    return {
      status,
      authUser: verified ? authUser : null,
      user,
      isAdmin: user?.role === 'admin',
      refreshUser: async () => {
        if (!uid) return null;
        try {
          return await queryClient.fetchQuery({ queryKey: meQueryKey(uid), queryFn: fetchMe, staleTime: 0 });
        } catch (err) {
          if (!(err instanceof ApiError && err.status === 403)) toast.error(MSG.errorRefreshingUser);
          return null;
        }
      },
      holdBalance: () => {
        setHeld(shown.current);
        return () => setHeld(null);
      },
    };
  }, [authLoading, authUser, verified, uid, me.data, me.isPending, me.isError, live, held, queryClient, toast]);

  // When the shown balance moves (a claim here, a credit from the server, a hold released), views
  // built from the ledger are out of date: refetch them. Their keys start with these names and the uid.
  const shownBalance = value.user?.total_coins;
  const seenBalance = useRef<number | undefined>(undefined);
  useEffect(() => {
    const previous = seenBalance.current;
    seenBalance.current = shownBalance;
    if (!uid || previous === undefined || shownBalance === undefined || previous === shownBalance) return;
    for (const name of ['dashboard', 'transactions']) void queryClient.invalidateQueries({ queryKey: [name, uid] });
  }, [uid, shownBalance, queryClient]);

  // The page under a signed-in session (a member's record arriving re-renders nearly all of it)
  // renders in the background, a few milliseconds at a time: at once it was one ~150 ms task here
  // (~600 ms on Lighthouse's slowed phone). Leaving it (signed out, an error) shows at once: a
  // member's page still mounted after sign-out would ask for its data without a token, and meet
  // 'Session expired'. So does the first 'loading' (a guard must not act on a stale 'signedOut'),
  // while news that leaves it loading (Auth answering before the record) renders in the background.
  const deferred = useDeferredValue(value);
  const provided =
    value.status === 'signedIn' || (value.status === 'loading' && deferred.status === 'loading') ? deferred : value;

  return (
    <SessionContext.Provider value={provided}>
      <AuthSettledContext.Provider value={answer.known}>
        {AuthWatcher && <AuthWatcher onChange={onAuthChange} />}
        {children}
      </AuthSettledContext.Provider>
    </SessionContext.Provider>
  );
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}

/** Whether Auth has answered yet (see AuthSettledContext). */
export function useAuthSettled(): boolean {
  return useContext(AuthSettledContext);
}
