import { Container } from '@mui/material';
import { useSession } from '../../../lib/session';
import { useSurveyScreen } from '../useSurveyScreen';
import { NewSurveysView } from './NewSurveysView';

/** /new/earn/surveys: the survey wall of /survey (useSurveyScreen) in the new view. */
export default function NewSurveysPage() {
  const props = useSurveyScreen('/new/earn/surveys');
  const { status, user } = useSession();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <NewSurveysView {...props} signedIn={status === 'signedIn' && !!user} />
    </Container>
  );
}
