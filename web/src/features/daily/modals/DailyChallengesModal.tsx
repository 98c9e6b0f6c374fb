/** DailyChallenges: today's challenge in a modal, with a way to the full page. */
import { Link, Stack } from '@mui/material';
import { errorMessage } from '../../../lib/api';
import { AppLink } from '../../../components/AppLink';
import { SectionSpinner } from '../../../components/feedback/FullScreenSpinner';
import { ErrorState } from '../../../components/feedback/ErrorState';
import { openModal, type ModalProps } from '../../../components/modals/modalStore';
import { ChallengeView } from '../ChallengeView';
import { DailyDialog } from '../DailyDialog';
import { useDailyChallenge } from '../useDailyChallenge';

export default function DailyChallengesModal({ open, onClose }: ModalProps<'DailyChallenges'>) {
  const { query, collecting, collect, onDayEnded } = useDailyChallenge();
  return (
    <DailyDialog open={open} onClose={onClose} id="daily-challenges" title="Daily Challenge">
      {query.data ? (
        <Stack spacing={2}>
          <ChallengeView
            progress={query.data.value}
            offsetMs={query.data.offsetMs}
            busy={collecting}
            onCollect={collect}
            onOk={onClose}
            onHowItWorks={() => openModal('DailyChallengeHowItWorks', { back: 'DailyChallenges' })}
            onDayEnded={onDayEnded}
          />
          <Link component={AppLink} to="/daily-challenge" onClick={onClose} sx={{ alignSelf: 'center', fontSize: 14 }}>
            See all of today's challenges
          </Link>
        </Stack>
      ) : query.isError ? (
        <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />
      ) : (
        <SectionSpinner label="Loading daily challenge" />
      )}
    </DailyDialog>
  );
}
