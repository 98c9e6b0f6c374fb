import { Box, Card, CardActionArea, Typography } from '@mui/material';
import type { BrandCard } from '@pilotmiles/core';
import { AppLink } from '../../components/AppLink';
import { outlinedCardSx } from '../../components/cardSx';
import { BrandLogo, RateChip } from './BrandCard';

export const newStorePath = (id: string) => `/new/earn/shopping/${encodeURIComponent(id)}`;

/** A store as a /new tile: logo, name and its rate chip; one link to /new/earn/shopping/{id}. */
export function BrandCardCompact({ brand, eager = false }: { brand: BrandCard; eager?: boolean }) {
  const titleId = `new-store-${brand.id}`;
  return (
    <Card component="article" aria-labelledby={titleId} elevation={0} sx={[outlinedCardSx, { height: '100%' }]}>
      <CardActionArea component={AppLink} to={newStorePath(brand.id)} sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}>
        <BrandLogo src={brand.logo_url} eager={eager} sx={{ borderBottom: 1, borderColor: 'divider' }} />
        <Box sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 1, flex: 1 }}>
          <Typography id={titleId} component="h3" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {brand.name}
          </Typography>
          <RateChip label={brand.rate_label} />
        </Box>
      </CardActionArea>
    </Card>
  );
}
