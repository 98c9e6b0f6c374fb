import { Box, Button, Paper, Skeleton, Typography } from '@mui/material';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import { AppLink } from '../../components/AppLink';
import { brandPageGridSx } from './BrandView';

/** A brand id we do not know, or a store that no longer pays cashback. */
export function BrandNotFound() {
  return (
    <Box sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <StorefrontOutlinedIcon aria-hidden sx={{ fontSize: 56, color: 'text.disabled' }} />
      <Typography variant="h5" component="h1" sx={{ mt: 1 }}>
        We couldn't find this store
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        It may no longer offer cashback, or the link is wrong. Plenty of other stores do.
      </Typography>
      <Button component={AppLink} to="/shopping" variant="contained" color="secondary">
        Browse all stores
      </Button>
    </Box>
  );
}

/** The brand page while it loads: its real layout's shapes, so nothing moves when it arrives. */
export function BrandSkeleton() {
  return (
    <Box role="progressbar" aria-label="Loading store" sx={brandPageGridSx}>
      <Paper sx={{ overflow: 'hidden' }} aria-hidden>
        <Box sx={{ aspectRatio: '2 / 1', bgcolor: 'grey.100' }} />
        <Box sx={{ p: { xs: 2, md: 3 } }}>
          <Skeleton width={90} />
          <Typography variant="h4" component="div" sx={{ mt: 1 }}>
            <Skeleton width="60%" />
          </Typography>
          <Skeleton width="50%" height={40} />
          <Skeleton variant="rounded" height={48} sx={{ mt: 2, borderRadius: 999 }} />
        </Box>
      </Paper>
      <Paper sx={{ p: { xs: 2, md: 3 } }} aria-hidden>
        <Skeleton width="35%" height={32} />
        <Skeleton />
        <Skeleton />
        <Skeleton width="70%" />
        <Skeleton width="20%" height={28} sx={{ mt: 2 }} />
        <Skeleton />
        <Skeleton width="80%" />
      </Paper>
    </Box>
  );
}
