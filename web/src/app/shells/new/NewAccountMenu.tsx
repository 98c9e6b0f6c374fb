/**
 * The member's menu under the /new app bar's avatar. Its own module: MUI's Menu (Popover, Modal,
 * transitions, backdrop) is not needed for the first paint, so NewAppBar loads it on demand.
 */
import { Divider, Menu, MenuItem } from '@mui/material';
import { AppLink } from '../../../components/AppLink';
import type { HeaderAccount } from '../../../components/layout/account';
import { AccountHeading } from '../../../components/layout/AccountHeading';
import { DESIGN_HOME, chooseDesign } from '../../../lib/design';
import { BACK_TO_CLASSIC } from './DesignSwitch';

type SignedIn = Extract<HeaderAccount, { kind: 'signedIn' }>;

const MEMBER_LINKS = [
  { label: 'Dashboard', to: '/new/dashboard' },
  { label: 'Account settings', to: '/new/profile/account-settings' },
  { label: 'Transaction history', to: '/new/profile/transactions' },
] as const;

export interface NewAccountMenuProps {
  account: SignedIn;
  anchor: HTMLElement | null;
  onClose: () => void;
  onSignOut: () => void;
}

export function NewAccountMenu({ account, anchor, onClose, onSignOut }: NewAccountMenuProps) {
  return (
    <Menu
      anchorEl={anchor}
      open={!!anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { sx: { minWidth: 240, mt: 1 } } }}
    >
      <AccountHeading account={account} />
      <Divider />
      {MEMBER_LINKS.map((link) => (
        <MenuItem key={link.to} component={AppLink} to={link.to} onClick={onClose}>
          {link.label}
        </MenuItem>
      ))}
      {account.isAdmin && (
        <MenuItem component={AppLink} to="/admin" onClick={onClose}>
          Admin panel
        </MenuItem>
      )}
      <Divider />
      <MenuItem
        component={AppLink}
        to={DESIGN_HOME.classic}
        onClick={() => {
          chooseDesign('classic');
          onClose();
        }}
      >
        {BACK_TO_CLASSIC}
      </MenuItem>
      <MenuItem
        onClick={() => {
          onClose();
          onSignOut();
        }}
      >
        Sign out
      </MenuItem>
    </Menu>
  );
}
