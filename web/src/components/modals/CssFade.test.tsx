// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Dialog } from '@mui/material';
import { CssFade, FADE_IN_CLASS } from './CssFade';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function FadingDialog({ open, onEntered }: { open: boolean; onEntered?: () => void }) {
  return (
    <Dialog
      open={open}
      slots={{ transition: CssFade }}
      slotProps={{ backdrop: { slots: { transition: CssFade } }, transition: { onEntered } }}
    >
      Today's reward
    </Dialog>
  );
}

describe('CssFade', () => {
  it('fades a dialog and its backdrop in by class, and tells the dialog when it has entered', () => {
    vi.useFakeTimers();
    const onEntered = vi.fn();
    render(<FadingDialog open onEntered={onEntered} />);
    const dialog = screen.getByRole('dialog');
    expect(dialog.closest('.MuiDialog-container')).toHaveClass(FADE_IN_CLASS);
    expect(document.querySelector('.MuiBackdrop-root')).toHaveClass(FADE_IN_CLASS);
    expect(onEntered).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(225));
    expect(onEntered).toHaveBeenCalledOnce();
  });

  it('fades out and only then lets the dialog unmount', () => {
    vi.useFakeTimers();
    const { rerender } = render(<FadingDialog open />);
    rerender(<FadingDialog open={false} />);
    const container = document.querySelector<HTMLElement>('.MuiDialog-container')!;
    expect(container).not.toHaveClass(FADE_IN_CLASS);
    expect(container.style.opacity).toBe('0');
    act(() => vi.advanceTimersByTime(194));
    expect(screen.queryByText("Today's reward")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText("Today's reward")).not.toBeInTheDocument();
  });
});
