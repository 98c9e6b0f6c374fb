/**
 * Loading, empty and error states as cards (the compact views': large radii, big targets), so every
 * such screen reads alike. Views only: no data.
 */
import type { ReactNode } from 'react';
import { Box, Button, Paper, Skeleton, Typography, type SxProps, type Theme } from '@mui/material';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { outlinedCardSx, raisedCardSx } from '../cardSx';

/** Card-shaped placeholders while something loads, in the given layout, with an accessible name. */
export function CardSkeletons({
  label,
  count = 3,
  height = 120,
  sx,
}: {
  label: string;
  count?: number;
  height?: number;
  sx?: SxProps<Theme>;
}) {
  return (
    <Box role="progressbar" aria-label={label} sx={[{ display: 'grid', gap: 2 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={height} sx={{ borderRadius: '24px' }} aria-hidden />
      ))}
    </Box>
  );
}

/** Nothing to show, said kindly, with what to do next. */
export function EmptyCard({ icon, title, text, action }: { icon?: ReactNode; title: string; text?: ReactNode; action?: ReactNode }) {
  return (
    <Paper role="status" sx={{ ...raisedCardSx, p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
      {icon && (
        <Box sx={{ color: 'text.disabled', '& svg': { fontSize: 48 }, mb: 1 }} aria-hidden>
          {icon}
        </Box>
      )}
      <Typography variant="h6" component="p" sx={{ fontWeight: 800 }}>
        {title}
      </Typography>
      {text && (
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {text}
        </Typography>
      )}
      {action && <Box sx={{ mt: 2.5 }}>{action}</Box>}
    </Paper>
  );
}

/** A failed load: the message and a big 'Try again'. */
export function ErrorCard({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Paper
      role="alert"
      elevation={0}
      sx={{ ...outlinedCardSx, p: 3, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', bgcolor: 'rgba(220,38,38,0.06)' }}
    >
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
