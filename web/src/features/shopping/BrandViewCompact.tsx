import type { ReactNode } from 'react';
import { Alert, Box, Paper, Stack, Typography } from '@mui/material';
import { categoryName } from '@pilotmiles/core';
import { StepsList } from '../../components/StepsList';
import { outlinedCardSx } from '../../components/cardSx';
import { BackLink } from '../../components/BackLink';
import { detailGridSx, PinnedAction, pinnedActionRoomSx } from '../../components/PinnedAction';
import { BrandLogo } from './BrandCard';
import { ClaimForm } from './ClaimForm';
import { OrderList } from './OrderList';
import { ACTIVATED_TEXT, trackingSteps, type BrandViewProps } from './BrandView';
import { BrandCardCompact } from './BrandCardCompact';

export const NEW_SHOPPING_PATH = '/new/earn/shopping';

/**
 * /new/earn/shopping/{id}: the store's card with its rate and 'Activate cashback' (pinned at the
 * bottom of a phone's screen), how it works, terms; for a member their orders and the claim form;
 * similar stores.
 */
export function BrandViewCompact({ page, signedIn, activation, claim }: BrandViewProps) {
  const { brand, similar, orders } = page;
  return (
    <Stack spacing={2.5} sx={pinnedActionRoomSx}>
      <BackLink to={NEW_SHOPPING_PATH}>All stores</BackLink>
      <Box sx={detailGridSx}>
        <Paper component="section" aria-labelledby="new-store-title" elevation={0} sx={outlinedCardSx}>
          <BrandLogo src={brand.logo_url} ratio="2 / 1" eager sx={{ borderBottom: 1, borderColor: 'divider' }} />
          <Stack spacing={1.5} sx={{ p: { xs: 2, md: 3 } }}>
            <Typography color="text.secondary" sx={{ fontWeight: 600, fontSize: 14 }}>
              {categoryName(brand.category)}
            </Typography>
            <Typography id="new-store-title" variant="h4" component="h1" sx={{ fontSize: { xs: 26, md: 32 }, fontWeight: 800, overflowWrap: 'anywhere' }}>
              {brand.name}
            </Typography>
            <Typography sx={{ fontWeight: 800, fontSize: 26, color: 'success.main' }}>{brand.rate_label}</Typography>
            {activation.error && <Alert severity="error" sx={{ borderRadius: 3 }}>{activation.error}</Alert>}
            {activation.activated && <Alert severity="success" sx={{ borderRadius: 3 }}>{ACTIVATED_TEXT}</Alert>}
            {!signedIn && (
              <Typography color="text.secondary" sx={{ fontSize: 14 }}>
                Sign in or create a free account to earn cashback at {brand.name}.
              </Typography>
            )}
            <PinnedAction onClick={activation.activate} loading={activation.activating}>
              Activate cashback
            </PinnedAction>
          </Stack>
        </Paper>
        <Stack spacing={2}>
          {signedIn && (
            <Card title={`Your orders at ${brand.name}`} id="new-store-orders">
              {orders.length ? <OrderList orders={orders} label="Your orders" hideBrand /> : <Typography color="text.secondary">No orders yet. Activate cashback, then shop.</Typography>}
            </Card>
          )}
          <Card title="How it works" id="new-store-how">
            <StepsList steps={trackingSteps(brand.approval_days)} />
          </Card>
          <Card title={`About ${brand.name}`} id="new-store-about">
            <Typography sx={{ color: 'text.secondary', lineHeight: 1.7, whiteSpace: 'pre-line' }}>{brand.description}</Typography>
          </Card>
          {brand.terms.length > 0 && (
            <Card title="Terms" id="new-store-terms">
              <Box component="ul" sx={{ m: 0, pl: 2.5, color: 'text.secondary', lineHeight: 1.7 }}>
                {brand.terms.map((t) => (
                  <li key={t}>{t}</li>
                ))}
              </Box>
            </Card>
          )}
          {signedIn && (
            <Card title="Missing cashback?" id="new-store-claim">
              <ClaimForm {...claim} />
            </Card>
          )}
        </Stack>
      </Box>
      {similar.length > 0 && (
        <Box component="section" aria-labelledby="new-similar">
          <Typography id="new-similar" variant="h6" component="h2" sx={{ fontWeight: 800, mb: 1.5 }}>
            Similar stores
          </Typography>
          <Box component="ul" aria-labelledby="new-similar" sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(5, minmax(0, 1fr))' }, listStyle: 'none', p: 0, m: 0 }}>
            {similar.map((b) => (
              <li key={b.id}>
                <BrandCardCompact brand={b} />
              </li>
            ))}
          </Box>
        </Box>
      )}
    </Stack>
  );
}

function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-labelledby={id} elevation={0} sx={[outlinedCardSx, { p: { xs: 2, md: 3 } }]}>
      <Typography id={id} variant="h6" component="h2" sx={{ fontWeight: 800, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
