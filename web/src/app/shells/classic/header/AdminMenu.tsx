/** Desktop admin menu; the mobile drawer shows the same entries. */
import { Button } from '@mui/material';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import { AppLink } from '../../../../components/AppLink';
import { brand } from '../../../../theme/tokens';
import { ADMIN_LINKS, ADMIN_MODAL_TRIGGERS } from './adminLinks';
import { HoverMenu } from './HoverMenu';

export function AdminMenu() {
  return (
    <HoverMenu
      label="Admin"
      placement="bottom-end"
      renderTrigger={({ hoverArea, toggle }) => (
        <Button
          {...hoverArea}
          {...toggle}
          color="warning"
          variant="outlined"
          size="small"
          endIcon={<KeyboardArrowDownIcon />}
          // Gold text on white is 2.1:1: the words take the dark gold, the border keeps the bright one.
          sx={{ whiteSpace: 'nowrap', color: brand.goldDark }}
        >
          Admin
        </Button>
      )}
    >
      {(close, { MenuItem, Divider, ListSubheader }) => [
        ...ADMIN_LINKS.map((link) => (
          <MenuItem key={link.to} component={AppLink} to={link.to} onClick={close}>
            {link.label}
          </MenuItem>
        )),
        <Divider key="d" />,
        <ListSubheader key="h" sx={{ lineHeight: '32px' }}>
          Test modals
        </ListSubheader>,
        ...ADMIN_MODAL_TRIGGERS.map((t) => (
          <MenuItem
            key={t.modal}
            onClick={() => {
              close();
              t.open();
            }}
          >
            {t.label}
          </MenuItem>
        )),
      ]}
    </HoverMenu>
  );
}
