import { List, ListItem, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { useLocation } from 'react-router-dom';
import LogoutIcon from '@mui/icons-material/Logout';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import GroupIcon from '@mui/icons-material/Group';
import RedeemIcon from '@mui/icons-material/Redeem';
import { SideNavLink } from '../SideNavLink';
import { useSignOut } from '../../../lib/useSignOut';

/** The profile side menu: Account Settings, Transactions History, Sign Out; and the member's rewards and referrals. */
const ITEMS = [
  { label: 'Account Settings', to: '/profile/account-settings', icon: ManageAccountsIcon },
  // Both history designs live under this entry.
  { label: 'Transactions History', to: '/profile/transactions', icon: ReceiptLongIcon },
  { label: 'My Rewards', to: '/profile/rewards', icon: RedeemIcon },
  // The team page: the member's referrals and the Crew waitlist (docs/referrals.md).
  { label: 'Invite Friends', to: '/team', icon: GroupIcon },
] as const;

const linkSx = {
  mx: 1,
  borderRadius: 2,
  '&.Mui-selected, &.Mui-selected:hover': { bgcolor: 'rgba(19, 49, 92, 0.08)', color: 'primary.main' },
  '&.Mui-selected .MuiListItemIcon-root': { color: 'primary.main' },
  '&.Mui-selected .MuiListItemText-primary': { fontWeight: 700 },
} as const;

export function ProfileSideMenu() {
  const { pathname } = useLocation();
  const signOut = useSignOut();
  return (
    <List sx={{ py: 1 }}>
      {ITEMS.map(({ label, to, icon }) => (
        <SideNavLink key={to} to={to} label={label} icon={icon} selected={pathname.startsWith(to)} sx={linkSx} />
      ))}
      <ListItem disablePadding>
        <ListItemButton onClick={() => void signOut()} sx={{ mx: 1, borderRadius: 2 }}>
          <ListItemIcon sx={{ minWidth: 40 }}>
            <LogoutIcon />
          </ListItemIcon>
          <ListItemText primary="Sign Out" />
        </ListItemButton>
      </ListItem>
    </List>
  );
}
