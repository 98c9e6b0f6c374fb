import { Box, Typography } from '@mui/material';

/** The 'or' rule between the Google button and the e-mail form. */
export function OrDivider() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, my: 2.5, color: 'text.secondary' }}>
      <Box sx={{ flex: 1, height: '1px', bgcolor: 'divider' }} />
      <Typography variant="body2">or</Typography>
      <Box sx={{ flex: 1, height: '1px', bgcolor: 'divider' }} />
    </Box>
  );
}
