import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Button, MenuItem } from '@mui/material';
import { MENU_HOVER_CLOSE_DELAY_MS } from '@pilotmiles/core';
import { HoverMenu, HoverMenuPopup } from './HoverMenu';

// The dropdown loads on demand; loaded up front here, it renders as soon as it opens.
beforeAll(() => HoverMenuPopup.preload());

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderMenu() {
  return render(
    <>
      <HoverMenu label="Earn" renderTrigger={({ hoverArea, toggle }) => <Button {...hoverArea} {...toggle}>Earn</Button>}>
        {(close) => <MenuItem onClick={close}>Play Games</MenuItem>}
      </HoverMenu>
      <p>elsewhere</p>
    </>,
  );
}

const trigger = () => screen.getByRole('button', { name: 'Earn' });
const menu = () => screen.queryByRole('menu', { name: 'Earn' });

describe('HoverMenu', () => {
  it('opens on click and says so to assistive technology', () => {
    renderMenu();
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(trigger());
    expect(menu()).toBeInTheDocument();
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes on Escape and gives focus back to the trigger', () => {
    renderMenu();
    fireEvent.click(trigger());
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(trigger()).toHaveFocus();
  });

  it('closes on a click outside', async () => {
    renderMenu();
    fireEvent.click(trigger());
    // MUI's ClickAwayListener arms itself a tick after opening, so the opening click cannot close it.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    fireEvent.click(screen.getByText('elsewhere'));
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when an item is chosen', () => {
    renderMenu();
    fireEvent.click(trigger());
    fireEvent.click(screen.getByRole('menuitem', { name: 'Play Games' }));
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens on mouse hover and closes only after the delay once the pointer leaves', () => {
    vi.useFakeTimers();
    renderMenu();
    fireEvent.pointerOver(trigger(), { pointerType: 'mouse' });
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');

    fireEvent.pointerOut(trigger(), { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(MENU_HOVER_CLOSE_DELAY_MS - 50));
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    act(() => vi.advanceTimersByTime(100));
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('ignores touch "hover", which would fight the tap that follows', () => {
    renderMenu();
    fireEvent.pointerOver(trigger(), { pointerType: 'touch' });
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });
});
