/**
 * The /new design's top app bar: the logo (home of the design: the earn hub), the balance and the
 * avatar with the member's menu; Sign in and Join for visitors.
 */
import { useState } from 'react';
import { AppBar, Box, Button, Divider, IconButton, Menu, MenuItem, Stack, Toolbar, Typography } from '@mui/material';
import { truncateDisplayName } from '@pilotmiles/core';
import { AppLink } from '../../../components/AppLink';
import { UserAvatar } from '../../../components/UserAvatar';
import { LogoMark } from '../../../components/layout/Logo';
import { BalanceChip } from '../../../components/layout/header/BalanceChip';
import type { HeaderAccount } from '../../../components/layout/header/account';
import { NEW_HAIRLINE } from '../../../theme/newTheme';
import { BackToClassicMenuItem } from './DesignSwitch';

/** The app bar's height on desktop (the rail sits under it). */
export const APP_BAR_HEIGHT = 64;

type SignedIn = Extract<HeaderAccount, { kind: 'signedIn' }>;

const MEMBER_LINKS = [
  { label: 'Dashboard', to: '/new/dashboard' },
  { label: 'Account settings', to: '/new/profile/account-settings' },
  { label: 'Transaction history', to: '/new/profile/transactions' },
] as const;

export function NewAppBar({ account, onSignOut }: { account: HeaderAccount; onSignOut: () => void }) {
  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{
        bgcolor: 'rgba(255, 255, 255, 0.9)',
        backdropFilter: 'blur(12px)',
        borderBottom: `1px solid ${NEW_HAIRLINE}`,
      }}
    >
      <Toolbar sx={{ minHeight: { xs: 56, md: APP_BAR_HEIGHT }, gap: 1, px: { xs: 2, md: 3 } }}>
        <Box
          component={AppLink}
          to="/new/earn"
          aria-label="PilotMiles earn hub"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, textDecoration: 'none', color: 'text.primary' }}
        >
          <LogoMark size={30} />
          <Typography component="span" sx={{ fontWeight: 800, fontSize: 18, letterSpacing: '-0.02em' }}>
            Pilot
            <Box component="span" sx={{ color: 'primary.main' }}>
              Miles
            </Box>
          </Typography>
        </Box>
        <Box sx={{ flex: 1 }} />
        {account.kind === 'signedIn' && <MemberCorner account={account} onSignOut={onSignOut} />}
        {account.kind === 'signedOut' && (
          <Stack direction="row" spacing={1}>
            <Button component={AppLink} to="/auth/signin" color="inherit" size="small">
              Sign in
            </Button>
            <Button component={AppLink} to="/auth/signup" variant="contained" size="small" disableElevation>
              Join free
            </Button>
          </Stack>
        )}
        {account.kind === 'recordUnavailable' && (
          <Button onClick={onSignOut} color="inherit" size="small">
            Sign out
          </Button>
        )}
      </Toolbar>
    </AppBar>
  );
}

function MemberCorner({ account, onSignOut }: { account: SignedIn; onSignOut: () => void }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <BalanceChip balance={account.balance} to="/new/profile/transactions" />
      <IconButton
        aria-label="Open profile menu"
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ p: 0.25 }}
      >
        <UserAvatar name={account.displayName} imageUrl={account.avatarUrl} size={36} />
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={!!anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 240, mt: 1 } } }}
      >
        <Box sx={{ px: 2, pt: 1, pb: 1.5 }}>
          <Typography sx={{ fontWeight: 700 }} noWrap>
            {truncateDisplayName(account.displayName)}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {account.email}
          </Typography>
        </Box>
        <Divider />
        {MEMBER_LINKS.map((link) => (
          <MenuItem key={link.to} component={AppLink} to={link.to} onClick={close}>
            {link.label}
          </MenuItem>
        ))}
        {account.isAdmin && (
          <MenuItem component={AppLink} to="/admin" onClick={close}>
            Admin panel
          </MenuItem>
        )}
        <Divider />
        <BackToClassicMenuItem onClick={close} />
        <MenuItem
          onClick={() => {
            close();
            onSignOut();
          }}
        >
          Sign out
        </MenuItem>
      </Menu>
    </Stack>
  );
}
