import type { ReactNode } from 'react';
import { Alert, Box, Button, Chip, Divider, Paper, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { categoryName, type BrandPage, type ShopActivation, type ShopClaim } from '@pilotmiles/core';
import { StepsList } from '../../components/StepsList';
import { formatDate } from '../../lib/format';
import { BrandLogo } from './BrandCard';
import { BrandGrid } from './BrandGrid';
import { SignInToEarn } from './CashbackStrip';
import { ClaimForm, type ClaimFormProps } from './ClaimForm';
import { CLAIM_STATUS_LABELS, CLAIM_STATUS_TONE, displayHost, formatDayKey, formatSale } from './format';
import { OrderList } from './OrderList';
import type { ActivateBrand } from './useActivateBrand';

/** Similar brands shown: one row of the widest grid. */
const SIMILAR_SHOWN = 5;

export const ACTIVATED_TEXT = 'Cashback activated — shop in the new tab';

/** How cashback at a store works, from activation to confirmation (about `approvalDays` later). */
export const trackingSteps = (approvalDays: number) => [
  'Activate cashback: the store opens in a new tab.',
  'Shop and pay in that tab, without ad blockers or coupon extensions, so the store can track your order.',
  'Your order shows here as pending, usually within a day or two.',
  `The store confirms it after about ${approvalDays} ${approvalDays === 1 ? 'day' : 'days'} (once returns are no longer possible), and your PilotMiles land in your balance.`,
];

export interface BrandViewProps {
  page: BrandPage;
  /** A member: their activity, claims and the claim form show. */
  signedIn: boolean;
  activation: ActivateBrand;
  /** The claim form's stores, date and sender (members only). */
  claim: ClaimFormProps;
}

/** The page's two columns from md up: the brand and its button, then what to know about it. */
export const brandPageGridSx = {
  display: 'grid',
  gap: { xs: 2, md: 3 },
  alignItems: 'start',
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 5fr) minmax(0, 7fr)' },
} as const;

/**
 * /shopping/brand/{id}: logo, name and rate, 'Activate cashback', how tracking works, the terms
 * and the store's description; for a member their activity here, the missing-cashback claim and
 * their claims; similar brands.
 */
export function BrandView({ page, signedIn, activation, claim }: BrandViewProps) {
  const { brand, similar, activations, orders, claims } = page;
  // Two columns from md up; on a phone the member's activity comes right after the button.
  const wide = useMediaQuery(useTheme().breakpoints.up('md'));
  const activity = signedIn && (
    <Section id="your-activity" title={`Your activity at ${brand.name}`}>
      <Activity activations={activations} orders={orders} />
    </Section>
  );
  return (
    <Stack spacing={3}>
      <Box sx={brandPageGridSx}>
        <Stack spacing={2}>
          <Paper component="section" aria-labelledby="brand-title" sx={{ overflow: 'hidden' }}>
            <BrandLogo src={brand.logo_url} ratio="2 / 1" eager sx={{ borderBottom: 1, borderColor: 'divider' }} />
            <Stack spacing={1.5} sx={{ p: { xs: 2, md: 3 } }}>
              <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
                {categoryName(brand.category)}
              </Typography>
              <Typography id="brand-title" variant="h4" component="h1" sx={{ fontSize: { xs: 26, md: 32 }, lineHeight: 1.2, overflowWrap: 'anywhere' }}>
                {brand.name}
              </Typography>
              <Typography sx={{ fontWeight: 800, fontSize: { xs: 26, md: 30 }, color: 'success.main', lineHeight: 1.2 }}>
                {brand.rate_label}
              </Typography>
              {activation.error && <Alert severity="error">{activation.error}</Alert>}
              {activation.activated && <Alert severity="success">{ACTIVATED_TEXT}</Alert>}
              <Button
                variant="contained"
                color="secondary"
                size="large"
                onClick={activation.activate}
                loading={activation.activating}
                endIcon={<OpenInNewIcon />}
                sx={{ borderRadius: 999, py: 1.25 }}
              >
                Activate cashback
              </Button>
              {!signedIn && (
                <Typography color="text.secondary" sx={{ fontSize: 14, textAlign: 'center' }}>
                  Sign in or create a free account to earn cashback at {brand.name}.
                </Typography>
              )}
            </Stack>
          </Paper>
          {!wide && activity}
          <Section id="how-it-works" title="How it works">
            <StepsList steps={trackingSteps(brand.approval_days)} />
          </Section>
        </Stack>

        <Stack spacing={2}>
          {wide && activity}
          <Section id="about-brand" title={`About ${brand.name}`}>
            <Typography sx={{ color: 'text.secondary', lineHeight: 1.7, whiteSpace: 'pre-line' }}>{brand.description}</Typography>
            {brand.website && (
              <Typography sx={{ mt: 1.5, fontSize: 14 }}>
                Website:{' '}
                <Box component="span" sx={{ fontWeight: 600 }}>
                  {displayHost(brand.website)}
                </Box>{' '}
                <Box component="span" sx={{ color: 'text.secondary' }}>
                  (go through Activate cashback, or your order cannot be tracked)
                </Box>
              </Typography>
            )}
            {brand.terms.length > 0 && (
              <>
                <Divider sx={{ my: 2 }} />
                <Typography id="brand-terms" sx={{ fontWeight: 700, mb: 1 }}>
                  Terms
                </Typography>
                <Box component="ul" aria-labelledby="brand-terms" sx={{ m: 0, pl: 2.5, color: 'text.secondary', '& li': { mb: 0.5 } }}>
                  {brand.terms.map((term) => (
                    <li key={term}>{term}</li>
                  ))}
                </Box>
              </>
            )}
          </Section>
          {signedIn ? (
            <Section id="missing-cashback" title="Missing cashback?">
              <Typography color="text.secondary" sx={{ fontSize: 14, mb: 2 }}>
                Bought through Activate cashback but no order here after a couple of days? Tell us about it and we
                will check with the store.
              </Typography>
              <ClaimForm {...claim} />
              {claims.length > 0 && <ClaimList claims={claims} />}
            </Section>
          ) : (
            <SignInToEarn>Members follow their orders here and can claim cashback that did not track.</SignInToEarn>
          )}
        </Stack>
      </Box>

      {similar.length > 0 && (
        <Box component="section" aria-labelledby="similar-brands">
          <Typography id="similar-brands" variant="h6" component="h2" sx={{ mb: 1.5 }}>
            Similar brands
          </Typography>
          <BrandGrid brands={similar.slice(0, SIMILAR_SHOWN)} label="Similar brands" variant="row" />
        </Box>
      )}
    </Stack>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-labelledby={id} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 1.5, overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** Activations shown on the page; older ones are not. */
const RECENT_ACTIVATIONS = 5;

function Activity({ activations, orders }: { activations: ShopActivation[]; orders: BrandPage['orders'] }) {
  if (!activations.length && !orders.length)
    return (
      <Typography color="text.secondary" sx={{ fontSize: 14 }}>
        No activity yet. Activate cashback, then shop: your orders show here.
      </Typography>
    );
  return (
    <Stack spacing={1.5}>
      {orders.length > 0 && <OrderList orders={orders} label="Your orders" hideBrand />}
      {activations.length > 0 && (
        <Box>
          <Typography sx={{ fontWeight: 700, fontSize: 15 }} id="your-activations">
            Activations
          </Typography>
          <Box component="ul" aria-labelledby="your-activations" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {activations.slice(0, RECENT_ACTIVATIONS).map((a) => (
              <Typography component="li" key={a.sub_id} variant="body2" color="text.secondary" sx={{ py: 0.25 }}>
                Activated {formatDate(a.created_at)}
              </Typography>
            ))}
          </Box>
        </Box>
      )}
    </Stack>
  );
}

function ClaimList({ claims }: { claims: ShopClaim[] }) {
  return (
    <Box sx={{ mt: 2.5 }}>
      <Typography id="your-claims" sx={{ fontWeight: 700, fontSize: 15 }}>
        Your claims
      </Typography>
      <Box component="ul" aria-labelledby="your-claims" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {claims.map((c) => (
          <Box
            component="li"
            key={c.id}
            sx={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: 1.5,
              flexWrap: 'wrap',
              py: 1,
              borderBottom: 1,
              borderColor: 'divider',
              '&:last-child': { borderBottom: 0 },
            }}
          >
            <Typography variant="body2" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              Order {c.order_id} · {formatSale(c.amount)} · {formatDayKey(c.order_date)}
            </Typography>
            <Chip size="small" label={CLAIM_STATUS_LABELS[c.status]} color={CLAIM_STATUS_TONE[c.status]} sx={{ fontWeight: 700 }} />
          </Box>
        ))}
      </Box>
    </Box>
  );
}
