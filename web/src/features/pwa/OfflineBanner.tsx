/**
 * Says the network is gone, at the top of every page (app/AppRoot), while it is: the page stays as it was
 * (offline, the service worker opens the app from its cache, docs/pwa.md) and requests wait or fail
 * with their usual message (TanStack Query holds queries until the network is back).
 */
import { Box, Typography } from '@mui/material';
import CloudOffOutlinedIcon from '@mui/icons-material/CloudOffOutlined';
import { useOnline } from './online';

export const OFFLINE_TITLE = 'You’re offline';

export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <Box
      role="status"
      sx={{
        // In the page's flow above the layout: it covers nothing (header, toasts, the cards at the
        // bottom, /new's bottom navigation) and nothing covers it.
        display: 'flex',
        justifyContent: 'center',
        alignItems: 'center',
        gap: 1,
        px: 2,
        py: 1,
        bgcolor: 'grey.900',
        color: 'common.white',
      }}
    >
      <CloudOffOutlinedIcon fontSize="small" aria-hidden />
      <Typography variant="body2">
        <Box component="strong" sx={{ fontWeight: 700 }}>
          {OFFLINE_TITLE}.
        </Box>{' '}
        What you see may be out of date; we’ll carry on when the network is back.
      </Typography>
    </Box>
  );
}
