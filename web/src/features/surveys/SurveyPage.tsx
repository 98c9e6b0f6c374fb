import { Container, Stack } from '@mui/material';
import { SurveyOffers } from './SurveyOffers';
import { SurveyView } from './SurveyView';
import { useSurveyScreen } from './useSurveyScreen';

/**
 * /survey?url= (signed in; docs/surveys.md): the wall in a sandboxed frame and the member's activity,
 * then the survey offers: where every 'Take Surveys' link leads.
 */
export default function SurveyPage() {
  const props = useSurveyScreen('/survey');
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2.5, md: 4 } }}>
      <Stack spacing={{ xs: 4, md: 5 }}>
        <SurveyView {...props} />
        <SurveyOffers />
      </Stack>
    </Container>
  );
}
