/**
 * The /new design's top app bar: the logo (home of the design: the earn hub), the balance and the
 * avatar with the member's menu; Sign in and Join for visitors. The menu (NewAccountMenu) loads
 * when the avatar is first hovered, focused or pressed, or once the page is idle.
 */
import { useEffect, useState } from 'react';
import { AppBar, Box, Button, IconButton, Stack, Toolbar, Typography } from '@mui/material';
import { AppLink } from '../../../components/AppLink';
import { UserAvatar } from '../../../components/UserAvatar';
import { LogoMark } from '../../../components/layout/Logo';
import { BalanceChip } from '../../../components/layout/BalanceChip';
import type { HeaderAccount } from '../../../components/layout/account';
import { NEW_HAIRLINE } from './newTheme';
import { deferred } from '../../../components/deferred';
import { whenIdle } from '../../../lib/whenIdle';

/** The app bar's height on desktop (the rail sits under it). */
export const APP_BAR_HEIGHT = 64;

type SignedIn = Extract<HeaderAccount, { kind: 'signedIn' }>;

export const NewAccountMenu = deferred(() => import('./NewAccountMenu').then((m) => m.NewAccountMenu));

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
  // Mounted from the first opening on, so it can animate closed.
  const [used, setUsed] = useState(false);
  if (anchor && !used) setUsed(true);
  // Ready before the first click, so the menu opens without waiting for its module.
  useEffect(() => whenIdle(() => void NewAccountMenu.preload()), []);
  const preload = () => void NewAccountMenu.preload();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <BalanceChip balance={account.balance} to="/new/profile/transactions" />
      <IconButton
        aria-label="Open profile menu"
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ p: 0.25 }}
      >
        <UserAvatar name={account.displayName} imageUrl={account.avatarUrl} size={36} />
      </IconButton>
      {used && (
        <NewAccountMenu account={account} anchor={anchor} onClose={() => setAnchor(null)} onSignOut={onSignOut} />
      )}
    </Stack>
  );
}
