/** The /new design's loading, empty and error states (cards with a large radius, big targets). */
import type { ReactNode } from 'react';
import { Box, Button, Paper, Skeleton, Typography } from '@mui/material';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { newCardSx } from './newCardSx';

/** Rounded skeleton cards in the given grid, with an accessible name. */
export function NewLoading({ label, count = 6, height = 180, sx }: { label: string; count?: number; height?: number; sx?: object }) {
  return (
    <Box role="progressbar" aria-label={label} sx={{ display: 'grid', gap: 2, ...sx }}>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={height} sx={{ borderRadius: 4 }} aria-hidden />
      ))}
    </Box>
  );
}

export function NewEmpty({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <Paper role="status" elevation={0} sx={[newCardSx, { p: 4, textAlign: 'center', bgcolor: 'action.hover' }]}>
      <Typography color="text.secondary">{children}</Typography>
      {action && <Box sx={{ mt: 2 }}>{action}</Box>}
    </Paper>
  );
}

export function NewError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Paper role="alert" elevation={0} sx={[newCardSx, { p: 3, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', bgcolor: 'rgba(220,38,38,0.06)' }]}>
      <ErrorOutlineIcon color="error" aria-hidden />
      <Typography sx={{ flex: 1, minWidth: 180, fontWeight: 600 }}>{message}</Typography>
      {onRetry && (
        <Button variant="contained" color="error" onClick={onRetry} sx={{ borderRadius: 999, minHeight: 44, px: 3 }}>
          Try again
        </Button>
      )}
    </Paper>
  );
}
