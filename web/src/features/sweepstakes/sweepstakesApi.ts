/** The members' sweepstakes endpoints (docs/sweepstakes.md "API"), their query keys and hooks. */
import { infiniteQueryOptions, useInfiniteQuery, useQuery, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type {
  DrawProof,
  EnterBody,
  EnterResult,
  PublicSweepstakeStatus,
  Sweepstake,
  SweepstakesPage,
} from '@pilotmiles/core';
import { ApiError, api } from '../../lib/api';
import { useSession } from '../../lib/session';

/** The page's three sections. */
export const SWEEPSTAKE_TABS = ['open', 'upcoming', 'ended'] as const;
export type SweepstakeTab = (typeof SWEEPSTAKE_TABS)[number];

export const SWEEPSTAKE_TAB_LABELS: Readonly<Record<SweepstakeTab, string>> = {
  open: 'Open',
  upcoming: 'Upcoming',
  ended: 'Ended',
};

/**
 * The statuses each section lists, read one after the other: 'Ended' shows the ones being drawn
 * (a minute or so after they close) before the drawn ones, newest first within each.
 */
export const TAB_STATUSES: Readonly<Record<SweepstakeTab, readonly PublicSweepstakeStatus[]>> = {
  open: ['active'],
  upcoming: ['scheduled'],
  ended: ['drawing', 'completed'],
};

/** Cards per 'Show more': four rows of three on a desktop. */
export const SWEEPSTAKES_PAGE_SIZE = 12;

export const sweepstakeKeys = {
  all: ['sweepstakes'] as const,
  /** Every section, of every viewer. */
  lists: ['sweepstakes', 'list'] as const,
  /** A section as the viewer sees it (a member's cards carry their entries). */
  list: (tab: SweepstakeTab, uid: string | null) => ['sweepstakes', 'list', tab, uid] as const,
  draw: (id: string) => ['sweepstakes', 'draw', id] as const,
  /**
   * The member's dashboard: its queries' keys start with ['dashboard', uid] (lib/session refetches
   * them when the balance moves), the sweepstakes card's among them.
   */
  dashboard: (uid: string | undefined) => ['dashboard', uid] as const,
};

/** Retries a failure that may pass (network, 5xx) twice; a refusal (4xx) is shown at once. */
const retryTransient = (count: number, err: unknown) =>
  !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 2;

/**
 * GET /sweepstakes for one status. Public, but with the member's token when someone is signed
 * in (api() sends it whenever Auth knows a user, and waits for nothing on a visitor's page), so
 * a member's cards carry `my_entries` and `i_won`.
 */
export const fetchSweepstakes = (
  status: PublicSweepstakeStatus,
  limit: number,
  cursor: string | null,
  signal?: AbortSignal,
) => api<SweepstakesPage>('/sweepstakes', { query: { status, limit, cursor }, signal });

/** Where a section's next page starts: the status being read and the cursor within it. */
export interface SectionCursor {
  index: number;
  cursor: string | null;
}

export interface SectionPage {
  items: Sweepstake[];
  next: SectionCursor | null;
}

/**
 * One page of a section: reads its statuses in order from `from`, going on to the next status
 * while the page is not full, so 'Ended' never opens on an empty page when nothing is drawing.
 */
export async function fetchSection(
  statuses: readonly PublicSweepstakeStatus[],
  from: SectionCursor,
  limit: number,
  signal?: AbortSignal,
  /** The first request's answer, when someone already asked (the /sweepstakes shell's HTML). */
  firstAnswer?: SweepstakesPage | null,
): Promise<SectionPage> {
  const items: Sweepstake[] = [];
  let { index, cursor } = from;
  let answered = firstAnswer ?? null;
  while (index < statuses.length && items.length < limit) {
    const page = answered ?? (await fetchSweepstakes(statuses[index]!, limit - items.length, cursor, signal));
    answered = null;
    items.push(...page.items);
    if (page.nextCursor) cursor = page.nextCursor;
    else {
      index += 1;
      cursor = null;
    }
  }
  return { items, next: index < statuses.length ? { index, cursor } : null };
}

/** A section's query for a viewer (uid, or null for a visitor); app/startupData.ts starts it too. */
export const sweepstakesSectionOptions = (tab: SweepstakeTab, uid: string | null) =>
  infiniteQueryOptions({
    queryKey: sweepstakeKeys.list(tab, uid),
    queryFn: ({ pageParam, signal }) => fetchSection(TAB_STATUSES[tab], pageParam, SWEEPSTAKES_PAGE_SIZE, signal),
    initialPageParam: { index: 0, cursor: null } as SectionCursor,
    getNextPageParam: (last: SectionPage) => last.next ?? undefined,
    // Entries and countdowns move: a minute old is old enough.
    staleTime: 60_000,
    retry: retryTransient,
  });

/** A section of /sweepstakes in pages ('Show more'). Waits for the session, so it is asked once. */
export function useSweepstakes(tab: SweepstakeTab) {
  const { status, authUser } = useSession();
  return useInfiniteQuery({ ...sweepstakesSectionOptions(tab, authUser?.uid ?? null), enabled: status !== 'loading' });
}

/** GET /sweepstakes/{id}/draw: the published list, to check the draw in the browser. */
export const fetchDrawProof = (id: string, signal?: AbortSignal) =>
  api<DrawProof>(`/sweepstakes/${encodeURIComponent(id)}/draw`, { auth: false, signal });

/** A drawn sweepstake's proof, once asked for (`enabled`); a drawn list never changes. */
export function useDrawProof(id: string, enabled: boolean) {
  return useQuery({
    queryKey: sweepstakeKeys.draw(id),
    queryFn: ({ signal }) => fetchDrawProof(id, signal),
    enabled,
    staleTime: Infinity,
    retry: retryTransient,
  });
}

/**
 * POST /sweepstakes/{id}/enter. Its 403s are the server refusing this entry (an unverified
 * e-mail) or a stale session, which the dialog words: the member stays on the page.
 */
export const enterSweepstake = (id: string, body: EnterBody) =>
  api<EnterResult>(`/sweepstakes/${encodeURIComponent(id)}/enter`, { method: 'POST', body, expireOn403: false });

/** Puts the sweepstake an entry answered with into every loaded section at once (before the refetch). */
export function replaceInLists(client: QueryClient, sweepstake: Sweepstake) {
  client.setQueriesData<InfiniteData<SectionPage, SectionCursor>>({ queryKey: sweepstakeKeys.lists }, (data) =>
    data && {
      ...data,
      pages: data.pages.map((p) => ({ ...p, items: p.items.map((s) => (s.id === sweepstake.id ? sweepstake : s)) })),
    },
  );
}
