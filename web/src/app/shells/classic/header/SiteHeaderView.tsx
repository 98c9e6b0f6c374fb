/**
 * The top bar (docs/app-shell.md). Wide screens: logo, Earn dropdown, Shop & Save, Win Big,
 * Redeem, Search, then the account area. Phones: menu button, logo and the essentials; the rest
 * lives in the drawer.
 */
import { useState, type ReactNode } from 'react';
import { AppBar, Box, Button, IconButton, Skeleton, Stack, Toolbar } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import { AppLink } from '../../../../components/AppLink';
import { Logo } from '../../../../components/layout/Logo';
import { MAIN_LINKS } from '../../../../components/layout/siteLinks';
import { AccountMenu } from './AccountMenu';
import { AdminMenu } from './AdminMenu';
import { BalanceChip } from '../../../../components/layout/BalanceChip';
import { EarnMenu } from './EarnMenu';
import { deferred } from '../../../../components/deferred';
import { navButtonSx } from './navButtonSx';
import { SiteSearch } from './SiteSearch';
import type { HeaderAccount } from '../../../../components/layout/account';

export interface SiteHeaderViewProps {
  account: HeaderAccount;
  onSignOut: () => void;
  /** The notifications bell, shown when signed in (passed in so this view stays free of data fetching). */
  notifications?: ReactNode;
}

/** 'Search' is a link on mid-size screens and the search box itself on large ones. */
const LINKS_BEFORE_SEARCH = MAIN_LINKS.filter((l) => l.label !== 'Search');
const SEARCH_LINK = MAIN_LINKS.find((l) => l.label === 'Search')!;

/** The phone drawer loads when first opened (SiteHeader preloads it once the page is idle). */
export const MobileNav = deferred(() => import('./MobileNav').then((m) => m.MobileNav));

export function SiteHeaderView({ account, onSignOut, notifications }: SiteHeaderViewProps) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Mounted from the first opening on, so it can animate closed.
  const [drawerUsed, setDrawerUsed] = useState(false);
  const signedIn = account.kind === 'signedIn';

  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ bgcolor: 'background.paper', borderBottom: '1px solid', borderColor: 'divider' }}
    >
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1, md: 2 }, minHeight: { xs: 60, md: 68 }, px: { xs: 1, sm: 2, lg: 3 } }}>
        <IconButton
          aria-label="Open menu"
          onPointerDown={() => void MobileNav.preload()}
          onClick={() => {
            setDrawerUsed(true);
            setDrawerOpen(true);
          }}
          sx={{ display: { xs: 'inline-flex', md: 'none' }, ml: -0.5 }}
        >
          <MenuIcon />
        </IconButton>
        <Logo />

        <Stack
          component="nav"
          aria-label="Main"
          direction="row"
          spacing={0.5}
          sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', ml: 1 }}
        >
          <EarnMenu />
          {LINKS_BEFORE_SEARCH.map((link) => (
            <Button key={link.to} component={AppLink} to={link.to} sx={navButtonSx}>
              {link.label}
            </Button>
          ))}
          <Button component={AppLink} to={SEARCH_LINK.to} sx={{ ...navButtonSx, display: { lg: 'none' } }}>
            {SEARCH_LINK.label}
          </Button>
        </Stack>

        <Box sx={{ flex: 1 }} />
        <Box sx={{ display: { xs: 'none', lg: 'block' }, width: 220 }}>
          <SiteSearch />
        </Box>

        {signedIn ? (
          <>
            {notifications}
            {account.isAdmin && (
              <Box sx={{ display: { xs: 'none', md: 'block' } }}>
                <AdminMenu />
              </Box>
            )}
            <Box sx={{ display: { xs: 'none', md: 'block' } }}>
              <AccountMenu account={account} onSignOut={onSignOut} />
            </Box>
            <Box sx={{ display: { xs: 'block', md: 'none' } }}>
              <BalanceChip balance={account.balance} />
            </Box>
          </>
        ) : account.kind === 'loading' ? (
          // Where the balance (phones) or the account menu will be, while the session loads.
          <Skeleton variant="rounded" aria-hidden width={96} height={36} sx={{ borderRadius: 999 }} />
        ) : account.kind === 'recordUnavailable' ? (
          <Button onClick={onSignOut} sx={navButtonSx}>
            Sign out
          </Button>
        ) : (
          <Stack direction="row" spacing={{ xs: 0.5, sm: 1 }} sx={{ alignItems: 'center' }}>
            <Button
              component={AppLink}
              to="/auth/signin"
              // The narrowest phones keep 'Sign in' in the drawer only, so the bar does not overflow.
              sx={{ ...navButtonSx, px: { xs: 1, sm: 1.5 }, '@media (max-width: 359.95px)': { display: 'none' } }}
            >
              Sign in
            </Button>
            <Button
              component={AppLink}
              to="/auth/signup"
              variant="contained"
              color="secondary"
              sx={{ whiteSpace: 'nowrap', px: { xs: 2, sm: 2.5 } }}
            >
              Join now
            </Button>
          </Stack>
        )}
      </Toolbar>
      {drawerUsed && (
        <MobileNav open={drawerOpen} onClose={() => setDrawerOpen(false)} account={account} onSignOut={onSignOut} />
      )}
    </AppBar>
  );
}
