import type { ElementType, ReactNode } from 'react';
import { Box, Button, List, ListItemButton, ListItemIcon, ListItemText, Paper, Typography } from '@mui/material';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import DashboardIcon from '@mui/icons-material/Dashboard';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import HelpOutlineIcon from '@mui/icons-material/HelpCenterOutlined';
import HistoryIcon from '@mui/icons-material/History';
import LogoutIcon from '@mui/icons-material/Logout';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import RedeemIcon from '@mui/icons-material/Redeem';
import { formatDollars, formatPM, type User } from '@pilotmiles/core';
import { AppLink } from '../../components/AppLink';
import { EXTERNAL } from '../../components/layout/siteLinks';
import { PageHeader } from '../../components/PageHeader';
import { bigTouchSx, heroCardSx, raisedCardSx } from '../../components/cardSx';
import { UserAvatar } from '../../components/UserAvatar';
import { DESIGN_HOME } from '../../lib/design';
import { displayNameOf } from '../../lib/displayName';

export interface ProfileMenuViewCompactProps {
  /** The signed-in member; null for a visitor (sign in / sign up instead). */
  user: Pick<User, 'display_name' | 'email' | 'profile_image_url' | 'total_coins' | 'referral_code'> | null;
  onInvite: (code: string) => void;
  /** 'Back to the classic design': remembers the choice (the link then goes to /dashboard). */
  onClassic: () => void;
  onSignOut: () => void;
}

const LINKS = [
  { label: 'Dashboard', to: '/new/dashboard', icon: DashboardIcon },
  { label: 'Transactions', to: '/new/profile/transactions', icon: ReceiptLongIcon },
  { label: 'Account settings', to: '/new/profile/account-settings', icon: ManageAccountsIcon },
  { label: 'My rewards', to: '/profile/rewards', icon: RedeemIcon },
] as const;

const rowSx = { minHeight: 60, px: 2.5 } as const;

/** /new/profile/menu: the member's card, their pages, invite, help, the classic design and sign out. */
export function ProfileMenuViewCompact({ user, onInvite, onClassic, onSignOut }: ProfileMenuViewCompactProps) {
  if (!user)
    return (
      <Box>
        <PageHeader title="Profile" />
        <Paper component="section" aria-label="Join PilotMiles" sx={{ ...raisedCardSx, p: { xs: 3, sm: 4 }, textAlign: 'center' }}>
          <Typography component="h2" sx={{ fontWeight: 900, fontSize: 22 }}>
            Earn PilotMiles for what you already do
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
            Sign in to see your balance, history and rewards.
          </Typography>
          <Box sx={{ display: 'grid', gap: 1.5, maxWidth: 360, mx: 'auto' }}>
            <Button component={AppLink} to="/auth/signup" variant="contained" color="secondary" sx={bigTouchSx}>
              Sign up free
            </Button>
            <Button component={AppLink} to="/auth/signin" variant="outlined" sx={bigTouchSx}>
              Sign in
            </Button>
          </Box>
        </Paper>
      </Box>
    );
  const name = displayNameOf(user);
  return (
    <Box>
      <PageHeader title="Profile" />
      <Paper
        component="section"
        aria-label="Your account"
        sx={[heroCardSx, { p: { xs: 2.5, sm: 3 }, mb: 2.5, display: 'flex', alignItems: 'center', gap: 2 }]}
      >
        <UserAvatar name={name} imageUrl={user.profile_image_url} size={72} />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography component="p" noWrap title={name} sx={{ fontWeight: 900, fontSize: 22 }}>
            {name}
          </Typography>
          <Typography sx={{ fontWeight: 800, fontSize: 18 }}>{formatPM(user.total_coins)}</Typography>
          <Typography variant="body2" sx={{ opacity: 0.8 }}>
            ≈ {formatDollars(user.total_coins)}
          </Typography>
        </Box>
      </Paper>
      <Paper sx={{ ...raisedCardSx, mb: 2.5 }}>
        <List disablePadding component="nav" aria-label="Profile">
          {LINKS.map(({ label, to, icon: Icon }) => (
            <Row key={to} icon={<Icon />} label={label} component={AppLink} to={to} />
          ))}
          <Row icon={<GroupAddIcon />} label="Invite friends" secondary={`Copy your code ${user.referral_code}`} onClick={() => onInvite(user.referral_code)} />
          <Row icon={<HelpOutlineIcon />} label="Help" component="a" href={EXTERNAL.helpCentre} target="_blank" rel="noopener noreferrer" />
          <Row icon={<HistoryIcon />} label="Back to the classic design" component={AppLink} to={DESIGN_HOME.classic} onClick={onClassic} last />
        </List>
      </Paper>
      <Button variant="outlined" color="error" fullWidth startIcon={<LogoutIcon />} onClick={onSignOut} sx={bigTouchSx}>
        Sign out
      </Button>
    </Box>
  );
}

interface RowProps {
  icon: ReactNode;
  label: string;
  secondary?: string;
  last?: boolean;
  component?: ElementType;
  to?: string;
  href?: string;
  target?: string;
  rel?: string;
  onClick?: () => void;
}

function Row({ icon, label, secondary, last = false, ...rest }: RowProps) {
  return (
    <ListItemButton divider={!last} sx={rowSx} {...rest}>
      <ListItemIcon sx={{ minWidth: 44, color: 'primary.main' }}>{icon}</ListItemIcon>
      <ListItemText primary={label} secondary={secondary} slotProps={{ primary: { sx: { fontWeight: 700 } } }} />
      <ChevronRightIcon sx={{ color: 'text.disabled' }} aria-hidden />
    </ListItemButton>
  );
}
