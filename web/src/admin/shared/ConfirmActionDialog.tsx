/**
 * An action without a reason (a sweepstake's Publish, Open now, Back to draft and Delete; clearing a
 * member's activity log; sending a push broadcast): what will happen, then confirm. A refusal from
 * the server shows inside the dialog, which stays open. (An action that needs a reason uses
 * ReasonDialog.)
 */
import type { ReactNode } from 'react';
import { Typography } from '@mui/material';
import { StaffDialog, StaffDialogBody } from './StaffDialog';

export interface ConfirmActionDialogProps {
  open: boolean;
  title: ReactNode;
  summary: ReactNode;
  confirmLabel: string;
  confirmColor?: 'primary' | 'success' | 'error';
  /** The confirm button's words while the request is under way (default 'Saving...'). */
  busyLabel?: string;
  busy: boolean;
  error: string | null;
  onClose: () => void;
  onConfirm: () => void;
}

export function ConfirmActionDialog({ open, title, summary, busy, onClose, ...body }: ConfirmActionDialogProps) {
  return (
    <StaffDialog open={open} title={title} busy={busy} onClose={onClose}>
      <StaffDialogBody {...body} busy={busy} onClose={onClose} closeLabel="Back">
        <Typography component="div" variant="body2">
          {summary}
        </Typography>
      </StaffDialogBody>
    </StaffDialog>
  );
}
