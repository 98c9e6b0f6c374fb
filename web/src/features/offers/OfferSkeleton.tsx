import { Box, Paper, Skeleton, Typography } from '@mui/material';
import { offerPageGridSx } from './OfferView';

/** The offer page while it loads: its real layout's shapes, so nothing moves when it arrives. */
export function OfferSkeleton() {
  return (
    <Box role="progressbar" aria-label="Loading offer" sx={offerPageGridSx}>
      <Paper sx={{ overflow: 'hidden' }} aria-hidden>
        <Box sx={{ aspectRatio: '16 / 9', bgcolor: 'grey.100' }} />
        <Box sx={{ p: { xs: 2, md: 3 } }}>
          <Skeleton variant="rounded" width={120} height={24} />
          <Typography variant="h4" component="div" sx={{ mt: 1.5 }}>
            <Skeleton width="70%" />
          </Typography>
          <Skeleton width="40%" height={36} />
          <Skeleton variant="rounded" height={48} sx={{ mt: 2, borderRadius: 999 }} />
        </Box>
      </Paper>
      <Paper sx={{ p: { xs: 2, md: 3 } }} aria-hidden>
        <Skeleton width="30%" height={32} />
        {Array.from({ length: 3 }, (_, i) => (
          <Box key={i} sx={{ display: 'flex', justifyContent: 'space-between', py: 1.5 }}>
            <Skeleton width="50%" />
            <Skeleton width={70} />
          </Box>
        ))}
        <Skeleton width="30%" height={32} sx={{ mt: 2 }} />
        <Skeleton />
        <Skeleton />
        <Skeleton width="60%" />
      </Paper>
    </Box>
  );
}
