/**
 * Signed in: balance, the avatar (a link to account settings) and a menu with Dashboard, Settings,
 * Transaction History, My Rewards and Sign out.
 */
import { Box, IconButton, Stack } from '@mui/material';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import { AppLink } from '../../../../components/AppLink';
import { ACCOUNT_LINKS } from '../../../../components/layout/siteLinks';
import { TRY_NEW_DESIGN, chooseDesign } from '../../../../lib/design';
import { BalanceChip } from '../../../../components/layout/BalanceChip';
import { HoverMenu } from './HoverMenu';
import { UserAvatar } from '../../../../components/UserAvatar';
import type { HeaderAccount } from '../../../../components/layout/account';
import { AccountHeading } from '../../../../components/layout/AccountHeading';

type SignedIn = Extract<HeaderAccount, { kind: 'signedIn' }>;

export function AccountMenu({ account, onSignOut }: { account: SignedIn; onSignOut: () => void }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <BalanceChip balance={account.balance} />
      <HoverMenu
        label="Account"
        placement="bottom-end"
        renderTrigger={({ hoverArea, toggle, open }) => (
          <Box {...hoverArea} sx={{ display: 'flex', alignItems: 'center' }}>
            <Box
              component={AppLink}
              to="/profile/account-settings"
              aria-label="Account settings"
              sx={{ borderRadius: '50%', display: 'flex' }}
            >
              <UserAvatar name={account.displayName} imageUrl={account.avatarUrl} />
            </Box>
            <IconButton {...toggle} size="small" aria-label="Open account menu">
              <KeyboardArrowDownIcon
                fontSize="small"
                sx={{ transition: 'transform .2s', transform: open ? 'rotate(180deg)' : 'none' }}
              />
            </IconButton>
          </Box>
        )}
      >
        {(close, { MenuItem, Divider }) => [
          <AccountHeading key="who" account={account} />,
          <Divider key="d" />,
          ...ACCOUNT_LINKS.map((link) => (
            <MenuItem key={link.to} component={AppLink} to={link.to} onClick={close}>
              {link.label}
            </MenuItem>
          )),
          <MenuItem
            key="new-design"
            component={AppLink}
            to={TRY_NEW_DESIGN.to}
            onClick={() => {
              chooseDesign('new');
              close();
            }}
          >
            {TRY_NEW_DESIGN.label}
          </MenuItem>,
          <Divider key="d2" />,
          <MenuItem
            key="signout"
            onClick={() => {
              close();
              onSignOut();
            }}
          >
            Sign out
          </MenuItem>,
        ]}
      </HoverMenu>
    </Stack>
  );
}
