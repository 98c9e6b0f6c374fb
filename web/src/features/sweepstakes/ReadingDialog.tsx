import { useId, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography, type DialogProps } from '@mui/material';
import { DialogCloseButton } from '../../components/modals/DialogCloseButton';
import { usePhone } from './usePhone';

export interface ReadingDialogProps {
  open: boolean;
  onClose: () => void;
  /** What the dialog shows, e.g. 'Official rules' (its accessible name, with the sweepstake's title). */
  title: string;
  /** The sweepstake's title, under the dialog's. */
  sweepstakeTitle: string;
  maxWidth: DialogProps['maxWidth'];
  /** The dialog's content. */
  children: ReactNode;
}

/** A dialog to read something about a sweepstake (its rules, its draw): the whole screen on a phone, Close below. */
export function ReadingDialog({ open, onClose, title, sweepstakeTitle, maxWidth, children }: ReadingDialogProps) {
  const titleId = useId();
  const phone = usePhone();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth={maxWidth}
      fullScreen={phone}
      scroll="paper"
    >
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {title}
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
          {sweepstakeTitle}
        </Typography>
      </DialogTitle>
      <DialogCloseButton onClose={onClose} />
      <DialogContent dividers>{children}</DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
