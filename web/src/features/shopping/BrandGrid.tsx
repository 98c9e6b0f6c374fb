import { Box, Card, Skeleton } from '@mui/material';
import type { BrandCard } from '@pilotmiles/core';
import { BrandCardView } from './BrandCard';

/** Brand cards: 2 columns on a phone, up to 5 on a wide screen (logos need less room than offers). */
export const brandGridSx = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gap: { xs: 1.5, md: 2 },
  gridTemplateColumns: {
    xs: 'repeat(2, minmax(0, 1fr))',
    sm: 'repeat(3, minmax(0, 1fr))',
    md: 'repeat(4, minmax(0, 1fr))',
    lg: 'repeat(5, minmax(0, 1fr))',
  },
} as const;

/** The Featured row's larger cards: sideways on a phone (with snap), then 2 and 3 columns. */
export const featuredGridSx = {
  ...brandGridSx,
  gridAutoFlow: { xs: 'column', sm: 'row' },
  gridAutoColumns: { xs: '78%' },
  gridTemplateColumns: { xs: 'none', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
  overflowX: { xs: 'auto', sm: 'visible' },
  scrollSnapType: { xs: 'x mandatory', sm: 'none' },
  pb: { xs: 1, sm: 0 },
  '& > li': { scrollSnapAlign: 'start' },
} as const;

/** A row that scrolls sideways on a phone and tablet (with snap), and wraps into the grid from md up. */
export const brandRowSx = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gap: { xs: 1.5, md: 2 },
  gridAutoFlow: { xs: 'column', md: 'row' },
  gridAutoColumns: { xs: '42%', sm: '30%' },
  gridTemplateColumns: { xs: 'none', md: 'repeat(4, minmax(0, 1fr))', lg: 'repeat(5, minmax(0, 1fr))' },
  overflowX: { xs: 'auto', md: 'visible' },
  scrollSnapType: { xs: 'x mandatory', md: 'none' },
  pb: { xs: 1, md: 0 },
  '& > li': { scrollSnapAlign: 'start' },
} as const;

/** Cards in the first row or so: their logos load at once. */
const EAGER_LOGOS = 5;

export function BrandGrid({
  brands,
  label,
  variant = 'grid',
  eager = false,
}: {
  brands: readonly BrandCard[];
  /** The list's accessible name. */
  label: string;
  variant?: 'grid' | 'featured' | 'row';
  /** Near the top of the page: the first logos load at once. */
  eager?: boolean;
}) {
  const sx = variant === 'featured' ? featuredGridSx : variant === 'row' ? brandRowSx : brandGridSx;
  return (
    <Box component="ul" aria-label={label} sx={sx}>
      {brands.map((brand, i) => (
        <li key={brand.id}>
          <BrandCardView
            brand={brand}
            featured={variant === 'featured'}
            eager={eager && i < EAGER_LOGOS}
          />
        </li>
      ))}
    </Box>
  );
}

/** The loading state: cards shaped like the brand cards, so nothing moves when they arrive. */
export function BrandGridSkeleton({ label, count = 10 }: { label: string; count?: number }) {
  return (
    <Box role="progressbar" aria-label={label} sx={brandGridSx}>
      {Array.from({ length: count }, (_, i) => (
        <Card key={i} aria-hidden>
          <Box sx={{ aspectRatio: '3 / 2', bgcolor: 'grey.100' }} />
          <Box sx={{ p: 1.5 }}>
            <Skeleton width="70%" />
            <Skeleton variant="rounded" width={110} height={24} sx={{ my: 0.75 }} />
            <Skeleton width="40%" />
          </Box>
        </Card>
      ))}
    </Box>
  );
}
