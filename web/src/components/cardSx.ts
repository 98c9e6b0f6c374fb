/**
 * Card and button styles of the compact views (the /new design's: large radii, big touch targets).
 * Two card looks: outlined (a hairline, no shadow) for lists of tiles, raised (no border, a soft
 * shadow) for a screen's panels; the hero is the one dark raised card of a screen.
 */
import type { Theme } from '@mui/material';

/** A tile: a larger radius, a soft border, no hard shadow. */
export const outlinedCardSx = {
  borderRadius: 4,
  border: '1px solid',
  borderColor: 'divider',
  overflow: 'hidden',
} as const;

/** A panel: roomy, round, borderless, a soft shadow. */
export const raisedCardSx = {
  borderRadius: '24px',
  border: 0,
  boxShadow: '0 6px 24px rgba(11, 37, 69, 0.08)',
  overflow: 'hidden',
} as const;

/** The one dark card of a screen (balance, the member): colours from the theme. */
export const heroCardSx = (t: Theme) => ({
  ...raisedCardSx,
  color: t.palette.common.white,
  background: `linear-gradient(135deg, ${t.palette.text.primary} 0%, ${t.palette.text.primary} 45%, ${t.palette.secondary.dark} 140%)`,
});

/** A big touch target (at least 48 px high), pill-shaped. */
export const pillButtonSx = { borderRadius: 999, minHeight: 48, px: 3, fontWeight: 700 } as const;

/** Buttons and rows a thumb can hit (48 px and up). */
export const bigTouchSx = { minHeight: 52, borderRadius: '16px', fontWeight: 800, fontSize: 16 } as const;
