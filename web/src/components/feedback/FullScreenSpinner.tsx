import { Box, CircularProgress } from '@mui/material';

// The spinner itself is the progressbar (MUI gives it the role) and carries the name: a named
// wrapper around an unnamed progressbar is one axe counts as nameless.

/** The full-screen spinner shown while a page or the session loads. */
export function FullScreenSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <Box sx={{ position: 'fixed', inset: 0, display: 'grid', placeItems: 'center', bgcolor: 'background.default', zIndex: 1400 }}>
      <CircularProgress color="secondary" size={48} aria-label={label} />
    </Box>
  );
}

/** An inline spinner for a section that is loading. */
export function SectionSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
      <CircularProgress color="secondary" aria-label={label} />
    </Box>
  );
}
