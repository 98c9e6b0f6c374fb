import { Box, Typography } from '@mui/material';

/** The top of a member's account menu (either design's): their name and e-mail, each cut with an
 * ellipsis only where the menu's width ends (the full text in a tooltip). */
export function AccountHeading({ account }: { account: { displayName: string; email: string } }) {
  return (
    <Box sx={{ px: 2, pt: 1, pb: 1.5 }}>
      <Typography sx={{ fontWeight: 700 }} noWrap title={account.displayName}>
        {account.displayName}
      </Typography>
      <Typography variant="body2" color="text.secondary" noWrap title={account.email}>
        {account.email}
      </Typography>
    </Box>
  );
}
