/**
 * The frame of a dialog where a member spends (redeem a reward, enter a sweepstake): a title with
 * the item's picture, a close button, and the dialog's own content and actions below. While the
 * request is under way it cannot be closed: closing would hide its answer, and the request itself
 * cannot be taken back.
 */
import { useId, type ReactNode } from 'react';
import { Box, Button, Dialog, DialogActions, DialogTitle, type DialogProps } from '@mui/material';
import { BusyButton } from '../BusyButton';
import { DialogCloseButton } from './DialogCloseButton';

export interface ActionDialogProps {
  open: boolean;
  onClose: () => void;
  /** A request is under way: neither the close button, Escape nor the backdrop closes the dialog. */
  busy: boolean;
  /** The item's picture, left of the title. */
  image: ReactNode;
  /** The dialog's name (its accessible name too). */
  title: ReactNode;
  maxWidth: DialogProps['maxWidth'];
  /** DialogContent and DialogActions. */
  children: ReactNode;
}

export function ActionDialog({ open, onClose, busy, image, title, maxWidth, children }: ActionDialogProps) {
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth={maxWidth}
      scroll="paper"
      slotProps={{ paper: { sx: { m: { xs: 1.5, sm: 4 }, width: { xs: 'calc(100% - 24px)', sm: undefined } } } }}
    >
      <DialogTitle id={titleId} sx={{ pr: 7, display: 'flex', alignItems: 'center', gap: 1.5 }}>
        {image}
        <Box component="span" sx={{ minWidth: 0, lineHeight: 1.25 }}>
          {title}
        </Box>
      </DialogTitle>
      <DialogCloseButton onClose={onClose} disabled={busy} />
      {children}
    </Dialog>
  );
}

export interface ActionDialogButtonsProps {
  onClose: () => void;
  busy: boolean;
  /** The action button's words while the request is under way, e.g. 'Entering...'. */
  busyLabel: string;
  /** The choice is not complete yet. */
  disabled: boolean;
  onConfirm: () => void;
  /** The action button's words, e.g. 'Enter'. */
  children: ReactNode;
}

/** Cancel, and the button that sends the request. */
export function ActionDialogButtons({
  onClose,
  busy,
  busyLabel,
  disabled,
  onConfirm,
  children,
}: ActionDialogButtonsProps) {
  return (
    <DialogActions sx={{ px: 3, py: 2, gap: 1 }}>
      <Button onClick={onClose} disabled={busy}>
        Cancel
      </Button>
      <BusyButton
        variant="contained"
        color="secondary"
        busy={busy}
        busyLabel={busyLabel}
        disabled={disabled}
        onClick={onConfirm}
      >
        {children}
      </BusyButton>
    </DialogActions>
  );
}
