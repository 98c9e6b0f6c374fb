/**
 * The frame of the admin editors (a catalogue reward, a sweepstake): full screen on phones, a
 * title, and the form, mounted only while open so each opening starts from the record as saved.
 * While a save is under way, Escape and the backdrop do not close it.
 */
import { useId, type ReactNode } from 'react';
import { Dialog, DialogTitle, useMediaQuery, useTheme } from '@mui/material';

export interface EditorDialogProps {
  open: boolean;
  onClose: () => void;
  /** A save is under way. */
  busy: boolean;
  /** The dialog's name, e.g. 'New sweepstake'. */
  title: ReactNode;
  /** Once the dialog has closed: reset the save, so the next opening shows no error left over. */
  onExited: () => void;
  /** The form (DialogContent and DialogActions). */
  children: ReactNode;
}

export function EditorDialog({ open, onClose, busy, title, onExited, children }: EditorDialogProps) {
  const titleId = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      fullScreen={phone}
      maxWidth="md"
      fullWidth
      aria-labelledby={titleId}
      slotProps={{ transition: { onExited } }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {open && children}
    </Dialog>
  );
}
