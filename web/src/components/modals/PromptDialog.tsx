/**
 * The frame of the short, centred modals (sign-up prompt, 'Mission Completed!', Daily Limit
 * Reached): a close button, an icon, a title, then the modal's own content.
 */
import type { ReactNode } from 'react';
import { Dialog, DialogContent, Typography } from '@mui/material';
import { DialogCloseButton } from './DialogCloseButton';

export interface PromptDialogProps {
  open: boolean;
  onClose: () => void;
  /** id stem for aria-labelledby. */
  id: string;
  icon: ReactNode;
  title: ReactNode;
  children: ReactNode;
  /** A narrower paper than the default, in px. */
  maxWidthPx?: number;
}

export function PromptDialog({ open, onClose, id, icon, title, children, maxWidthPx }: PromptDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby={`${id}-title`}
      slotProps={maxWidthPx ? { paper: { sx: { maxWidth: maxWidthPx, m: 2 } } } : undefined}
    >
      <DialogCloseButton onClose={onClose} />
      <DialogContent sx={{ textAlign: 'center', pt: 5, pb: 4 }}>
        {icon}
        <Typography id={`${id}-title`} variant="h5" component="h2" sx={{ mt: 1 }}>
          {title}
        </Typography>
        {children}
      </DialogContent>
    </Dialog>
  );
}
