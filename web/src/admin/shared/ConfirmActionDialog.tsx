/**
 * An action without a reason (a sweepstake's Publish, Open now, Back to draft and Delete; clearing a
 * member's activity log): what will happen, then confirm. A refusal from the server shows inside
 * the dialog, which stays open. (An action that needs a reason uses ReasonDialog.)
 */
import { useId, type ReactNode } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { BusyButton } from '../../components/BusyButton';

export interface ConfirmActionDialogProps {
  open: boolean;
  title: string;
  summary: ReactNode;
  confirmLabel: string;
  confirmColor?: 'primary' | 'success' | 'error';
  busy: boolean;
  error: string | null;
  onClose: () => void;
  onConfirm: () => void;
}

export function ConfirmActionDialog({
  open,
  title,
  summary,
  confirmLabel,
  confirmColor = 'primary',
  busy,
  error,
  onClose,
  onConfirm,
}: ConfirmActionDialogProps) {
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { m: 2, width: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent sx={{ pt: 0 }}>
        <Stack spacing={2}>
          <Typography component="div" variant="body2">
            {summary}
          </Typography>
          {error && <Alert severity="error">{error}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy}>
          Back
        </Button>
        <BusyButton variant="contained" color={confirmColor} busy={busy} busyLabel="Saving..." onClick={onConfirm}>
          {confirmLabel}
        </BusyButton>
      </DialogActions>
    </Dialog>
  );
}
