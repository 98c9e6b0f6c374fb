import { Box, Container, List, ListItemButton, ListItemIcon, ListItemText, Paper, Typography } from '@mui/material';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import DashboardIcon from '@mui/icons-material/Dashboard';
import LogoutIcon from '@mui/icons-material/Logout';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import RedeemIcon from '@mui/icons-material/Redeem';
import { formatDollars, formatPM } from '@pilotmiles/core';
import { useSession } from '../../lib/session';
import { useSignOut } from '../../lib/useSignOut';
import { AppLink } from '../../components/AppLink';
import { UserAvatar } from '../../components/UserAvatar';
import { displayNameOf } from '../../lib/displayName';

const ITEMS = [
  { label: 'Account Settings', to: '/profile/account-settings', icon: ManageAccountsIcon },
  { label: 'Transactions History', to: '/profile/transactions', icon: ReceiptLongIcon },
  { label: 'My Rewards', to: '/profile/rewards', icon: RedeemIcon },
  { label: 'Dashboard', to: '/dashboard', icon: DashboardIcon },
] as const;

/** /profile/menu: the profile menu as a page, made for phones (desktop has the side menu). */
export default function ProfileMenuPage() {
  const user = useSession().user!; // RequireAuth renders this page only with a record
  const signOut = useSignOut();
  const name = displayNameOf(user);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 2, md: 5 } }}>
      <Typography variant="h4" component="h2" sx={{ fontSize: { xs: '1.6rem', md: '2rem' }, mb: 2 }}>
        Profile
      </Typography>
      <Paper variant="outlined" sx={{ p: 2.5, mb: 2, display: 'flex', alignItems: 'center', gap: 2 }}>
        <UserAvatar name={name} imageUrl={user.profile_image_url} size={64} />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography variant="h6" component="p" noWrap title={name}>
            {name}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap title={user.email}>
            {user.email}
          </Typography>
          <Box
            component={AppLink}
            to="/profile/transactions"
            sx={{ display: 'inline-block', mt: 1, fontWeight: 700, color: 'secondary.dark', textDecoration: 'none' }}
          >
            {formatPM(user.total_coins)}{' '}
            <Box component="span" sx={{ color: 'text.secondary', fontWeight: 500 }}>
              ≈ {formatDollars(user.total_coins)}
            </Box>
          </Box>
        </Box>
      </Paper>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <List disablePadding component="nav" aria-label="Profile">
          {ITEMS.map(({ label, to, icon: Icon }) => (
            <ListItemButton key={to} component={AppLink} to={to} divider sx={{ py: 1.75 }}>
              <ListItemIcon sx={{ minWidth: 44, color: 'primary.main' }}>
                <Icon />
              </ListItemIcon>
              <ListItemText primary={label} slotProps={{ primary: { sx: { fontWeight: 600 } } }} />
              <ChevronRightIcon sx={{ color: 'text.disabled' }} />
            </ListItemButton>
          ))}
          <ListItemButton onClick={() => void signOut()} sx={{ py: 1.75, color: 'error.main' }}>
            <ListItemIcon sx={{ minWidth: 44, color: 'error.main' }}>
              <LogoutIcon />
            </ListItemIcon>
            <ListItemText primary="Sign Out" slotProps={{ primary: { sx: { fontWeight: 600 } } }} />
          </ListItemButton>
        </List>
      </Paper>
    </Container>
  );
}
