import { Container } from '@mui/material';
import { useSweepstakeActions } from './useSweepstakeActions';
import { useSweepstakeSection } from './useSweepstakeSection';
import { SweepstakesViewCompact } from './SweepstakesViewCompact';

/**
 * /new/win-big (GET /sweepstakes): the /new design of the sweepstakes, on the same sections,
 * enter flow and dialogs as /sweepstakes. Visitors' Enter opens PleaseSignUp.
 */
export default function SweepstakesPageCompact() {
  const running = useSweepstakeSection('open');
  const finished = useSweepstakeSection('ended');
  const { actions, dialogs } = useSweepstakeActions();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2.5, md: 4 } }}>
      <SweepstakesViewCompact running={running} finished={finished} {...actions} />
      {dialogs}
    </Container>
  );
}
