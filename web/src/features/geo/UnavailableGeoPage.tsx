/**
 * /unavailable-geo: where the geo check sends visitors from a country we cannot serve.
 * It stands outside the user layout: every other page would send them straight back here.
 */
import { Box, Button, Container, Link, Typography } from '@mui/material';
import PublicIcon from '@mui/icons-material/Public';
import { Logo } from '../../components/layout/Logo';
import { fullPageSx } from '../../components/layout/fullPageSx';
import { EXTERNAL, SUPPORT_EMAIL } from '../../components/layout/siteLinks';
import { brand } from '../../theme/tokens';

export default function UnavailableGeoPage() {
  return (
    <Box sx={{ ...fullPageSx, bgcolor: 'background.default' }}>
      <Box sx={{ px: { xs: 2, sm: 3 }, py: 2, bgcolor: 'background.paper', borderBottom: '1px solid', borderColor: 'divider' }}>
        <Logo />
      </Box>
      <Container maxWidth="sm" sx={{ flex: 1, display: 'grid', placeItems: 'center', py: 6 }}>
        <Box sx={{ textAlign: 'center' }}>
          <Box
            sx={{
              width: 72,
              height: 72,
              mx: 'auto',
              mb: 3,
              borderRadius: '50%',
              bgcolor: '#e8eef6',
              color: brand.navyLight,
              display: 'grid',
              placeItems: 'center',
            }}
          >
            <PublicIcon sx={{ fontSize: 40 }} />
          </Box>
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, sm: 32 } }}>
            PilotMiles isn't available in your region
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 2 }}>
            Our partners can't offer rewards where you are right now, so we can't open PilotMiles here. We're sorry
            for the inconvenience.
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 2 }}>
            Think this is a mistake, for example because you use a VPN? Turn it off and reload, or write to{' '}
            <Link href={`mailto:${SUPPORT_EMAIL}`} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {SUPPORT_EMAIL}
            </Link>
            .
          </Typography>
          <Button href={EXTERNAL.helpCentre} target="_blank" rel="noopener noreferrer" variant="outlined" sx={{ mt: 4 }}>
            Visit the Help Centre
          </Button>
        </Box>
      </Container>
    </Box>
  );
}
