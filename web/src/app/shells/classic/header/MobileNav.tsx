/** The phone menu: a side drawer with search, every top-menu link, the account and admin entries. */
import type { ReactNode } from 'react';
import {
  Box,
  Divider,
  Drawer,
  IconButton,
  List,
  ListItemButton,
  ListItemText,
  ListSubheader,
  Stack,
  Typography,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { truncateDisplayName } from '@pilotmiles/core';
import { AppLink } from '../../../../components/AppLink';
import { Logo } from '../../../../components/layout/Logo';
import { TakeoffPrompt } from '../TakeoffPrompt';
import { ACCOUNT_LINKS, EARN_LINKS, MAIN_LINKS, type NavLink } from '../../../../components/layout/siteLinks';
import { ADMIN_LINKS, ADMIN_MODAL_TRIGGERS } from './adminLinks';
import { TRY_NEW_DESIGN, chooseDesign } from '../../../../lib/design';
import { BalanceChip } from '../../../../components/layout/BalanceChip';
import { SiteSearch } from './SiteSearch';
import { UserAvatar } from '../../../../components/UserAvatar';
import type { HeaderAccount } from '../../../../components/layout/account';

export interface MobileNavProps {
  open: boolean;
  onClose: () => void;
  account: HeaderAccount;
  onSignOut: () => void;
}

export function MobileNav({ open, onClose, account, onSignOut }: MobileNavProps) {
  const links = (items: readonly NavLink[]) =>
    items.map((link) => (
      <ListItemButton key={link.to} component={AppLink} to={link.to} onClick={onClose} sx={{ borderRadius: '8px' }}>
        <ListItemText primary={link.label} />
      </ListItemButton>
    ));

  return (
    <Drawer
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: 'min(320px, 88vw)', borderRadius: 0 } } }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5 }}>
        <Box onClick={onClose}>
          <Logo />
        </Box>
        <IconButton aria-label="Close menu" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Box sx={{ px: 2, pb: 1 }}>
        <SiteSearch onSearched={onClose} />
      </Box>

      {account.kind === 'signedIn' && (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', px: 2, py: 1.5 }}>
          <Box component={AppLink} to="/profile/account-settings" onClick={onClose} aria-label="Account settings" sx={{ display: 'flex' }}>
            <UserAvatar name={account.displayName} imageUrl={account.avatarUrl} size={44} />
          </Box>
          <Box sx={{ minWidth: 0, flex: 1 }}>
            {/* The SPEC's profile-menu rule: 15 characters and ' ..' (the whole name in its title). */}
            <Typography sx={{ fontWeight: 700 }} noWrap title={account.displayName}>
              {truncateDisplayName(account.displayName)}
            </Typography>
            <Box onClick={onClose} sx={{ mt: 0.5 }}>
              <BalanceChip balance={account.balance} />
            </Box>
          </Box>
        </Stack>
      )}

      <Box component="nav" aria-label="Main" sx={{ px: 1 }}>
        <Section title="Earn">{links(EARN_LINKS)}</Section>
        <Divider sx={{ my: 1 }} />
        <List dense>{links(MAIN_LINKS)}</List>
        {(account.kind === 'signedIn' || account.kind === 'recordUnavailable') && (
          <>
            <Divider sx={{ my: 1 }} />
            <Section title="My account">
              {account.kind === 'signedIn' && links(ACCOUNT_LINKS)}
              {account.kind === 'signedIn' && (
                <ListItemButton
                  component={AppLink}
                  to={TRY_NEW_DESIGN.to}
                  sx={{ borderRadius: '8px' }}
                  onClick={() => {
                    chooseDesign('new');
                    onClose();
                  }}
                >
                  <ListItemText primary={TRY_NEW_DESIGN.label} />
                </ListItemButton>
              )}
              <ListItemButton
                sx={{ borderRadius: '8px' }}
                onClick={() => {
                  onClose();
                  onSignOut();
                }}
              >
                <ListItemText primary="Sign out" />
              </ListItemButton>
            </Section>
          </>
        )}
        {account.kind === 'signedIn' && account.isAdmin && (
          <>
            <Divider sx={{ my: 1 }} />
            <Section title="Admin">
              {links(ADMIN_LINKS)}
              {ADMIN_MODAL_TRIGGERS.map((t) => (
                <ListItemButton
                  key={t.modal}
                  sx={{ borderRadius: '8px' }}
                  onClick={() => {
                    onClose();
                    t.open();
                  }}
                >
                  <ListItemText primary={`Test modal: ${t.label}`} />
                </ListItemButton>
              ))}
            </Section>
          </>
        )}
      </Box>

      {account.kind === 'signedOut' && (
        <Box sx={{ p: 2, mt: 'auto' }}>
          <TakeoffPrompt variant="card" onNavigate={onClose} />
        </Box>
      )}
    </Drawer>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <List dense subheader={<ListSubheader disableSticky sx={{ bgcolor: 'transparent', lineHeight: '32px' }}>{title}</ListSubheader>}>
      {children}
    </List>
  );
}
