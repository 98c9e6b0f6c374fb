import { Alert, AlertTitle, Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { ErrorState } from '../../components/feedback/ErrorState';
import { SurveyActivityList, type SurveyActivityState } from './SurveyActivityList';

/** Where the wall stands: loading, framed, refused (off the allow-list), the member unverified, or failed. */
export type SurveyWallState =
  | { status: 'loading' }
  | { status: 'ready'; url: string; host: string }
  | { status: 'notAllowed'; message: string }
  | { status: 'unverified'; message: string }
  | { status: 'error'; message: string };

export interface SurveyViewProps {
  wall: SurveyWallState;
  onRetry: () => void;
  /** Opens our own survey wall (/survey without a link). */
  onOpenOwnWall: () => void;
  activity: SurveyActivityState;
}

export const SURVEY_WALL_TITLE = 'Survey wall';

/** The frame's size: most of the screen on a phone, a tall panel on a desktop. */
const WALL_HEIGHT = { height: { xs: '75vh', md: '78vh' }, minHeight: 520 } as const;

/**
 * The wall in a sandboxed frame: scripts and forms run (surveys need them) and it may open the
 * partner's pop-ups, but it cannot navigate our page, and it gets no referrer from us.
 */
function WallFrame({ url, host }: { url: string; host: string }) {
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden', borderRadius: 2 }}>
      <Box
        component="iframe"
        src={url}
        title={SURVEY_WALL_TITLE}
        sandbox="allow-scripts allow-forms allow-same-origin allow-popups"
        referrerPolicy="no-referrer"
        sx={{ display: 'block', width: '100%', border: 0, bgcolor: 'background.paper', ...WALL_HEIGHT }}
      />
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', px: 1.5, py: 0.75, borderTop: 1, borderColor: 'divider' }}>
        Surveys by our partner {host}
      </Typography>
    </Paper>
  );
}

export function WallArea({ wall, onRetry, onOpenOwnWall }: Pick<SurveyViewProps, 'wall' | 'onRetry' | 'onOpenOwnWall'>) {
  switch (wall.status) {
    case 'loading':
      return (
        <Paper variant="outlined" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', borderRadius: 2, ...WALL_HEIGHT }}>
          <CircularProgress aria-label="Loading the survey wall" />
        </Paper>
      );
    case 'ready':
      return <WallFrame url={wall.url} host={wall.host} />;
    case 'notAllowed':
      return (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={onOpenOwnWall} sx={{ whiteSpace: 'nowrap' }}>
              Open our survey wall
            </Button>
          }
          sx={{ flexWrap: { xs: 'wrap', sm: 'nowrap' }, '& .MuiAlert-action': { ml: { xs: 0, sm: 'auto' }, pl: { xs: 0, sm: 2 } } }}
        >
          <AlertTitle>{wall.message}</AlertTitle>
          For your safety we only open survey walls of our partners here. Our own wall has plenty of paid surveys.
        </Alert>
      );
    case 'unverified':
      return (
        <Alert severity="info">
          <AlertTitle>{wall.message}</AlertTitle>
          Verify your email address to take surveys: open the link we emailed you, then come back.
        </Alert>
      );
    case 'error':
      return <ErrorState message={wall.message} onRetry={onRetry} />;
  }
}

/** /survey: the survey wall in our frame and the member's recent survey activity beside or under it. */
export function SurveyView({ wall, onRetry, onOpenOwnWall, activity }: SurveyViewProps) {
  return (
    <Stack spacing={2.5}>
      <Box>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 24, md: 32 } }}>
          Take surveys and earn PilotMiles
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          Share your opinion: every completed survey is credited to your balance.
        </Typography>
      </Box>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(260px, 1fr)' }, alignItems: 'start' }}>
        <WallArea wall={wall} onRetry={onRetry} onOpenOwnWall={onOpenOwnWall} />
        <SurveyActivityList {...activity} />
      </Box>
    </Stack>
  );
}
