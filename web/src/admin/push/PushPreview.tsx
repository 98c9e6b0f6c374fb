/** The message as a system notification card: the app's icon (or the message's), title, body, buttons. */
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import NotificationsIcon from '@mui/icons-material/Notifications';

export interface PushPreviewProps {
  title: string;
  body: string;
  icon: string | null;
  actions: { action: string; title: string }[];
  /** Where a click leads, shown small under the body. */
  url: string;
}

export function PushPreview({ title, body, icon, actions, url }: PushPreviewProps) {
  return (
    <Paper
      role="figure"
      aria-label="Notification preview"
      elevation={6}
      sx={{ p: 1.5, borderRadius: 3, bgcolor: 'grey.900', color: 'grey.50', width: '100%', maxWidth: 380, minWidth: 0 }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start', minWidth: 0 }}>
        <Box
          sx={{
            width: 40,
            height: 40,
            flexShrink: 0,
            borderRadius: 2,
            bgcolor: 'primary.main',
            display: 'grid',
            placeItems: 'center',
            overflow: 'hidden',
          }}
        >
          {icon ? (
            <Box component="img" src={icon} alt="" sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
          ) : (
            <NotificationsIcon aria-hidden />
          )}
        </Box>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography variant="caption" sx={{ color: 'grey.400' }}>
            PilotMiles · now
          </Typography>
          <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{title || 'Title'}</Typography>
          <Typography variant="body2" sx={{ color: 'grey.300', overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
            {body || 'Body'}
          </Typography>
          <Typography variant="caption" sx={{ color: 'grey.500', overflowWrap: 'anywhere' }}>
            Opens {url || '/'}
          </Typography>
        </Box>
      </Stack>
      {actions.length > 0 && (
        <Stack direction="row" spacing={1} sx={{ mt: 1, pl: 6.5, flexWrap: 'wrap' }}>
          {actions.map((a, i) => (
            <Button key={i} size="small" variant="outlined" color="inherit" tabIndex={-1} sx={{ borderColor: 'grey.700', minWidth: 0 }}>
              {a.title || 'Action'}
            </Button>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
