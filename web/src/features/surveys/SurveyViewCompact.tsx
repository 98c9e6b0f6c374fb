import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { AppLink } from '../../components/AppLink';
import { outlinedCardSx, pillButtonSx } from '../../components/cardSx';
import { SurveyActivityList } from './SurveyActivityList';
import { WallArea, type SurveyViewProps } from './SurveyView';

export interface SurveyViewCompactProps extends SurveyViewProps {
  /** A visitor: the wall needs a member, so they are asked to sign in (docs/product.md "Who can do what"). */
  signedIn: boolean;
}

/** /new/earn/surveys: a headline card, the survey wall (as /survey frames it) and recent surveys under it. */
export function SurveyViewCompact({ signedIn, wall, onRetry, onOpenOwnWall, activity }: SurveyViewCompactProps) {
  return (
    <Stack spacing={2}>
      <Paper elevation={0} sx={[outlinedCardSx, { p: { xs: 2, md: 3 }, bgcolor: 'secondary.main', color: 'secondary.contrastText', border: 0 }]}>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 24, md: 32 }, fontWeight: 800 }}>
          Take surveys
        </Typography>
        <Typography sx={{ mt: 0.5, opacity: 0.9 }}>Share your opinion: every completed survey is credited to your balance.</Typography>
      </Paper>
      {signedIn ? (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(260px, 1fr)' }, alignItems: 'start', '& .MuiPaper-root': { borderRadius: 4 } }}>
          <WallArea wall={wall} onRetry={onRetry} onOpenOwnWall={onOpenOwnWall} />
          <Paper elevation={0} sx={[outlinedCardSx, { p: 2 }]}>
            <SurveyActivityList {...activity} />
          </Paper>
        </Box>
      ) : (
        <Paper elevation={0} sx={[outlinedCardSx, { p: 3, textAlign: 'center' }]}>
          <Typography sx={{ fontWeight: 600, mb: 2 }}>Sign in to open the survey wall and earn PilotMiles.</Typography>
          <Button component={AppLink} to="/auth/signin" variant="contained" color="secondary" sx={pillButtonSx}>
            Sign in
          </Button>
        </Paper>
      )}
    </Stack>
  );
}
