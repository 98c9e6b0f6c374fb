import { Box, Button, Typography } from '@mui/material';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import { AppLink } from '../../components/AppLink';

/** An offer id we do not know, or one that has left the catalogue. */
export function OfferNotFound() {
  return (
    <Box sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <TravelExploreIcon aria-hidden sx={{ fontSize: 56, color: 'text.disabled' }} />
      <Typography variant="h5" component="h1" sx={{ mt: 1 }}>
        This offer is no longer available
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        It may have ended, or the link is wrong. There are plenty more ways to earn.
      </Typography>
      <Button component={AppLink} to="/offers" variant="contained" color="secondary">
        Browse offers
      </Button>
    </Box>
  );
}
