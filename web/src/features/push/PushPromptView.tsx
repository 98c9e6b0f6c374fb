/** The small card asking a member to turn on push (pure view; PushAgent decides when it shows). */
import { Box, Button, IconButton, Paper, Stack, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import NotificationsActiveOutlinedIcon from '@mui/icons-material/NotificationsActiveOutlined';

export const PUSH_PROMPT_TITLE = 'Get notified when your PilotMiles arrive';

export interface PushPromptViewProps {
  /** The browser's permission question is open. */
  busy: boolean;
  onTurnOn: () => void;
  onNotNow: () => void;
}

export function PushPromptView({ busy, onTurnOn, onNotNow }: PushPromptViewProps) {
  return (
    <Paper
      role="region"
      aria-labelledby="push-prompt-title"
      elevation={6}
      sx={{
        position: 'fixed',
        zIndex: (t) => t.zIndex.snackbar - 1,
        bottom: { xs: 12, sm: 24 },
        left: { xs: 12, sm: 'auto' },
        right: { xs: 12, sm: 24 },
        maxWidth: { sm: 360 },
        p: 2,
        borderRadius: 3,
      }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <NotificationsActiveOutlinedIcon color="primary" sx={{ mt: 0.25 }} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography id="push-prompt-title" variant="subtitle1" component="h2" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
            {PUSH_PROMPT_TITLE}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            We&apos;ll let you know when a reward is credited or a payout is on its way.
          </Typography>
          <Stack direction="row" spacing={1} sx={{ mt: 1.5, justifyContent: 'flex-end' }}>
            <Button size="small" onClick={onNotNow} disabled={busy}>
              Not now
            </Button>
            <Button size="small" variant="contained" onClick={onTurnOn} disabled={busy}>
              Turn on
            </Button>
          </Stack>
        </Box>
        <IconButton size="small" aria-label="Dismiss" onClick={onNotNow} disabled={busy} sx={{ mt: -0.5, mr: -0.5 }}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </Stack>
    </Paper>
  );
}
