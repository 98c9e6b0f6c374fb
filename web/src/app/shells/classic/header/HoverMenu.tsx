/**
 * A dropdown that opens on mouse hover or on click/keyboard: it closes 300 ms after
 * the pointer leaves trigger and menu, on Escape, on a click outside, or when the trigger scrolls
 * out of view. Not MUI's <Menu>, whose backdrop would swallow the hover. The dropdown itself
 * (HoverMenuPopup: Popper and friends) loads when a menu is first hovered, focused or opened,
 * and hands the items' components (MenuItem, Divider, ListSubheader) to `children`.
 */
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type PointerEvent,
  type ReactNode,
  type RefCallback,
} from 'react';
import { MENU_HOVER_CLOSE_DELAY_MS } from '@pilotmiles/core';
import { deferred } from '../../../../components/deferred';
import type { MenuParts } from './HoverMenuPopup';

export const HoverMenuPopup = deferred(() => import('./HoverMenuPopup').then((m) => m.HoverMenuPopup));

/** Spread on the element the menu hangs from: hovering it opens the menu. */
export interface HoverAreaProps {
  ref: RefCallback<HTMLElement>;
  onPointerEnter: (e: PointerEvent) => void;
  onPointerLeave: (e: PointerEvent) => void;
}

/** Spread on the button that toggles the menu (may be the hover area itself). */
export interface ToggleProps {
  onClick: () => void;
  'aria-haspopup': 'menu';
  'aria-expanded': boolean;
  'aria-controls': string | undefined;
}

export interface HoverMenuProps {
  /** Accessible name of the menu. */
  label: string;
  renderTrigger: (props: { hoverArea: HoverAreaProps; toggle: ToggleProps; open: boolean }) => ReactNode;
  /** The menu items, built with `parts`; call `close` when one is chosen. */
  children: (close: () => void, parts: MenuParts) => ReactNode;
  placement?: 'bottom-start' | 'bottom-end';
}

const TOGGLE = '[aria-haspopup="menu"]';

export function HoverMenu({ label, renderTrigger, children, placement = 'bottom-start' }: HoverMenuProps) {
  // The element the menu hangs from, as state only from the first opening on: a ref callback that
  // sets state renders the whole trigger a second time, synchronously, as the header mounts.
  const anchorRef = useRef<HTMLElement | null>(null);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const setAnchorRef = useCallback((el: HTMLElement | null) => {
    anchorRef.current = el;
  }, []);
  // How it opened: a click or key press moves focus into the menu, a hover does not.
  const [openedBy, setOpenedBy] = useState<'hover' | 'click' | null>(null);
  const open = openedBy !== null;
  // Mounted from the first opening on, so it can animate closed.
  const [used, setUsed] = useState(false);
  if (open && !used) setUsed(true);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const menuId = useId();

  const cancelClose = () => clearTimeout(closeTimer.current);
  const close = useCallback(() => {
    clearTimeout(closeTimer.current);
    setOpenedBy(null);
  }, []);
  const closeLater = () => {
    cancelClose();
    closeTimer.current = setTimeout(close, MENU_HOVER_CLOSE_DELAY_MS);
  };
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  // Escape closes wherever focus is (the trigger, the menu, or nowhere in particular).
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      close();
      // Focus goes back to the toggle: the hover area itself, or the button inside it.
      const toggleButton = anchor?.matches(TOGGLE) ? anchor : anchor?.querySelector<HTMLElement>(TOGGLE);
      toggleButton?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, anchor, close]);

  // A menu left hanging from a trigger that scrolled away would float over unrelated content.
  useEffect(() => {
    if (!open || !anchor || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry && !entry.isIntersecting) close();
    });
    observer.observe(anchor);
    return () => observer.disconnect();
  }, [open, anchor, close]);

  // Touch "hover" would open the menu and the tap that follows would close it again.
  const isMouse = (e: PointerEvent) => e.pointerType === 'mouse';
  const hoverArea: HoverAreaProps = {
    ref: setAnchorRef,
    onPointerEnter: (e) => {
      void HoverMenuPopup.preload();
      if (!isMouse(e)) return;
      cancelClose();
      setAnchor(anchorRef.current);
      setOpenedBy((by) => by ?? 'hover');
    },
    onPointerLeave: (e) => {
      if (isMouse(e)) closeLater();
    },
  };
  const toggle: ToggleProps = {
    onClick: () => {
      cancelClose();
      setAnchor(anchorRef.current);
      setOpenedBy((by) => (by === 'click' ? null : 'click'));
    },
    'aria-haspopup': 'menu',
    'aria-expanded': open,
    'aria-controls': open ? menuId : undefined,
  };

  return (
    <>
      {renderTrigger({ hoverArea, toggle, open })}
      {used && (
        <HoverMenuPopup
          open={open}
          anchor={anchor}
          placement={placement}
          menuId={menuId}
          label={label}
          autoFocusItem={openedBy === 'click'}
          onPointerEnter={cancelClose}
          onPointerLeave={(e) => isMouse(e) && closeLater()}
          onClickAway={(e) => {
            // The trigger's own click toggles; treating it as "outside" would reopen the menu.
            if (anchor && e.target instanceof Node && anchor.contains(e.target)) return;
            close();
          }}
        >
          {(parts) => children(close, parts)}
        </HoverMenuPopup>
      )}
    </>
  );
}
