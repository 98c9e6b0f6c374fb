/**
 * HoverMenu's dropdown (Popper, transition, click-away): loaded when a menu first opens. The
 * components the menus' items are made of come with it (MenuParts), so the header's own code does
 * not carry them.
 */
import type { PointerEvent, ReactNode } from 'react';
import { ClickAwayListener, Divider, Grow, ListSubheader, MenuItem, MenuList, Paper, Popper } from '@mui/material';
import { DROPDOWN_OFFSET_PX, DROPDOWN_WIDTH_PX } from '@pilotmiles/core';

const menuParts = { MenuItem, Divider, ListSubheader };

/** What a HoverMenu's items are built with, handed to its `children`. */
export type MenuParts = typeof menuParts;

export interface HoverMenuPopupProps {
  open: boolean;
  anchor: HTMLElement | null;
  placement: 'bottom-start' | 'bottom-end';
  menuId: string;
  label: string;
  autoFocusItem: boolean;
  onPointerEnter: () => void;
  onPointerLeave: (e: PointerEvent) => void;
  onClickAway: (e: MouseEvent | TouchEvent) => void;
  children: (parts: MenuParts) => ReactNode;
}

export function HoverMenuPopup(props: HoverMenuPopupProps) {
  const { open, anchor, placement, menuId, label, autoFocusItem, onPointerEnter, onPointerLeave, onClickAway, children } = props;
  return (
    <Popper
      open={open && !!anchor}
      anchorEl={anchor}
      placement={placement}
      transition
      modifiers={[{ name: 'offset', options: { offset: [0, DROPDOWN_OFFSET_PX] } }]}
      sx={{ zIndex: (t) => t.zIndex.appBar + 1 }}
    >
      {({ TransitionProps }) => (
        <Grow {...TransitionProps} style={{ transformOrigin: placement === 'bottom-end' ? 'right top' : 'left top' }}>
          <Paper
            elevation={8}
            onPointerEnter={onPointerEnter}
            onPointerLeave={onPointerLeave}
            // At least the design's width, wider for a long name or e-mail (cut with an ellipsis past 400 px).
            sx={{
              minWidth: DROPDOWN_WIDTH_PX,
              maxWidth: 400,
              mt: 0,
              py: 0.5,
              borderRadius: '12px',
              maxHeight: 'calc(100vh - 80px)',
              overflowY: 'auto',
            }}
          >
            <ClickAwayListener onClickAway={onClickAway}>
              <MenuList id={menuId} aria-label={label} autoFocusItem={autoFocusItem} dense>
                {children(menuParts)}
              </MenuList>
            </ClickAwayListener>
          </Paper>
        </Grow>
      )}
    </Popper>
  );
}
