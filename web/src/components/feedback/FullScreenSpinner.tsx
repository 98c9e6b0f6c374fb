import { Box, CircularProgress } from '@mui/material';

/** The full-screen spinner shown while a page or the session loads. */
export function FullScreenSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <Box
      role="progressbar"
      aria-label={label}
      sx={{ position: 'fixed', inset: 0, display: 'grid', placeItems: 'center', bgcolor: 'background.default', zIndex: 1400 }}
    >
      <CircularProgress color="secondary" size={48} />
    </Box>
  );
}

/** An inline spinner for a section that is loading. */
export function SectionSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <Box role="progressbar" aria-label={label} sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
      <CircularProgress color="secondary" />
    </Box>
  );
}
