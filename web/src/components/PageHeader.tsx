/**
 * Building blocks of the /new design's views (issue 14): large-radius cards, a page heading, and
 * the loading, empty and error states, so every /new screen reads alike. Views only: no data.
 */
import type { ReactNode } from 'react';
import { Box, Paper, Skeleton, Typography, type SxProps, type Theme } from '@mui/material';
import { ErrorState } from '../feedback/ErrorState';

/** The /new card: roomy, round, borderless, a soft shadow. */
export const newCardSx = {
  borderRadius: '24px',
  border: 0,
  boxShadow: '0 6px 24px rgba(11, 37, 69, 0.08)',
  overflow: 'hidden',
} as const;

/** The one dark card of a screen (balance, the member): colours from the theme. */
export const newHeroSx = (t: Theme) => ({
  ...newCardSx,
  color: t.palette.common.white,
  background: `linear-gradient(135deg, ${t.palette.text.primary} 0%, ${t.palette.text.primary} 45%, ${t.palette.secondary.dark} 140%)`,
});

/** Buttons and rows a thumb can hit (48 px and up). */
export const bigTouchSx = { minHeight: 52, borderRadius: '16px', fontWeight: 800, fontSize: 16 } as const;

export function NewCard({ children, sx, label }: { children: ReactNode; sx?: SxProps<Theme>; label?: string }) {
  return (
    <Paper component="section" aria-label={label} sx={[newCardSx, ...(Array.isArray(sx) ? sx : [sx])]}>
      {children}
    </Paper>
  );
}

/** A /new page's heading: a big title, a line under it, and an optional action on its right. */
export function NewPageHeader({ title, subtitle, action }: { title: string; subtitle?: ReactNode; action?: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 2, mb: { xs: 2, md: 3 } }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 900, fontSize: { xs: 28, md: 36 }, letterSpacing: '-0.02em' }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {subtitle}
          </Typography>
        )}
      </Box>
      {action}
    </Box>
  );
}

/** Nothing to show, said kindly, with what to do next. */
export function NewEmpty({ icon, title, text, action }: { icon?: ReactNode; title: string; text?: ReactNode; action?: ReactNode }) {
  return (
    <Paper role="status" sx={{ ...newCardSx, p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
      {icon && <Box sx={{ color: 'text.disabled', '& svg': { fontSize: 48 }, mb: 1 }} aria-hidden>{icon}</Box>}
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

/** A failed load: the message and 'Try again'. */
export function NewError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Box sx={{ '& .MuiAlert-root': { borderRadius: '20px', my: 0 } }}>
      <ErrorState message={message} onRetry={onRetry} />
    </Box>
  );
}

/** Card-shaped placeholders while a list loads. */
export function NewSkeletons({ label, count = 3, height = 120 }: { label: string; count?: number; height?: number }) {
  return (
    <Box role="progressbar" aria-label={label} sx={{ display: 'grid', gap: 2 }}>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={height} sx={{ borderRadius: '24px' }} />
      ))}
    </Box>
  );
}
