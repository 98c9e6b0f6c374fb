/** The /new design's card: a larger radius, a soft border, no hard shadow. */
export const newCardSx = {
  borderRadius: 4,
  border: '1px solid',
  borderColor: 'divider',
  overflow: 'hidden',
} as const;

/** A big touch target (at least 48 px high), pill-shaped. */
export const newButtonSx = { borderRadius: 999, minHeight: 48, px: 3, fontWeight: 700 } as const;

/** Cards one per row on a phone, up to three (four from lg) on a desktop. */
export const newGridSx = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
  listStyle: 'none',
  p: 0,
  m: 0,
} as const;
