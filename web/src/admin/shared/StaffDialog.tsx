/**
 * The parts of a staff action's dialog: the frame (a title; while the request is under way Escape
 * and the backdrop do not close it) and the body (what will happen and any fields, the server's
 * refusal under them, then the way back and the button that acts), and the reason field staff
 * fill in for the audit log. ReasonDialog and
 * ConfirmActionDialog are built of both; the member's editors (bonus, brand owner) put the body in
 * EditorDialog's frame.
 */
import { useId, type ReactNode } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  type TextFieldProps,
} from '@mui/material';
import { BusyButton } from '../../components/BusyButton';

export interface StaffDialogProps {
  open: boolean;
  title: ReactNode;
  busy: boolean;
  onClose: () => void;
  /** StaffDialogBody, often inside a form. */
  children: ReactNode;
}

export function StaffDialog({ open, title, busy, onClose, children }: StaffDialogProps) {
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
      {children}
    </Dialog>
  );
}

export interface StaffDialogBodyProps {
  /** What will happen, and the fields. */
  children: ReactNode;
  busy: boolean;
  /** The server's refusal of the last attempt. */
  error: string | null;
  onClose: () => void;
  /** The button that closes without acting. */
  closeLabel?: string;
  confirmLabel: ReactNode;
  confirmColor?: 'primary' | 'success' | 'error';
  /** The confirm button's words while the request is under way. */
  busyLabel?: string;
  confirmDisabled?: boolean;
  /** Without it, the confirm button submits the form around the body. */
  onConfirm?: () => void;
}

export function StaffDialogBody({
  children,
  busy,
  error,
  onClose,
  closeLabel = 'Cancel',
  confirmLabel,
  confirmColor = 'primary',
  busyLabel = 'Saving...',
  confirmDisabled,
  onConfirm,
}: StaffDialogBodyProps) {
  return (
    <>
      <DialogContent sx={{ pt: 0 }}>
        <Stack spacing={2}>
          {children}
          {error && <Alert severity="error">{error}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy}>
          {closeLabel}
        </Button>
        <BusyButton
          type={onConfirm ? 'button' : 'submit'}
          variant="contained"
          color={confirmColor}
          busy={busy}
          busyLabel={busyLabel}
          disabled={confirmDisabled}
          onClick={onConfirm}
        >
          {confirmLabel}
        </BusyButton>
      </DialogActions>
    </>
  );
}

/** The reason staff give for an action (kept in the audit log): required, two lines at least. */
export function ReasonField(props: TextFieldProps) {
  return <TextField label="Reason" required multiline minRows={2} {...props} />;
}
