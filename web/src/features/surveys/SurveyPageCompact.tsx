import { Container } from '@mui/material';
import { useSession } from '../../lib/session';
import { useSurveyScreen } from './useSurveyScreen';
import { SurveyViewCompact } from './SurveyViewCompact';

/** /new/earn/surveys: the survey wall of /survey (useSurveyScreen) in its compact view. */
export default function SurveyPageCompact() {
  const props = useSurveyScreen('/new/earn/surveys');
  const { status, user } = useSession();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <SurveyViewCompact {...props} signedIn={status === 'signedIn' && !!user} />
    </Container>
  );
}
