/**
 * The /cp/rewards partner portal's layout (docs/product.md "The partner rewards portal"): the partner's logo, name and
 * colours from GET /cp/brands/{id} (its theme variant, BrandTheme), its navigation, and the
 * product's auth flows pointed at the portal's own pages (AuthFrameProvider), so a sign-up here
 * links the member to the brand. Its pages (features/cpPortal) read the brand from the outlet's
 * context (useCpPortal).
 */
import { useMemo } from 'react';
import { Outlet } from 'react-router-dom';
import { Box, Button, Container, Stack, Typography } from '@mui/material';
import { formatPM } from '@pilotmiles/core';
import { AppLink } from '../../../components/AppLink';
import { ErrorState } from '../../../components/feedback/ErrorState';
import { FullScreenSpinner } from '../../../components/feedback/FullScreenSpinner';
import { fullPageSx } from '../../../components/layout/fullPageSx';
import { ApiError, errorMessage } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { useSignOut } from '../../../lib/useSignOut';
import { AuthFrameProvider, type AuthFrame } from '../../../features/auth';
import { useCpBrand } from '../../../features/cpPortal/cpApi';
import { cpPath, useBrandId } from '../../../features/cpPortal/portalBrand';
import type { CpPortal } from '../../../features/cpPortal/portalContext';
import { BrandTheme } from './BrandTheme';

export const BRAND_NOT_FOUND = 'This rewards portal is not available.';

export default function PortalLayout() {
  const brandId = useBrandId();
  const query = useCpBrand(brandId);
  const frame = useMemo<AuthFrame>(
    () => ({
      signInPath: cpPath('login', brandId),
      signUpPath: cpPath('signup', brandId),
      resetPath: cpPath('reset-password', brandId),
      target: cpPath('offer-wall', brandId),
      verifiedPath: cpPath('success', brandId, { emailVerified: 'true' }),
      verificationPath: cpPath('verification', brandId),
      brandOwner: brandId,
    }),
    [brandId],
  );
  const portal = useMemo<CpPortal | null>(
    () => (query.data ? { brand: query.data, path: (page, extra) => cpPath(page, brandId, extra) } : null),
    [query.data, brandId],
  );

  if (query.isPending) return <FullScreenSpinner label="Loading the rewards portal" />;
  if (!portal)
    return (
      <Container maxWidth="sm" sx={{ py: 8 }}>
        <ErrorState
          message={
            query.error instanceof ApiError && query.error.status === 404 ? BRAND_NOT_FOUND : errorMessage(query.error)
          }
          onRetry={
            query.error instanceof ApiError && query.error.status === 404 ? undefined : () => void query.refetch()
          }
        />
      </Container>
    );
  return (
    <BrandTheme brand={portal.brand}>
      <AuthFrameProvider value={frame}>
        <PortalFrame portal={portal} />
      </AuthFrameProvider>
    </BrandTheme>
  );
}

function PortalFrame({ portal }: { portal: CpPortal }) {
  const { brand, path } = portal;
  const { user } = useSession();
  // Signing out here stays in the portal: its landing, same brand.
  const signOut = useSignOut(path('landing'));
  return (
    <Box sx={{ ...fullPageSx, bgcolor: brand.colors.background, color: brand.colors.text }}>
      <Box component="header" sx={{ bgcolor: brand.colors.primary, color: '#fff' }}>
        <Container
          maxWidth="lg"
          sx={{ py: 1.5, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: { xs: 1, sm: 2 } }}
        >
          <Box
            component={AppLink}
            to={path('landing')}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1.25,
              color: 'inherit',
              textDecoration: 'none',
              mr: 'auto',
              minWidth: 0,
            }}
          >
            <Box
              component="img"
              src={brand.logo_url}
              alt=""
              width={40}
              height={40}
              sx={{
                width: 40,
                height: 40,
                objectFit: 'contain',
                bgcolor: '#fff',
                borderRadius: 1,
                p: 0.5,
                flexShrink: 0,
              }}
            />
            <Typography component="span" sx={{ fontWeight: 800, fontSize: { xs: 17, sm: 20 } }} noWrap>
              {brand.name} Rewards
            </Typography>
          </Box>
          {user && (
            <Typography component="span" aria-label="Balance" sx={{ fontWeight: 700, fontSize: 14 }}>
              {formatPM(user.total_coins)}
            </Typography>
          )}
          <Stack
            component="nav"
            aria-label="Rewards portal"
            direction="row"
            spacing={0.5}
            sx={{
              width: { xs: '100%', sm: 'auto' },
              overflowX: 'auto',
              '& a, & button': { color: '#fff', whiteSpace: 'nowrap' },
            }}
          >
            <Button component={AppLink} to={path('offer-wall')} size="small">
              Offers
            </Button>
            <Button component={AppLink} to={path('how-to-earn')} size="small">
              How to earn
            </Button>
            {user ? (
              <>
                <Button component={AppLink} to={path('my-rewards')} size="small">
                  My rewards
                </Button>
                <Button size="small" onClick={() => void signOut()}>
                  Sign out
                </Button>
              </>
            ) : (
              <>
                <Button component={AppLink} to={path('login')} size="small">
                  Log in
                </Button>
                <Button
                  component={AppLink}
                  to={path('signup')}
                  size="small"
                  variant="outlined"
                  sx={{ borderColor: 'rgba(255,255,255,.7)' }}
                >
                  Sign up
                </Button>
              </>
            )}
          </Stack>
        </Container>
      </Box>
      <Container component="main" maxWidth="lg" sx={{ flex: 1, py: { xs: 3, sm: 5 } }}>
        <Outlet context={portal} />
      </Container>
      <Typography component="footer" variant="body2" sx={{ textAlign: 'center', py: 3, opacity: 0.75 }}>
        {brand.name} Rewards · powered by PilotMiles
      </Typography>
    </Box>
  );
}
