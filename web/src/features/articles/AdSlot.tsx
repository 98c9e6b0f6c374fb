import { Box, Typography } from '@mui/material';

/** A placeholder where an ad would go: clearly labelled, fixed height, never an external ad. */
export function AdSlot() {
  return (
    <Box
      component="aside"
      aria-label="Advertisement"
      data-testid="ad-slot"
      sx={{
        my: 4,
        height: 120,
        display: 'grid',
        placeItems: 'center',
        border: '1px dashed',
        borderColor: 'grey.400',
        borderRadius: 2,
        bgcolor: 'grey.50',
      }}
    >
      <Typography variant="overline" color="text.secondary" sx={{ letterSpacing: '0.15em' }}>
        Advertisement
      </Typography>
    </Box>
  );
}
