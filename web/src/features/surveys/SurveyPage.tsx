import { Container } from '@mui/material';
import { SurveyView } from './SurveyView';
import { useSurveyScreen } from './useSurveyScreen';

/** /survey?url= (signed in; docs/surveys.md): the wall in a sandboxed frame and the member's activity. */
export default function SurveyPage() {
  const props = useSurveyScreen('/survey');
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2.5, md: 4 } }}>
      <SurveyView {...props} />
    </Container>
  );
}
