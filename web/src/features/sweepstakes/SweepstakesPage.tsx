import { useCallback, useMemo, useState } from 'react';
import { Container } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Sweepstake } from '@pilotmiles/core';
import { errorMessage } from '../../lib/api';
import { useSession } from '../../lib/session';
import { DrawDialog, type DrawnSweepstake } from './DrawDialog';
import { useEnterDialog } from './EnterDialog';
import { RulesDialog } from './RulesDialog';
import { SWEEPSTAKE_TABS, sweepstakeKeys, useSweepstakes, type SweepstakeTab } from './sweepstakesApi';
import { SweepstakesView } from './SweepstakesView';

/** #upcoming or #ended picks a tab (a link may point at one); no hash is 'Open'. */
function tabOf(hash: string): SweepstakeTab {
  const name = hash.replace(/^#/, '');
  return (SWEEPSTAKE_TABS as readonly string[]).includes(name) ? (name as SweepstakeTab) : 'open';
}

/**
 * /sweepstakes (Win Big; GET /sweepstakes). Anyone may browse; entering needs a member
 * (PleaseSignUp otherwise). The tab lives in the URL's hash, not its query: SPEC §2 carries query
 * parameters to every page, a hash stays here.
 */
export default function SweepstakesPage() {
  const { status, user } = useSession();
  const { hash, search } = useLocation();
  const navigate = useNavigate();
  const tab = tabOf(hash);
  const setTab = (t: SweepstakeTab) => navigate({ search, hash: t === 'open' ? '' : t }, { replace: true });

  const query = useSweepstakes(tab);
  const items = useMemo(() => {
    // A sweepstake that moved on between two pages (drawing -> completed) would show twice.
    const seen = new Set<string>();
    return query.data?.pages.flatMap((p) => p.items).filter((s) => !seen.has(s.id) && !!seen.add(s.id));
  }, [query.data]);

  const queryClient = useQueryClient();
  const onDeadline = useCallback(() => void queryClient.invalidateQueries({ queryKey: sweepstakeKeys.lists }), [queryClient]);

  const { openEnter, dialog: enterDialog } = useEnterDialog();
  const [info, setInfo] = useState<{ kind: 'rules' | 'draw'; sweepstake: Sweepstake; open: boolean } | null>(null);
  const onRules = useCallback((sweepstake: Sweepstake) => setInfo({ kind: 'rules', sweepstake, open: true }), []);
  const onDraw = useCallback((sweepstake: Sweepstake) => setInfo({ kind: 'draw', sweepstake, open: true }), []);
  const closeInfo = () => setInfo((i) => i && { ...i, open: false });

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2.5, md: 4 } }}>
      <SweepstakesView
        tab={tab}
        onTabChange={setTab}
        section={{
          status: query.data ? 'ready' : query.isError ? 'error' : 'loading',
          error: query.isError ? errorMessage(query.error) : null,
          onRetry: () => void query.refetch(),
          items,
          hasMore: query.hasNextPage,
          loadingMore: query.isFetchingNextPage,
          moreError: query.isFetchNextPageError ? errorMessage(query.error) : null,
          onShowMore: () => void query.fetchNextPage(),
        }}
        member={status === 'signedIn' && !!user}
        onEnter={openEnter}
        onRules={onRules}
        onDraw={onDraw}
        onDeadline={onDeadline}
      />
      {enterDialog}
      {info?.kind === 'rules' && <RulesDialog sweepstake={info.sweepstake} open={info.open} onClose={closeInfo} />}
      {info?.kind === 'draw' && info.sweepstake.draw && (
        <DrawDialog
          key={info.sweepstake.id}
          sweepstake={info.sweepstake as DrawnSweepstake}
          open={info.open}
          onClose={closeInfo}
        />
      )}
    </Container>
  );
}
