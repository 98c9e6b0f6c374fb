/** Any path the app does not know, inside the user layout so the menus still lead somewhere. */
import { Button, Container, Stack, Typography } from '@mui/material';
import { useSession } from '../../lib/session';
import { AppLink } from '../../components/AppLink';
import { brand } from '../../theme/tokens';

export default function NotFoundPage() {
  const { status } = useSession();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <Typography sx={{ fontSize: { xs: 72, md: 96 }, fontWeight: 800, color: brand.navyLight, lineHeight: 1 }}>
        404
      </Typography>
      <Typography variant="h4" component="h1" sx={{ mt: 2, fontSize: { xs: 26, md: 32 } }}>
        This page flew off course
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5, mb: 4 }}>
        The link may be old or mistyped. Let's get you back on route.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center' }}>
        <Button component={AppLink} to="/" variant="contained">
          Back to home
        </Button>
        {status === 'signedIn' && (
          <Button component={AppLink} to="/dashboard" variant="outlined">
            My dashboard
          </Button>
        )}
      </Stack>
    </Container>
  );
}
