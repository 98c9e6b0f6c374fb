import { Button, CircularProgress, type ButtonProps } from '@mui/material';

export interface BusyButtonProps extends ButtonProps {
  /** While true: disabled, a spinner, and `busyLabel` instead of the children. */
  busy: boolean;
  busyLabel: string;
}

/** A button for an action that takes a moment (sign in, save...), so it cannot be sent twice. */
export function BusyButton({ busy, busyLabel, disabled, children, ...props }: BusyButtonProps) {
  return (
    <Button
      {...props}
      disabled={disabled || busy}
      startIcon={busy ? <CircularProgress size={18} color="inherit" /> : props.startIcon}
    >
      {busy ? busyLabel : children}
    </Button>
  );
}
