import { memo, useId } from 'react';
import { Box, Card, CardActionArea, Chip, Typography, type SxProps, type Theme } from '@mui/material';
import { categoryName, type BrandCard as Brand } from '@pilotmiles/core';
import { AppLink } from '../../components/AppLink';
import { ImageBox } from '../../components/ImageBox';

/** A brand's page. */
export const brandPath = (id: string) => `/shopping/brand/${encodeURIComponent(id)}`;

/**
 * A brand's logo (a local SVG) on white, whole (never cropped), in a box of fixed shape so nothing
 * moves when it arrives; hidden if it fails to load, as other images (docs/app-shell.md "Everywhere"). Decorative: the
 * brand's name is always written beside it.
 */
export function BrandLogo({
  src,
  ratio = '3 / 2',
  eager = false,
  sx,
}: {
  src: string;
  ratio?: string;
  eager?: boolean;
  sx?: SxProps<Theme>;
}) {
  return (
    <ImageBox
      src={src}
      ratio={ratio}
      eager={eager}
      sx={[
        { bgcolor: 'common.white', p: '10%', '& img': { objectFit: 'contain' } },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}

/** The cashback chip: 'Up to 8% cashback', '500 PM cashback', in the earning green. */
export function RateChip({ label, size = 'small' }: { label: string; size?: 'small' | 'medium' }) {
  return (
    <Chip
      label={label}
      size={size}
      color="success"
      // A narrow card wraps the label rather than cutting the rate off.
      sx={{
        fontWeight: 800,
        maxWidth: '100%',
        alignSelf: 'flex-start',
        height: 'auto',
        minHeight: size === 'small' ? 24 : 32,
        '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 },
      }}
    />
  );
}

export interface BrandCardProps {
  brand: Brand;
  /** The Featured row's larger card. */
  featured?: boolean;
  /** One of the first cards: its logo loads at once. */
  eager?: boolean;
}

/**
 * One brand: logo, name, cashback chip and category. The whole card is one link to the brand's
 * page (anyone may look; activating asks a visitor to sign up there). Memoised: the grid
 * re-renders while filters load, the cards shown need not.
 */
export const BrandCardView = memo(function BrandCardView({ brand, featured = false, eager = false }: BrandCardProps) {
  // The same brand may show twice on a page (featured or popular, then listed): ids must not clash.
  const titleId = useId();
  return (
    <Card component="article" aria-labelledby={titleId} sx={{ height: '100%' }}>
      <CardActionArea
        component={AppLink}
        to={brandPath(brand.id)}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <BrandLogo
          src={brand.logo_url}
          ratio={featured ? '2 / 1' : '3 / 2'}
          eager={eager}
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        />
        <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 0.75, p: featured ? 2 : 1.5 }}>
          <Typography
            id={titleId}
            component="h3"
            sx={{
              fontWeight: 700,
              fontSize: featured ? 19 : 16,
              lineHeight: 1.3,
              overflowWrap: 'anywhere',
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {brand.name}
          </Typography>
          <RateChip label={brand.rate_label} size={featured ? 'medium' : 'small'} />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 'auto', pt: 0.25 }}>
            {categoryName(brand.category)}
          </Typography>
        </Box>
      </CardActionArea>
    </Card>
  );
});
