import { Backdrop, CircularProgress } from '@mui/material';

/** Over an article while its claim is on the way (either design's article page). */
export function ClaimingBackdrop({ open }: { open: boolean }) {
  return (
    <Backdrop open={open} sx={{ zIndex: (t) => t.zIndex.modal - 1, bgcolor: 'rgba(244,247,251,0.6)' }}>
      <CircularProgress color="secondary" aria-label="Claiming" />
    </Backdrop>
  );
}
