import type { ElementType } from 'react';
import { ListItem, ListItemButton, ListItemIcon, ListItemText, type SxProps, type Theme } from '@mui/material';
import { AppLink } from '../AppLink';

export interface SideNavLinkProps {
  to: string;
  label: string;
  icon: ElementType;
  /** The page it leads to is the one shown (selected, and aria-current for screen readers). */
  selected: boolean;
  /** E.g. closing the drawer the menu sits in. */
  onClick?: () => void;
  sx?: SxProps<Theme>;
}

/**
 * A link of a side menu (the admin's navigation, the profile's side menu): icon, words, the current
 * page marked. Its own list item, so the menu's <ul> holds only <li>s (axe's `list` rule).
 */
export function SideNavLink({ to, label, icon: Icon, selected, onClick, sx }: SideNavLinkProps) {
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={AppLink}
        to={to}
        selected={selected}
        aria-current={selected ? 'page' : undefined}
        onClick={onClick}
        sx={sx}
      >
        <ListItemIcon sx={{ minWidth: 40 }}>
          <Icon />
        </ListItemIcon>
        <ListItemText primary={label} slotProps={{ primary: { noWrap: true } }} />
      </ListItemButton>
    </ListItem>
  );
}
