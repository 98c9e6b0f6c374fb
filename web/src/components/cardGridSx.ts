/**
 * The card grid of the listing pages (articles, offers): 1, 2 or 3 columns by screen width;
 * their skeletons take the same places while loading.
 */
export const cardGridSx = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gap: { xs: 2, md: 3 },
  gridTemplateColumns: {
    xs: 'minmax(0, 1fr)',
    sm: 'repeat(2, minmax(0, 1fr))',
    md: 'repeat(3, minmax(0, 1fr))',
  },
} as const;
