import { Container } from '@mui/material';
import { useLocation, useNavigate } from 'react-router-dom';
import { SWEEPSTAKE_TABS, type SweepstakeTab } from './sweepstakesApi';
import { useSweepstakeActions } from './useSweepstakeActions';
import { useSweepstakeSection } from './useSweepstakeSection';
import { SweepstakesView } from './SweepstakesView';

/** #upcoming or #ended picks a tab (a link may point at one); no hash is 'Open'. */
function tabOf(hash: string): SweepstakeTab {
  const name = hash.replace(/^#/, '');
  return (SWEEPSTAKE_TABS as readonly string[]).includes(name) ? (name as SweepstakeTab) : 'open';
}

/**
 * /sweepstakes (Win Big; GET /sweepstakes). Anyone may browse; entering needs a member
 * (PleaseSignUp otherwise). The tab lives in the URL's hash, not its query: links carry query
 * parameters to every page (docs/app-shell.md "Everywhere"), a hash stays here.
 */
export default function SweepstakesPage() {
  const { hash, search } = useLocation();
  const navigate = useNavigate();
  const tab = tabOf(hash);
  const setTab = (t: SweepstakeTab) => navigate({ search, hash: t === 'open' ? '' : t }, { replace: true });

  const section = useSweepstakeSection(tab);
  const { actions, dialogs } = useSweepstakeActions();

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2.5, md: 4 } }}>
      <SweepstakesView tab={tab} onTabChange={setTab} section={section} {...actions} />
      {dialogs}
    </Container>
  );
}
