/** The 'Earn' dropdown of the top menu. */
import { Button } from '@mui/material';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import { AppLink } from '../../../../components/AppLink';
import { EARN_LINKS } from '../../../../components/layout/siteLinks';
import { HoverMenu } from './HoverMenu';
import { navButtonSx } from './navButtonSx';

export function EarnMenu() {
  return (
    <HoverMenu
      label="Earn"
      renderTrigger={({ hoverArea, toggle, open }) => (
        <Button
          {...hoverArea}
          {...toggle}
          endIcon={
            <KeyboardArrowDownIcon sx={{ transition: 'transform .2s', transform: open ? 'rotate(180deg)' : 'none' }} />
          }
          sx={navButtonSx}
        >
          Earn
        </Button>
      )}
    >
      {(close, { MenuItem }) =>
        EARN_LINKS.map((link) => (
          <MenuItem key={link.to} component={AppLink} to={link.to} onClick={close}>
            {link.label}
          </MenuItem>
        ))
      }
    </HoverMenu>
  );
}
