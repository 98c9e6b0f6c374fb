/** The card offering to install the app (pure view; InstallPrompt decides when it shows). */
import { Box, Button, IconButton, Paper, Stack, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import InstallMobileOutlinedIcon from '@mui/icons-material/InstallMobileOutlined';

export const INSTALL_TITLE = 'Install PilotMiles';

export interface InstallPromptViewProps {
  /** The browser's install dialog is open. */
  busy: boolean;
  onInstall: () => void;
  onNotNow: () => void;
}

export function InstallPromptView({ busy, onInstall, onNotNow }: InstallPromptViewProps) {
  return (
    <Paper
      role="region"
      aria-labelledby="install-prompt-title"
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
        <InstallMobileOutlinedIcon color="primary" sx={{ mt: 0.25 }} aria-hidden />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography
            id="install-prompt-title"
            variant="subtitle1"
            component="h2"
            sx={{ fontWeight: 700, lineHeight: 1.3 }}
          >
            {INSTALL_TITLE}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            Open it from your home screen like an app: your balance, offers and daily bonus one tap away.
          </Typography>
          <Stack direction="row" spacing={1} sx={{ mt: 1.5, justifyContent: 'flex-end' }}>
            <Button size="small" onClick={onNotNow} disabled={busy}>
              Not now
            </Button>
            <Button size="small" variant="contained" onClick={onInstall} disabled={busy}>
              Install
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
