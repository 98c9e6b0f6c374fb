import { Box, Typography } from '@mui/material';
import { truncateDisplayName } from '@pilotmiles/core';

/** The top of a member's account menu (either design's): their name, shortened, and their e-mail. */
export function AccountHeading({ account }: { account: { displayName: string; email: string } }) {
  return (
    <Box sx={{ px: 2, pt: 1, pb: 1.5 }}>
      <Typography sx={{ fontWeight: 700 }} noWrap>
        {truncateDisplayName(account.displayName)}
      </Typography>
      <Typography variant="body2" color="text.secondary" noWrap>
        {account.email}
      </Typography>
    </Box>
  );
}
