import { Container } from '@mui/material';
import { useSession } from '../../../lib/session';
import { useEnterDialog } from '../EnterDialog';
import { useInfoDialogs } from '../useInfoDialogs';
import { useOnSweepstakeDeadline, useSweepstakeSection } from '../useSweepstakeSection';
import { WinBigView } from './WinBigView';

/**
 * /new/win-big (GET /sweepstakes): the /new design of the sweepstakes, on the same sections,
 * enter flow and dialogs as /sweepstakes. Visitors' Enter opens PleaseSignUp.
 */
export default function WinBigPage() {
  const { status, user } = useSession();
  const running = useSweepstakeSection('open');
  const finished = useSweepstakeSection('ended');
  const onDeadline = useOnSweepstakeDeadline();
  const { openEnter, dialog } = useEnterDialog();
  const { onRules, onDraw, dialogs } = useInfoDialogs();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2.5, md: 4 } }}>
      <WinBigView
        running={running}
        finished={finished}
        member={status === 'signedIn' && !!user}
        onEnter={openEnter}
        onRules={onRules}
        onDraw={onDraw}
        onDeadline={onDeadline}
      />
      {dialog}
      {dialogs}
    </Container>
  );
}
