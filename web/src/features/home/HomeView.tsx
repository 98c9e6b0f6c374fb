/**
 * The landing page: the 'New Here? Get $5 FREE!' banner for visitors, the hero with
 * 'Join for Free', then the ways to earn, how it works, and the ways to redeem.
 */
import type { ReactNode } from 'react';
import { Box, Button, ButtonBase, Container, Stack, Typography } from '@mui/material';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import { MSG } from '@pilotmiles/core';
import { AppLink } from '../../components/AppLink';
import { brand } from '../../theme/tokens';
import { HeroIllustration } from './HeroIllustration';
import { EARN_TILES, REDEEM_TILES, STEPS, type Tile } from './homeContent';

export function HomeView({ signedIn }: { signedIn: boolean }) {
  return (
    <>
      {!signedIn && <NewHereBanner />}
      <Hero signedIn={signedIn} />
      <Section id="ways-to-earn" title="Ways to earn" subtitle="Pick what you enjoy. Every activity earns PilotMiles.">
        <TileGrid tiles={EARN_TILES} columns={{ xs: 2, md: 4 }} />
      </Section>
      <HowItWorks />
      <Section id="ways-to-redeem" title="Spend it your way" subtitle="100 PilotMiles = $1, whichever reward you choose.">
        <TileGrid tiles={REDEEM_TILES} columns={{ xs: 2, md: 4 }} />
      </Section>
    </>
  );
}

function NewHereBanner() {
  return (
    <ButtonBase
      component={AppLink}
      to="/auth/signup"
      sx={{
        width: '100%',
        py: 1.25,
        px: 2,
        gap: 1,
        bgcolor: '#fef3c7',
        color: '#78350f',
        fontWeight: 700,
        fontSize: 15,
        flexWrap: 'wrap',
        '&:hover': { bgcolor: '#fde68a' },
      }}
    >
      <CardGiftcardIcon fontSize="small" aria-hidden />
      {MSG.newHereBanner}
      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', textDecoration: 'underline' }}>
        Claim it now <ArrowForwardIcon sx={{ fontSize: 16, ml: 0.5 }} />
      </Box>
    </ButtonBase>
  );
}

function Hero({ signedIn }: { signedIn: boolean }) {
  return (
    <Box
      sx={{
        color: '#fff',
        overflow: 'hidden',
        background: `radial-gradient(circle at 80% 20%, rgba(34,197,94,.25), transparent 40%), linear-gradient(140deg, ${brand.navy} 0%, ${brand.navyLight} 70%, #1d4e89 100%)`,
      }}
    >
      <Container
        maxWidth="lg"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '1.2fr 1fr' },
          gap: { xs: 6, md: 4 },
          alignItems: 'center',
          py: { xs: 6, md: 10 },
          pb: { xs: 8, md: 11 },
        }}
      >
        <Box>
          <Typography
            component="p"
            sx={{
              display: 'inline-block',
              px: 1.5,
              py: 0.5,
              mb: 2,
              borderRadius: 999,
              bgcolor: 'rgba(255,255,255,.12)',
              fontSize: 13,
              fontWeight: 600,
            }}
          >
            Free to join · 100 PilotMiles = $1
          </Typography>
          <Typography variant="h2" component="h1" sx={{ fontSize: { xs: 34, sm: 44, md: 54 }, lineHeight: 1.08 }}>
            {MSG.landingTitle}
          </Typography>
          <Typography sx={{ mt: 2, fontSize: { xs: 17, md: 19 }, opacity: 0.88, maxWidth: 540 }}>
            {MSG.landingSubtitle}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 4 }}>
            {signedIn ? (
              <>
                <Button component={AppLink} to="/dashboard" variant="contained" color="secondary" size="large">
                  Go to my dashboard
                </Button>
                <Button component={AppLink} to="/offers" variant="outlined" size="large" sx={heroOutlined}>
                  Discover offers
                </Button>
              </>
            ) : (
              <>
                <Button
                  component={AppLink}
                  to="/auth/signup"
                  variant="contained"
                  color="secondary"
                  size="large"
                  sx={{ px: 4, fontSize: 17 }}
                >
                  {MSG.joinForFree}
                </Button>
                <Button component={AppLink} to="/auth/signin" variant="outlined" size="large" sx={heroOutlined}>
                  I have an account
                </Button>
              </>
            )}
          </Stack>
        </Box>
        <HeroIllustration />
      </Container>
    </Box>
  );
}

const heroOutlined = { color: '#fff', borderColor: 'rgba(255,255,255,.5)', '&:hover': { borderColor: '#fff', bgcolor: 'rgba(255,255,255,.08)' } };

function Section({ id, title, subtitle, children }: { id: string; title: string; subtitle: string; children: ReactNode }) {
  return (
    <Container component="section" aria-labelledby={`${id}-title`} maxWidth="lg" sx={{ pt: { xs: 6, md: 9 } }}>
      <Typography id={`${id}-title`} variant="h4" component="h2" sx={{ fontSize: { xs: 26, md: 32 } }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {subtitle}
      </Typography>
      {children}
    </Container>
  );
}

function TileGrid({ tiles, columns }: { tiles: readonly Tile[]; columns: { xs: number; md: number } }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 1.5, md: 2 },
        gridTemplateColumns: { xs: `repeat(${columns.xs}, minmax(0, 1fr))`, md: `repeat(${columns.md}, minmax(0, 1fr))` },
      }}
    >
      {tiles.map(({ title, text, to, Icon }) => (
        <ButtonBase
          key={title}
          component={AppLink}
          to={to}
          sx={{
            display: 'block',
            textAlign: 'left',
            p: { xs: 2, md: 2.5 },
            borderRadius: '16px',
            bgcolor: 'background.paper',
            border: '1px solid #e2e8f0',
            transition: 'transform .15s, box-shadow .15s, border-color .15s',
            '&:hover': { transform: 'translateY(-2px)', boxShadow: '0 10px 24px rgba(15,23,42,.08)', borderColor: '#cbd5e1' },
          }}
        >
          <Box
            sx={{
              width: 44,
              height: 44,
              borderRadius: '12px',
              display: 'grid',
              placeItems: 'center',
              bgcolor: '#ecfdf3',
              color: brand.greenDark,
              mb: 1.5,
            }}
          >
            <Icon />
          </Box>
          <Typography sx={{ fontWeight: 700 }}>{title}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {text}
          </Typography>
        </ButtonBase>
      ))}
    </Box>
  );
}

function HowItWorks() {
  return (
    <Section id="how-it-works" title="How it works" subtitle="Three steps from sign-up to your first reward.">
      <Box component="ol" sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, p: 0, m: 0, listStyle: 'none' }}>
        {STEPS.map((step, i) => (
          <Box component="li" key={step.title} sx={{ p: 3, borderRadius: '16px', bgcolor: '#e8eef6' }}>
            <Box
              aria-hidden
              sx={{
                width: 36,
                height: 36,
                borderRadius: '50%',
                bgcolor: brand.navyLight,
                color: '#fff',
                fontWeight: 800,
                display: 'grid',
                placeItems: 'center',
                mb: 1.5,
              }}
            >
              {i + 1}
            </Box>
            <Typography variant="h6" component="h3">
              {step.title}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              {step.text}
            </Typography>
          </Box>
        ))}
      </Box>
    </Section>
  );
}
