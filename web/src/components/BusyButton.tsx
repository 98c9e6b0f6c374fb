import { useLayoutEffect, useRef } from 'react';
import { Button, CircularProgress, type ButtonProps } from '@mui/material';

export interface BusyButtonProps extends ButtonProps {
  /** While true: disabled, a spinner, and `busyLabel` instead of the children. */
  busy: boolean;
  busyLabel: string;
}

/**
 * A button for an action that takes a moment (sign in, save...), so it cannot be sent twice.
 * Disabling the pressed button drops the focus to the page, where Escape and Tab no longer reach the
 * dialog around it; so the focus comes back to it when the action ends, unless something else
 * (an error message) has taken it meanwhile.
 */
export function BusyButton({ busy, busyLabel, disabled, children, ...props }: BusyButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  const hadFocus = useRef(false);
  useLayoutEffect(() => {
    const button = ref.current;
    if (!button) return;
    // Before the browser moves the focus off the now disabled button (at its next rendering step).
    if (busy) hadFocus.current = document.activeElement === button;
    else if (hadFocus.current) {
      hadFocus.current = false;
      // Lost to the page, or to the dialog a focus trap sent it back to: nobody chose another place.
      const lost = !document.activeElement || document.activeElement.contains(button);
      if (lost) button.focus();
    }
  }, [busy]);
  return (
    <Button
      {...props}
      ref={ref}
      disabled={disabled || busy}
      startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : props.startIcon}
    >
      {busy ? busyLabel : children}
    </Button>
  );
}
